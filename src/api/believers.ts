/**
 * Saved believers (常用名單): `temple-offerings/v1/believers`, logged-in users.
 */

/**
 * Internal dependencies
 */
import { request, requestPaged, type Paged } from './client';
import type { CartBeliever } from '../domain/believer';
import type { SavedBeliever } from '../types/saved-believer';

/** Exactly the path the server preloads for a logged-in user. */
export const BELIEVERS_PATH = '/temple-offerings/v1/believers';

/**
 * The user's saved believers, newest first.
 *
 * @param signal Cancels the request.
 * @return Saved believers and totals.
 */
export function fetchSavedBelievers(
	signal?: AbortSignal
): Promise< Paged< SavedBeliever[] > > {
	return requestPaged< SavedBeliever[] >( { path: BELIEVERS_PATH, signal } );
}

/**
 * Saves believers for later (one request for all of them).
 *
 * @param believers Believers with the categories of their product.
 * @param signal    Cancels the request.
 * @return The created saved believers.
 */
export function saveBelievers(
	believers: { product_category: string[]; data: CartBeliever }[],
	signal?: AbortSignal
): Promise< SavedBeliever[] > {
	return request< SavedBeliever[] >( {
		path: BELIEVERS_PATH,
		method: 'POST',
		data: { believers },
		signal,
	} );
}
