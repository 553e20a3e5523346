/**
 * The shop's product categories, read through core-data so the editor shares
 * one cached request with anything else that lists `product_cat`.
 */
/**
 * WordPress dependencies
 */
import { useEntityRecords } from '@wordpress/core-data';
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import type { ProductCategory } from '../../types/product';

/**
 * What the editor knows about the shop's categories.
 * - `loading`: the request is under way;
 * - `ready`: `categories` holds every category, empty ones too, except
 *   WooCommerce's "Uncategorized";
 * - `unavailable`: the `product_cat` taxonomy does not exist (WooCommerce is
 *   not active) or the request failed.
 */
export interface ProductCategories {
	status: 'loading' | 'ready' | 'unavailable';
	categories: ProductCategory[];
}

/**
 * Term names arrive HTML-escaped (`A &amp; B`); the controls show plain text.
 *
 * @param html Escaped text.
 */
function decodeEntities( html: string ): string {
	if ( ! html.includes( '&' ) ) {
		return html;
	}
	const textarea = document.createElement( 'textarea' );
	textarea.innerHTML = html;
	return textarea.value;
}

// Empty categories too: a shop editor may set up tabs before adding products.
const QUERY = { per_page: 100, hide_empty: false };

/**
 * WooCommerce's own default category ("Uncategorized"), where products land
 * when nobody chose one: never an offering tab, so the inspector leaves it
 * out. WooCommerce creates it with this slug on an English install.
 */
const UNCATEGORIZED_SLUG = 'uncategorized';

/**
 * The slug of the site's default product category, which php/Block/EditorSettings.php
 * prints before the editor script (translated installs and renames give it
 * another slug than `uncategorized`).
 *
 * @return The slug, or '' when the page did not say.
 */
function defaultCategorySlug(): string {
	const data: unknown = ( window as unknown as Record< string, unknown > )
		.templeOfferingsEditor;
	if ( typeof data !== 'object' || data === null ) {
		return '';
	}
	const slug: unknown = ( data as Record< string, unknown > )
		.defaultProductCategory;
	return typeof slug === 'string' ? slug : '';
}

/**
 * Whether a category is WooCommerce's default one, never offered as a tab.
 *
 * @param slug Category slug.
 */
function isUncategorized( slug: string ): boolean {
	const site = defaultCategorySlug();
	return slug === UNCATEGORIZED_SLUG || ( site !== '' && slug === site );
}

/**
 * Every product category of the shop, with decoded names.
 */
export function useProductCategories(): ProductCategories {
	const { records, hasResolved } = useEntityRecords< ProductCategory >(
		'taxonomy',
		'product_cat',
		QUERY
	);

	return useMemo( (): ProductCategories => {
		if ( records ) {
			return {
				status: 'ready',
				categories: records
					.filter( ( record ) => ! isUncategorized( record.slug ) )
					.map( ( record ) => ( {
						id: record.id,
						slug: record.slug,
						name: decodeEntities( record.name ),
					} ) ),
			};
		}
		// core-data finishes without records when the taxonomy is not
		// registered (a site without WooCommerce) or the request failed.
		if ( hasResolved ) {
			return { status: 'unavailable', categories: [] };
		}
		return { status: 'loading', categories: [] };
	}, [ records, hasResolved ] );
}
