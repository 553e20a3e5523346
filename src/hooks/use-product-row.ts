/**
 * One product row by key, from the store.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../store';
import type { ProductRow } from '../types/product';

/**
 * The row of a key, once the products are loaded.
 *
 * @param rowKey Row key.
 * @return Row or undefined.
 */
export function useProductRow( rowKey: string ): ProductRow | undefined {
	return useSelect(
		( select ) => select( store ).getProductRow( rowKey ),
		[ rowKey ]
	);
}
