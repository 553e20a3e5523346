/**
 * What the family book's tests share: zh_TW and the request guard set up, a
 * saved 王小明, the book's settings, a mocked shop that records what it was
 * sent, and a group of the book found by its name.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { setRequestGuard } from '../../api/middleware';
import {
	ORIGIN,
	installResponse,
	loadZhTw,
	mockNetwork,
	type Handler,
} from '../../components/offering-page/test/fixtures';
import { polyfillDialog } from '../../components/product-believers/test/helpers';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { SavedBeliever } from '../../types/saved-believer';
import type { BookSettings } from '../settings';

/**
 * Every test of the file in zh_TW, with dialogs and the request guard.
 */
export function inFamilyBook() {
	loadZhTw();
	beforeAll( () => {
		installResponse();
		polyfillDialog();
		setRequestGuard( () => ( {
			allowedOrigins: [ ORIGIN ],
			restNonce: 'book-nonce',
		} ) );
	} );
}

/** 王小明, saved with a light form. */
export const WANG: SavedBeliever = {
	id: 41,
	product_category: [ 'light' ],
	data: completeBeliever( 'light', {
		name: '王小明',
		address: '台南市中山路1號',
	} ),
	modified: '2026-01-01T00:00:00',
};

/**
 * The book's settings: 王小明 saved, four kinds, two offerings.
 *
 * @param overrides What differs from them.
 */
export function settings(
	overrides: Partial< BookSettings > = {}
): BookSettings {
	return {
		allowedOrigins: [ ORIGIN ],
		restNonce: 'book-nonce',
		believers: [ WANG ],
		kinds: [ 'light', 'worship', 'animal', 'pudu' ],
		offerings: [
			{
				id: 11,
				name: '光明燈',
				kind: 'light',
				url: `${ ORIGIN }/offerings/?category=light`,
			},
			{
				id: 30,
				name: '寵物祈福',
				kind: 'animal',
				url: `${ ORIGIN }/offerings/?category=animal`,
			},
		],
		...overrides,
	};
}

/** What the mocked shop received: method, URL, body, nonce. */
type Sent = { method: string; url: string; body: unknown; nonce: string };

/**
 * Mocks the shop with an answer and records every request it gets.
 *
 * @param answer The shop's answer.
 * @return What it was sent, filled as requests come.
 */
export function shop( answer: Handler ) {
	const sent: Sent[] = [];
	mockNetwork( ( url, init ) => {
		const headers = ( init.headers ?? {} ) as Record< string, string >;
		sent.push( {
			// apiFetch sends PUT and DELETE as a POST that names them
			// (WordPress's method override), as WordPress reads them.
			method: String(
				headers[ 'X-HTTP-Method-Override' ] ?? init.method ?? 'GET'
			),
			url,
			body: init.body ? JSON.parse( String( init.body ) ) : null,
			nonce: String( headers[ 'X-WP-Nonce' ] ?? '' ),
		} );
		return answer( url, init );
	} );
	return sent;
}

/**
 * A group of the book, by its name.
 *
 * @param name The group's accessible name.
 */
export const group = ( name: string ) =>
	screen.getByRole( 'region', { name } ) as HTMLElement;
