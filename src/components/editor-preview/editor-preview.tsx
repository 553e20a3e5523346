/**
 * What the offering page will look like, on the editor canvas: the same tabs
 * and cards the frontend renders, following the block's settings live, with
 * nothing clickable. Where there is nothing to show, it says what to do.
 */
/**
 * WordPress dependencies
 */
import { Disabled } from '@wordpress/components';
import { __, _x, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { BlockAttributes } from '../../types/settings';
import { CategoryTabs } from '../category-tabs/category-tabs';
import { ProductCard } from '../product-card/product-card';
import type { ProductCategories } from '../inspector/use-product-categories';
import { PREVIEW_PLACEHOLDER_IMAGE } from './preview-image';
import { PreviewNotice } from './preview-notice';
import { previewActive, previewTabs } from './preview-tabs';
import { usePreviewProducts } from './use-preview-products';

interface EditorPreviewProps {
	attributes: BlockAttributes;
	shop: ProductCategories;
}

/**
 * Canvas preview of the offering block.
 *
 * @param props            Component props.
 * @param props.attributes The block's attributes.
 * @param props.shop       The shop's product categories.
 */
export function EditorPreview( { attributes, shop }: EditorPreviewProps ) {
	const { allowedCategories, defaultCategory } = attributes;
	const tabs = previewTabs( shop.categories, allowedCategories );
	const products = usePreviewProducts(
		tabs.map( ( tab ) => tab.slug ),
		shop.status === 'ready'
	);

	if ( shop.status === 'unavailable' ) {
		return (
			<PreviewNotice
				instructions={ __(
					'This offering page needs WooCommerce, which is not active on this site.',
					'temple-offerings'
				) }
			/>
		);
	}
	if ( shop.status === 'loading' || products.status === 'loading' ) {
		return <PreviewNotice />;
	}
	if ( tabs.length === 0 ) {
		return (
			<PreviewNotice
				instructions={ __(
					'Choose at least one product category in the block settings.',
					'temple-offerings'
				) }
			/>
		);
	}
	if ( products.rows.length === 0 ) {
		const names = tabs
			.map( ( tab ) => tab.name )
			.reduce( ( list, name ) =>
				sprintf(
					/* translators: 1: a list of names so far, 2: the next name. */
					_x( '%1$s, %2$s', 'list of names', 'temple-offerings' ),
					list,
					name
				)
			);
		return (
			<PreviewNotice
				instructions={ sprintf(
					/* translators: %s: product category names, comma-separated. */
					__(
						'No offerings to show yet. In WooCommerce, add published, in-stock products to these categories: %s.',
						'temple-offerings'
					),
					names
				) }
			/>
		);
	}

	const active = previewActive( tabs, defaultCategory );
	const rows = products.rows.filter( ( row ) =>
		row.category.includes( active )
	);
	return (
		<Disabled>
			<div className="temple-offerings temple-offerings--preview">
				<CategoryTabs categories={ tabs } active={ active } />
				<p className="temple-offerings__hint">
					{ __(
						'Pick the offerings or types you want, then fill in the form below.',
						'temple-offerings'
					) }
				</p>
				{ rows.length > 0 ? (
					// The frontend's grid markup (ProductGrid), without its store.
					<ul className="temple-offerings__grid">
						{ rows.map( ( row ) => (
							<li key={ row.key }>
								<ProductCard
									row={ row }
									selected={ false }
									placeholderImage={
										PREVIEW_PLACEHOLDER_IMAGE
									}
									compact={ row.variation_id > 0 }
								/>
							</li>
						) ) }
					</ul>
				) : (
					<p className="temple-offerings__empty">
						{ __(
							'No offerings in this category yet.',
							'temple-offerings'
						) }
					</p>
				) }
			</div>
		</Disabled>
	);
}
