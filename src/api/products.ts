/**
 * The catalogue: `GET /temple-offerings/v1/visible-products`.
 */

/**
 * Internal dependencies
 */
import { requestPaged, type Paged } from './client';
import type { Product } from '../types/product';

/**
 * The page size the server preloads (php/Block/OfferingsBlock.php): a read
 * of another size would miss the preloaded answer and cost a request.
 */
const PRODUCTS_PER_PAGE = 100;

/**
 * Whose places an answer gives: the page's (the default), or the counter's
 * (every place left, and the counter's own window; the server answers it
 * only to the counter's staff).
 */
export type Channel = 'page' | 'counter';

/**
 * The path, written exactly as the server preloads it: category first, the
 * slugs joined by a bare comma. Slugs are sanitized titles (ASCII or already
 * percent-encoded), so they need no more encoding.
 *
 * @param categories Category slugs.
 * @param page       Page number, 1 first.
 * @param channel    Whose places.
 * @return REST path.
 */
function productsPath(
	categories: readonly string[],
	page = 1,
	channel: Channel = 'page'
): string {
	const query = [
		...( categories.length
			? [ `category=${ categories.join( ',' ) }` ]
			: [] ),
		`per_page=${ PRODUCTS_PER_PAGE }`,
		...( page > 1 ? [ `page=${ page }` ] : [] ),
		...( channel === 'counter' ? [ 'channel=counter' ] : [] ),
	];
	return `/temple-offerings/v1/visible-products?${ query.join( '&' ) }`;
}

/**
 * One page of visible products.
 *
 * @param query            Query.
 * @param query.categories Category slugs.
 * @param query.page       Page number.
 * @param query.channel    Whose places (the page's unless said).
 * @param signal           Cancels the request.
 * @return Products and totals.
 */
export function fetchProducts(
	query: { categories: readonly string[]; page?: number; channel?: Channel },
	signal?: AbortSignal
): Promise< Paged< Product[] > > {
	return requestPaged< Product[] >( {
		path: productsPath( query.categories, query.page, query.channel ),
		signal,
	} );
}
