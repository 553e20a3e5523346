/**
 * Product categories, from WooCommerce's own `wp/v2/product_cat`.
 */

/**
 * Internal dependencies
 */
import { requestPaged, type Paged } from './client';
import type { ProductCategory } from '../types/product';

/**
 * Every category, for a page whose settings bring none (the block's render
 * writes its tabs' categories into them, so the offering page never asks).
 */
const CATEGORIES_PATH =
	'/wp/v2/product_cat?hide_empty=false&per_page=100&_fields=id,name,slug';

/**
 * Every product category (first 100).
 *
 * @param signal Cancels the request.
 * @return Categories and totals.
 */
export async function fetchCategories(
	signal?: AbortSignal
): Promise< Paged< ProductCategory[] > > {
	const answer = await requestPaged< ProductCategory[] >( {
		path: CATEGORIES_PATH,
		signal,
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
