/**
 * How the believer forms read and write the believers slice of the
 * `temple-offerings/offerings` store.
 *
 * Re-render design (20 products × 10 believers): every keystroke is
 * dispatched straight to the store; there is no local copy of a form. The
 * reducer keeps every untouched believer object (and every untouched row
 * list) by identity, each form selects only its own believer by
 * ( rowKey, id ), and a product section selects only the list of ids, which
 * `useSelect` compares shallowly. So one keystroke re-renders exactly one
 * believer form, and the store always holds the latest values: nothing has to
 * be flushed before submit or before a draft is saved.
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

/**
 * The ids of one product row's believers, in order. Only changes when a
 * believer is added, removed or reordered, not on edits.
 *
 * @param rowKey Product row key.
 * @return Believer ids.
 */
export function useBelieverIds( rowKey: string ): string[] {
	return useSelect(
		( select ) =>
			select( store )
				.getBelievers( rowKey )
				.map( ( believer ) => believer.id ),
		[ rowKey ]
	);
}

/**
 * One believer of a product row.
 *
 * @param rowKey Product row key.
 * @param id     Believer id.
 * @return The believer, or undefined once removed.
 */
export function useBeliever(
	rowKey: string,
	id: string
): BelieverFormItem | undefined {
	return useSelect(
		( select ) => select( store ).getBeliever( rowKey, id ),
		[ rowKey, id ]
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
