/**
 * Resolvers: the reads. Each fetches through src/api and stores the answer
 * with the time it arrived. An answer stays for the page's life: the page is
 * one block that shows its products, categories and saved believers until
 * it is left, so nothing is dropped to be fetched again. With the block's
 * preloading and the categories its settings carry, the first call of each
 * is answered from the page itself, with no request.
 */

/**
 * Internal dependencies
 */
import { fetchSavedBelievers } from '../api/believers';
import { fetchCategories } from '../api/categories';
import { ApiError } from '../api/errors';
import { normalizeProducts } from '../api/normalize-products';
import { fetchProducts } from '../api/products';
import type { Product } from '../types/product';
import type { ResourceName } from './types';
import type { StoreThunkArgs } from '.';
import { productsKey } from './reducers';

/**
 * The stored form of a failure.
 *
 * @param error Anything thrown.
 * @return Kind and message.
 */
function failure( error: unknown ) {
	return error instanceof ApiError
		? { kind: error.kind, message: error.message }
		: {
				kind: 'UNKNOWN' as const,
				message:
					error instanceof Error ? error.message : String( error ),
			};
}

async function load(
	{ dispatch }: StoreThunkArgs,
	name: ResourceName,
	key: string,
	fetch: () => Promise< { data: unknown; total: number; totalPages: number } >
) {
	dispatch.resourceRequested( name, key );
	try {
		const { data, ...totals } = await fetch();
		dispatch.resourceReceived( name, key, data, totals, Date.now() );
	} catch ( error: unknown ) {
		dispatch.resourceFailed( name, key, failure( error ) );
	}
}

/**
 * Every visible product of the given categories, all pages.
 *
 * @param categories Category slugs.
 */
export const getProducts =
	( categories: readonly string[] ) => async ( args: StoreThunkArgs ) => {
		await load( args, 'products', productsKey( categories ), async () => {
			const first = await fetchProducts( { categories } );
			const products: Product[] = [ ...first.items ];
			for ( let page = 2; page <= first.totalPages; page++ ) {
				const next = await fetchProducts( { categories, page } );
				products.push( ...next.items );
			}
			return {
				data: normalizeProducts( products ),
				total: first.total,
				totalPages: first.totalPages,
			};
		} );
	};

/**
 * The product categories: the tabs' ones the page brought in its settings
 * (no request), else every category.
 */
export const getCategories = () => async ( args: StoreThunkArgs ) => {
	await load( args, 'categories', '', async () => {
		const own = args.select.getSettings().categories;
		const answer = own
			? { items: own, total: own.length, totalPages: 1 }
			: await fetchCategories();
		return { data: answer.items, ...answer };
	} );
};

/** The user's saved believers; guests have none and ask nothing. */
export const getSavedBelievers = () => async ( args: StoreThunkArgs ) => {
	if ( ! args.select.getSettings().isLoggedIn ) {
		return;
	}
	await load( args, 'savedBelievers', '', async () => {
		const answer = await fetchSavedBelievers();
		return { data: answer.items, ...answer };
	} );
};
