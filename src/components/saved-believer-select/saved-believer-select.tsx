/**
 * The 常用名單 dropdown of one believer row: 自訂 (typed by hand) or a saved
 * believer of the same categories, which fills the row.
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { SavedBeliever } from '../../types/saved-believer';
import { SelectField } from '../form-fields/select-field';
import { sameRelevantCategories } from './relevant-categories';

interface SavedBelieverSelectProps {
	id: string;
	/** The user's saved believers (the store's, read by the product's section). */
	saved: SavedBeliever[];
	/** The product row's category slugs. */
	category: string[];
	/** saved_id of the row, if it came from a saved believer. */
	value: number | undefined;
	/** A saved believer was chosen, or null for 自訂. */
	onPick: ( saved: SavedBeliever | null ) => void;
}

/**
 * A short readable label for a saved believer: name plus the address or
 * mobile, so two people of the same name can be told apart.
 *
 * @param saved Saved believer.
 * @return Label.
 */
function savedLabel( saved: SavedBeliever ): string {
	const detail = saved.data.address || saved.data.mobile;
	return detail
		? sprintf(
				/* translators: 1: saved believer's name, 2: their address or phone. */
				__( '%1$s (%2$s)', 'temple-offerings' ),
				saved.data.name,
				detail
			)
		: saved.data.name;
}

/**
 * Saved-believer dropdown; renders nothing when no saved believer fits.
 *
 * @param props          Component props.
 * @param props.id       Control id.
 * @param props.saved    The user's saved believers.
 * @param props.category The product's category slugs.
 * @param props.value    saved_id of the row.
 * @param props.onPick   Called with the chosen saved believer or null.
 */
export function SavedBelieverSelect( {
	id,
	saved,
	category,
	value,
	onPick,
}: SavedBelieverSelectProps ) {
	const fitting = useMemo(
		() =>
			saved.filter( ( item ) =>
				sameRelevantCategories( item.product_category, category )
			),
		[ saved, category ]
	);
	if ( fitting.length === 0 ) {
		return null;
	}
	return (
		<SelectField
			id={ id }
			label={ __( 'Saved believers', 'temple-offerings' ) }
			className="temple-offerings-believer__saved"
			value={ value === undefined ? '' : String( value ) }
			placeholder={ __( 'Custom', 'temple-offerings' ) }
			options={ fitting.map( ( item ) => ( {
				value: String( item.id ),
				label: savedLabel( item ),
			} ) ) }
			onChange={ ( next ) =>
				onPick(
					fitting.find( ( item ) => String( item.id ) === next ) ??
						null
				)
			}
		/>
	);
}
