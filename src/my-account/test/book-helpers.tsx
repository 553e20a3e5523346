/**
 * What the family book's tests share: zh_TW and the request guard set up, a
 * saved 王小明, the book's settings, a mocked shop that records what it was
 * sent (src/test/rest-form.ts), and a group of the book found by its name.
 */

/**
 * External dependencies
 */
import { screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { ORIGIN } from '../../components/offering-page/test/fixtures';
import { completeBeliever } from '../../domain/test/complete-believer';
import { inZhTwBehindGuard } from '../../test/rest-form';
import type { SavedBeliever } from '../../types/saved-believer';
import type { BookSettings } from '../settings';

/**
 * Every test of the file in zh_TW, with dialogs and the request guard.
 */
export function inFamilyBook() {
	inZhTwBehindGuard( 'book-nonce' );
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

// The book's tests record what the shop is sent.
export { recordingShop as shop } from '../../test/rest-form';

/**
 * A group of the book, by its name.
 *
 * @param name The group's accessible name.
 */
export const group = ( name: string ) =>
	screen.getByRole( 'region', { name } ) as HTMLElement;
