/**
 * The counter's routes: `temple-offerings/v1/counter/households` (find a
 * household), `temple-offerings/v1/counter/orders` (make its order) and
 * `temple-offerings/v1/counter/summary` (a day's orders summed), for the
 * counter's staff only (anyone else 401/403).
 */

/**
 * Internal dependencies
 */
import { request } from './client';
import type {
	CounterDaySummary,
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

/**
 * A day's counter and phone orders, per staff member and payment.
 *
 * @param date   YYYY-MM-DD, or '' for today (the site's).
 * @param signal Cancels the request.
 * @return The day summed.
 */
export function fetchCounterSummary(
	date: string,
	signal?: AbortSignal
): Promise< CounterDaySummary > {
	return request< CounterDaySummary >( {
		path: `/temple-offerings/v1/counter/summary${
			date ? `?date=${ encodeURIComponent( date ) }` : ''
		}`,
		signal,
	} );
}
