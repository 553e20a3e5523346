/**
 * How the believer forms read and write the believers slice of the
 * `temple-offerings/offerings` store.
 *
 * Re-render design (20 products × 10 believers): every keystroke is
 * dispatched straight to the store; there is no local copy of a form, so the
 * store always holds the latest values and nothing has to be flushed before
 * submit or before a draft is saved. Every store change runs the selection of
 * every `useSelect` on the page, so the forms hold none: each product's
 * section selects its row's believers once (useProductForms) and hands each
 * memoized form its own believer object. The reducer keeps every untouched
 * believer object (and every untouched row list) by identity, so a keystroke
 * re-renders the one section whose list changed and, of its forms, exactly
 * the one whose believer did; the other products' sections select the same
 * list as before and do not render. What one keystroke costs grows with the
 * products picked, not with the believers.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import type { BelieverFormItem } from '../domain/believer';
import { store } from '../store';
import type { ProductRow } from '../types/product';
import type { SavedBeliever } from '../types/saved-believer';
import type { PageSettings } from '../types/settings';

/** What a product's section reads for its believer forms. */
export interface ProductForms {
	/** The product row, once the products are loaded. */
	row: ProductRow | undefined;
	/** Its believers, in order; the same array until one of them changes. */
	believers: BelieverFormItem[];
	/** Ids of the believers that were on the page at the last refused add. */
	attempted: string[];
	/** Whether an add was tried (and refused) since the last success. */
	submitAttempted: boolean;
	settings: PageSettings;
	/** The user's saved believers (the 常用名單 of every form). */
	saved: SavedBeliever[];
}

/**
 * Everything the believer forms of one product read from the store, in one
 * selection: one store subscription per product, none per form.
 *
 * @param rowKey Product row key.
 * @return The row, its believers and what every form of it shares.
 */
export function useProductForms( rowKey: string ): ProductForms {
	return useSelect(
		( select ) => {
			const data = select( store );
			return {
				row: data.getProductRow( rowKey ),
				believers: data.getBelievers( rowKey ),
				attempted: data.getAttemptedBelieverIds(),
				submitAttempted: data.isSubmitAttempted(),
				settings: data.getSettings(),
				saved: data.getSavedBelievers(),
			};
		},
		[ rowKey ]
	);
}

/**
 * The first believer of a product row (the gift's representative, who holds
 * the family registrants).
 *
 * @param rowKey Product row key.
 * @return The believer, or undefined.
 */
export function useFirstBeliever(
	rowKey: string
): BelieverFormItem | undefined {
	return useSelect(
		( select ) => select( store ).getBelievers( rowKey )[ 0 ],
		[ rowKey ]
	);
}

/**
 * Of the given rows, those whose believers are gift believers (by the
 * category each believer carries), so family registrants are written into
 * every selected gift product.
 *
 * @param rowKeys Selected product row keys.
 * @param isGift  Whether a believer's category list is a gift's.
 * @return The gift row keys among them.
 */
export function useRowKeysWhere(
	rowKeys: string[],
	isGift: ( category: string[] ) => boolean
): string[] {
	return useSelect(
		( select ) =>
			rowKeys.filter( ( key ) => {
				const first = select( store ).getBelievers( key )[ 0 ];
				return first ? isGift( first.product_category ) : false;
			} ),
		[ rowKeys, isGift ]
	);
}

/**
 * The believers actions.
 *
 * @return Bound action creators.
 */
export function useBelieverActions() {
	return useDispatch( store );
}
