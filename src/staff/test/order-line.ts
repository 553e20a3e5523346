/**
 * An order line as the order screen's settings and the REST routes give it:
 * by default a 光明燈 line of two places with no believer yet.
 */

/**
 * Internal dependencies
 */
import type { OrderLineState } from '../../types/order-line';

/**
 * An order line.
 *
 * @param patch What differs from a 光明燈 line of two places, both missing.
 */
export const line = (
	patch: Partial< OrderLineState > = {}
): OrderLineState => ( {
	item_id: 5,
	name: '光明燈',
	kind: 'light',
	quantity: 2,
	refunded_places: 0,
	places: 2,
	believers: 0,
	stored: 0,
	missing: 2,
	extra: 0,
	...patch,
} );
