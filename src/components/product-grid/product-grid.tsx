/**
 * The grid of cards of the active tab. Each card reads its own selection
 * and its own registration window, so picking one, or a countdown's second,
 * re-renders that card only.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { memo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { useRegistration } from '../../hooks/use-registration';
import { store } from '../../store';
import type { ProductRow } from '../../types/product';
import { ProductCard } from '../product-card/product-card';
import {
	CATEGORY_PANEL_ID,
	categoryTabId,
} from '../category-tabs/category-tabs';

const GridItem = memo( function Item( {
	row,
	placeholderImage,
	index,
}: {
	row: ProductRow;
	placeholderImage: string;
	index: number;
} ) {
	const selected = useSelect(
		( select ) => select( store ).isRowSelected( row.key ),
		[ row.key ]
	);
	const { toggleRow } = useDispatch( store );
	const { registration, opensIn } = useRegistration( row );
	return (
		<li>
			<ProductCard
				row={ row }
				selected={ selected }
				placeholderImage={ placeholderImage }
				compact={ row.variation_id > 0 }
				registration={ registration }
				opensIn={ opensIn }
				index={ index }
				onToggle={ () => toggleRow( row.key ) }
			/>
		</li>
	);
} );

export interface ProductGridProps {
	rows: ProductRow[];
	/** Slug of the tab this grid belongs to. */
	category: string;
	placeholderImage: string;
}

/**
 * @param props                  Component props.
 * @param props.rows             Rows to show.
 * @param props.category         Active tab slug ('' when there are no tabs).
 * @param props.placeholderImage Fallback image URL.
 */
export function ProductGrid( {
	rows,
	category,
	placeholderImage,
}: ProductGridProps ) {
	return (
		<div
			id={ CATEGORY_PANEL_ID }
			role={ category ? 'tabpanel' : undefined }
			aria-labelledby={ category ? categoryTabId( category ) : undefined }
		>
			<ul className="temple-offerings__grid">
				{ rows.map( ( row, index ) => (
					<GridItem
						key={ row.key }
						index={ index }
						row={ row }
						placeholderImage={ placeholderImage }
					/>
				) ) }
			</ul>
		</div>
	);
}
