/**
 * The counter's routes: `temple-offerings/v1/counter/households` (find a
 * household) and `temple-offerings/v1/counter/orders` (make its order), for
 * the counter's staff only (anyone else 401/403).
 */

/**
 * Internal dependencies
 */
import { request } from './client';
import type {
	CounterOrderMade,
	CounterOrderRequest,
	Household,
} from '../types/counter';

/**
 * The households a phone number or a name finds.
 *
 * @param search Part of a phone number or of a name.
 * @param signal Cancels the request.
 * @return At most ten households.
 */
export async function searchHouseholds(
	search: string,
	signal?: AbortSignal
): Promise< Household[] > {
	const answer = await request< { households?: Household[] } >( {
		path: `/temple-offerings/v1/counter/households?search=${ encodeURIComponent(
			search
		) }`,
		signal,
	} );
	return Array.isArray( answer?.households ) ? answer.households : [];
}

/**
 * Makes a counter or phone order.
 *
 * @param order  The order.
 * @param signal Cancels the request.
 * @return The order made and where its papers print.
 */
export function createCounterOrder(
	order: CounterOrderRequest,
	signal?: AbortSignal
): Promise< CounterOrderMade > {
	return request< CounterOrderMade >( {
		path: '/temple-offerings/v1/counter/orders',
		method: 'POST',
		data: order,
		signal,
	} );
}
