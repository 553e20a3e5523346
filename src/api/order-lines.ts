/**
 * Staff's side of an order's offering lines:
 * `temple-offerings/v1/orders/<id>/lines` (staff who may edit the order;
 * anyone else gets 401/403, another order's line 404).
 */

/**
 * Internal dependencies
 */
import { request } from './client';
import type { CartBeliever } from '../domain/believer';
import type { LineBelieversSaved, OrderLineState } from '../types/order-line';

const linesPath = ( orderId: number ) =>
	`/temple-offerings/v1/orders/${ orderId }/lines`;

/**
 * The order's offering lines, with their places and believers.
 *
 * @param orderId Order id.
 * @param signal  Cancels the request.
 * @return The lines.
 */
export async function fetchOrderLines(
	orderId: number,
	signal?: AbortSignal
): Promise< OrderLineState[] > {
	const answer = await request< { lines?: OrderLineState[] } >( {
		path: linesPath( orderId ),
		signal,
	} );
	return Array.isArray( answer?.lines ) ? answer.lines : [];
}

/**
 * Registers believers on places of a line that have none.
 *
 * @param orderId   Order id.
 * @param itemId    The line's id.
 * @param believers The believers, in the wire shape.
 * @param stored    How many believers the line stored when the form opened.
 * @param signal    Cancels the request.
 * @return The line as it is now, and how many were added.
 */
export function addLineBelievers(
	orderId: number,
	itemId: number,
	believers: CartBeliever[],
	stored: number,
	signal?: AbortSignal
): Promise< LineBelieversSaved > {
	return request< LineBelieversSaved >( {
		path: `${ linesPath( orderId ) }/${ itemId }/believers`,
		method: 'POST',
		data: { believers, stored },
		signal,
	} );
}
