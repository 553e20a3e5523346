/**
 * Product categories, from WooCommerce's own `wp/v2/product_cat`.
 */

/**
 * Internal dependencies
 */
import { requestPaged, type Paged } from './client';
import type { ProductCategory } from '../types/product';

/** Exactly the path the server preloads. */
export const CATEGORIES_PATH =
	'/wp/v2/product_cat?hide_empty=false&per_page=100';

/**
 * Every product category (first 100).
 *
 * @param allowedOrigins Origins the page may send from.
 * @param signal         Cancels the request.
 * @param nonce          settings.restNonce.
 * @return Categories and totals.
 */
export async function fetchCategories(
	allowedOrigins: readonly string[],
	signal?: AbortSignal,
	nonce?: string
): Promise< Paged< ProductCategory[] > > {
	const answer = await requestPaged< ProductCategory[] >( {
		path: CATEGORIES_PATH,
		allowedOrigins,
		signal,
		nonce,
	} );
	return {
		...answer,
		items: answer.items.map( ( category ) => ( {
			id: category.id,
			name: category.name,
			slug: category.slug,
		} ) ),
	};
}
