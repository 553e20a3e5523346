/**
 * Which of the page's rows a product id names: shared by the fills (fill.ts)
 * and the believer form's 太歲燈 button, which must not carry the fills in
 * its chunk.
 */

/**
 * Internal dependencies
 */
import type { ProductRow } from '../types/product';

/**
 * The row a product id names: a simple product's own row, a variation's
 * row, or for a variable product its first variation the page shows.
 *
 * @param rows      The page's rows.
 * @param productId Product or variation id.
 * @return Row or undefined.
 */
export function rowOfProduct(
	rows: readonly ProductRow[],
	productId: number
): ProductRow | undefined {
	return (
		rows.find(
			( row ) =>
				row.variation_id === productId ||
				( row.variation_id === 0 && row.product_id === productId )
		) ?? rows.find( ( row ) => row.product_id === productId )
	);
}
