/**
 * A past order to register again: `temple-offerings/v1/orders/<id>/renewal`,
 * the order's own customer only (anyone else gets 404).
 */

/**
 * Internal dependencies
 */
import { request } from './client';
import type { Renewal } from '../types/renewal';

/**
 * The order's offerings still sold, their believers, and the names of the rest.
 *
 * @param orderId Order id.
 * @param signal  Cancels the request.
 * @return The renewal.
 */
export function fetchRenewal(
	orderId: number,
	signal?: AbortSignal
): Promise< Renewal > {
	return request< Renewal >( {
		path: `/temple-offerings/v1/orders/${ orderId }/renewal`,
		signal,
	} );
}
