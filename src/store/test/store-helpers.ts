/**
 * What the store's tests share: a registry with the page started on it, its
 * products loaded, its toaster on screen, and believers that pass the rules.
 */

/**
 * External dependencies
 */
import { render } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { createElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store } from '..';
import { startOfferingPage } from '../../app';
import { emptyBeliever, toCartBeliever } from '../../domain/believer';
import { Toaster } from '../../components/toaster/toaster';
import type { OfferingsState } from '../types';
import { settings } from '../../components/offering-page/test/fixtures';

export const CATEGORIES_QUERY = [ 'light', 'pudu', 'gift', 'change' ];

/**
 * A registry with the store and the offering page started on it.
 *
 * @param overrides Settings that differ from the fixture's.
 */
export function setUp( overrides = {} ) {
	const registry = createRegistry();
	registry.register( store );
	startOfferingPage( settings( overrides ), registry );
	const select = () => registry.select( store );
	const dispatch = registry.dispatch( store );
	const state = () =>
		(
			registry.stores[ store.name ].store as {
				getState: () => OfferingsState;
			}
		 ).getState();
	return { registry, select, dispatch, state };
}

/**
 * Renders the page's toaster on a test's registry: the store records its
 * notices, the toaster shows them.
 *
 * @param setup A test's store.
 */
export function renderToaster( setup: ReturnType< typeof setUp > ) {
	render(
		createElement(
			RegistryProvider,
			{ value: setup.registry },
			createElement( Toaster )
		)
	);
}

/**
 * The setup once the page's products have been read.
 *
 * @param setup A test's store.
 */
export async function loaded( setup: ReturnType< typeof setUp > ) {
	await setup.registry.resolveSelect( store ).getProducts( CATEGORIES_QUERY );
	return setup;
}

/**
 * A believer that passes the light/change rules.
 *
 * @param id   Row id.
 * @param name Name.
 */
export function validBeliever( id: string, name = '王小明' ) {
	return {
		...emptyBeliever( 'light', id, [ 'light' ] ),
		name,
		address: '台南市中山路1號',
	};
}

/**
 * A saved believer (常用名單) as the REST route answers.
 *
 * @param id   Saved id.
 * @param name Name.
 */
export function savedBeliever( id: number, name: string ) {
	return {
		id,
		product_category: [ 'light' ],
		data: toCartBeliever( validBeliever( `s${ id }`, name ) ),
		modified: '2026-01-01T00:00:00',
	};
}

/**
 * The row picked from saved believer 9 (王9), then given a new address.
 *
 * @param id Row id.
 */
export function pickedAndMoved( id: string ) {
	return {
		...validBeliever( id, '王9' ),
		saved_id: 9,
		address: '台南市新址5號',
	};
}
