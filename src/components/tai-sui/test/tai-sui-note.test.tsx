/**
 * The 太歲 note reckons each offering's own season (its row's
 * `tai_sui_year`, from the server), not one year for the whole page: in
 * December, next year's lamps are reckoned against next year while the
 * other offerings, and the current lunar year, are still this year's. The
 * 太歲燈's button asks the 太歲燈's season. Pets are not reckoned.
 */

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { emptyBeliever, type BelieverFormItem } from '../../../domain/believer';
import type { FormKind } from '../../../domain/form-kind';
import taiSuiFixtures from '../../../domain/test/tai-sui.fixtures.json';
import { parseSettings } from '../../../settings';
import { store } from '../../../store';
import type { ProductRow } from '../../../types/product';
import {
	loadZhTw,
	productRow,
	renderForms,
	setupStore,
} from '../../product-believers/test/helpers';

loadZhTw();

const REGISTER = '為此信眾安太歲';

/** The site's year in December 2026: the current lunar year, 2026 (丙午). */
const SITE_YEAR = 2026;

const season = ( row: ProductRow, year: number ): ProductRow => ( {
	...row,
	tai_sui_year: year,
} );

/** 光明燈, this year's; 2027's lamp; the 太歲燈; a pet blessing. */
const LIGHT = season( productRow( 1, [ 'light' ], '光明燈' ), 2026 );
const NEXT_LIGHT = season( productRow( 2, [ 'light' ], '2027 光明燈' ), 2027 );
const PET = season( productRow( 4, [ 'animal' ], '寵物祈福' ), 2026 );

/**
 * A believer of a kind born on a lunar day.
 *
 * @param kind     Form kind.
 * @param id       Row id.
 * @param birthday 'Y-M-D-T'.
 * @param category The row's categories.
 */
function born(
	kind: FormKind,
	id: string,
	birthday: string,
	category: string[]
): BelieverFormItem {
	const [ year, month, day, time ] = birthday.split( '-' );
	return {
		...emptyBeliever( kind, id, category ),
		name: '林羊年',
		address: '台南市',
		birthday: { year, month, day, time },
	};
}

/**
 * The rows loaded, each with one sheep (born 1991, 未) on its form, and the
 * temple's settings: default relations, the 太歲燈 given.
 *
 * @param rows      Rows.
 * @param productId The 太歲燈 (0: none).
 */
function render( rows: ProductRow[], productId: number ) {
	setupStore( {
		rows,
		believers: Object.fromEntries(
			rows.map( ( row ) => [
				row.key,
				[
					born(
						row.category[ 0 ] === 'animal' ? 'animal' : 'light',
						`b${ row.product_id }`,
						'1991-06-15-午',
						row.category
					),
				],
			] )
		),
	} );
	dispatch( store ).receiveSettings(
		parseSettings(
			JSON.stringify( {
				// The categories the test store keeps its rows under.
				allowedCategories: [ 'test' ],
				taiSui: {
					year: SITE_YEAR,
					boundary: 'lunar_new_year',
					counted: [ 'zhi', 'chong', 'hai', 'po', 'xing' ],
					productId,
					words: taiSuiFixtures.words,
				},
			} )
		)
	);
	renderForms( rows.map( ( row ) => row.key ) );
}

const note = ( row: ProductRow ) =>
	within( screen.getByTestId( `section-${ row.key }` ) );

const hints = ( row: ProductRow ) =>
	note( row )
		.queryAllByRole( 'status' )
		.filter( ( element ) =>
			element.classList.contains( 'temple-offerings-tai-sui__hint' )
		)
		.map( ( element ) => element.textContent );

test( 'in December, a card for 2027 reckons 丁未 while the others, and the lunar year, are 2026', () => {
	render( [ LIGHT, NEXT_LIGHT ], 0 );
	expect( hints( NEXT_LIGHT ) ).toEqual( [ '屬羊，2027 丁未年 值太歲' ] );
	expect( hints( LIGHT ) ).toEqual( [ '屬羊，2026 丙午年 未犯太歲' ] );
} );

test( 'a row whose answer says no season takes the temple’s year', () => {
	const { tai_sui_year: _none, ...unsaid } = NEXT_LIGHT;
	render( [ unsaid ], 0 );
	expect( hints( unsaid ) ).toEqual( [ '屬羊，2026 丙午年 未犯太歲' ] );
} );

test( 'the 太歲燈’s button asks the 太歲燈’s season, and says it when it is another year', () => {
	const lamp = season( productRow( 3, [ 'light' ], '太歲燈' ), 2027 );
	render( [ LIGHT, lamp ], lamp.product_id );
	// This year's card: its own year, then the lamp's, which calls for it.
	expect( hints( LIGHT ) ).toEqual( [
		'屬羊，2026 丙午年 未犯太歲',
		'屬羊，2027 丁未年 值太歲',
	] );
	expect(
		note( LIGHT ).getByRole( 'button', { name: REGISTER } )
	).toBeEnabled();
	// On the lamp's own card: its year alone, and no button.
	expect( hints( lamp ) ).toEqual( [ '屬羊，2027 丁未年 值太歲' ] );
	expect(
		note( lamp ).queryByRole( 'button', { name: REGISTER } )
	).toBeNull();
} );

test( 'a 太歲燈 of the same year as the card: one sentence, and no button for a believer it does not concern', () => {
	const lamp = season( productRow( 3, [ 'light' ], '太歲燈' ), 2026 );
	render( [ LIGHT, lamp ], lamp.product_id );
	expect( hints( LIGHT ) ).toEqual( [ '屬羊，2026 丙午年 未犯太歲' ] );
	// There, unseen, keeping its place: nothing to offer a sheep in 2026.
	expect( note( LIGHT ).getByText( REGISTER ) ).toBeDisabled();
} );

test( 'a pet is not reckoned', () => {
	render( [ PET ], 0 );
	expect( hints( PET ) ).toEqual( [] );
	expect( screen.queryByText( /太歲/ ) ).toBeNull();
} );
