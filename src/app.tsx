/**
 * The offering page: how it starts (settings into the store, the request
 * guard).
 */
/**
 * WordPress dependencies
 */
import {
	dispatch,
	resolveSelect,
	select,
	type DataRegistry,
} from '@wordpress/data';

/**
 * Internal dependencies
 */
import { setRequestGuard } from './api/middleware';
import { setPriceFormat } from './domain/pricing';
import { store } from './store';
import type { PageSettings } from './types/settings';

/**
 * Everything the page needs before its first render: the settings PHP
 * rendered go into the store, the one place every component, resolver and
 * thunk reads them from, and the request guard reads the allowed origins and
 * nonce from there too. So the first resolvers already know where they may
 * send from.
 *
 * @param settings Settings rendered by PHP.
 * @param registry The registry the page renders in; WordPress's default one
 *                 unless a test gives its own.
 */
export function startOfferingPage(
	settings: PageSettings,
	registry?: DataRegistry
): void {
	setPriceFormat( settings.priceFormat );
	( registry
		? registry.dispatch( store )
		: dispatch( store )
	).receiveSettings( settings );
	setRequestGuard( () =>
		( registry ? registry.select( store ) : select( store ) ).getSettings()
	);
}

/**
 * Resolves once the store holds the products and categories the first
 * render draws: from the block's preloaded answer and its settings, so
 * without a request.
 * A failed read resolves too (the page then shows its error).
 *
 * @param settings Settings rendered by PHP.
 */
export async function whenCatalogueReady(
	settings: PageSettings
): Promise< void > {
	const resolve = resolveSelect( store );
	await Promise.all( [
		resolve.getProducts( settings.allowedCategories ),
		resolve.getCategories(),
	] );
}
