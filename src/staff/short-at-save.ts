/**
 * Which offering lines an order would be saved short of believers with:
 * the places each line's quantity input asks for (the order's form saves
 * them), less the places refunds took, against the believers it holds.
 * Pure.
 */

/**
 * Internal dependencies
 */
import type { OrderLineState } from '../types/order-line';

/**
 * The lines that would be saved with places nobody is registered for.
 *
 * @param lines      The order's offering lines, as the server last said.
 * @param quantities The quantity each line's input holds, by item id (a
 *                   line without an input keeps its own).
 * @return Those lines, with `missing` as the save would leave it.
 */
export function shortAtSave(
	lines: readonly OrderLineState[],
	quantities: ReadonlyMap< number, number >
): OrderLineState[] {
	return lines.flatMap( ( line ) => {
		const quantity = quantities.get( line.item_id ) ?? line.quantity;
		const places = Math.max(
			0,
			Math.ceil( quantity ) - line.refunded_places
		);
		const missing = Math.max( 0, places - line.believers );
		return missing > 0 ? [ { ...line, places, missing } ] : [];
	} );
}
