/**
 * One saved believer (常用名單): `temple-offerings/v1/believers/<id>`, PUT and
 * DELETE. Apart from ./believers (which the offering page's first script
 * loads) because only the family book and the save after a cart add, each
 * loaded on its own, send them.
 */

/**
 * Internal dependencies
 */
import { request } from './client';
import { BELIEVERS_PATH } from './believers';
import type { CartBeliever } from '../domain/believer';
import type { SavedBeliever } from '../types/saved-believer';

/**
 * Replaces one saved believer (its categories and details).
 *
 * @param id                        Saved believer id.
 * @param believer                  Its categories and details.
 * @param believer.product_category The categories it is kept under.
 * @param believer.data             The believer.
 * @param signal                    Cancels the request.
 * @return The saved believer as stored.
 */
export function updateSavedBeliever(
	id: number,
	believer: { product_category: string[]; data: CartBeliever },
	signal?: AbortSignal
): Promise< SavedBeliever > {
	return request< SavedBeliever >( {
		path: `${ BELIEVERS_PATH }/${ id }`,
		method: 'PUT',
		data: believer,
		signal,
	} );
}

/**
 * Deletes one saved believer.
 *
 * @param id     Saved believer id.
 * @param signal Cancels the request.
 * @return The server's answer.
 */
export function deleteSavedBeliever(
	id: number,
	signal?: AbortSignal
): Promise< { deleted: boolean; id: number } > {
	return request< { deleted: boolean; id: number } >( {
		path: `${ BELIEVERS_PATH }/${ id }`,
		method: 'DELETE',
		signal,
	} );
}
