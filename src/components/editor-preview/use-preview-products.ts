/**
 * The products the preview shows, fetched through the plugin's API layer for
 * the categories that are tabs, as the offering page fetches them.
 */
/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { isAbortError } from '../../api/errors';
import { normalizeProducts } from '../../api/normalize-products';
import { fetchProducts } from '../../api/products';
import type { ProductRow } from '../../types/product';

export interface PreviewProducts {
	status: 'loading' | 'ready';
	/** One row per card, in the server's order; [] when there is nothing to show. */
	rows: ProductRow[];
}

const LOADING: PreviewProducts = { status: 'loading', rows: [] };

/**
 * Product rows for the given categories. A failed request (no route yet, no
 * WooCommerce, offline) reads as "no products": the preview then says how to
 * get some, which is all an editor can act on.
 *
 * @param categories Category slugs shown as tabs.
 * @param enabled    False while the categories themselves are unknown.
 */
export function usePreviewProducts(
	categories: readonly string[],
	enabled: boolean
): PreviewProducts {
	// The set of categories decides the answer, not their order: reordering
	// tabs in the inspector needs no new request.
	const key = [ ...categories ].sort().join( ',' );
	const [ state, setState ] = useState< {
		key: string;
		products: PreviewProducts;
	} >( { key: '', products: LOADING } );

	useEffect( () => {
		if ( ! enabled || key === '' ) {
			return;
		}
		const controller = new AbortController();
		fetchProducts(
			{ categories: key.split( ',' ) },
			controller.signal
		).then(
			( answer ) =>
				setState( {
					key,
					products: {
						status: 'ready',
						rows: normalizeProducts( answer.items ),
					},
				} ),
			( error: unknown ) => {
				if ( ! isAbortError( error ) ) {
					setState( {
						key,
						products: { status: 'ready', rows: [] },
					} );
				}
			}
		);
		return () => controller.abort();
	}, [ key, enabled ] );

	if ( ! enabled ) {
		return LOADING;
	}
	if ( key === '' ) {
		return { status: 'ready', rows: [] };
	}
	// Until the answer for these categories arrives, the last one is stale.
	return state.key === key ? state.products : LOADING;
}
