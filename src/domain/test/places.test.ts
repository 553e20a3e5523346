/**
 * Places on a card and the check in front of the cart run, in zh_TW.
 */

/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { placesLabel, placesRefusal } from '../places';
import { normalizeProducts } from '../../api/normalize-products';
import {
	PRODUCTS,
	loadZhTw,
} from '../../components/offering-page/test/fixtures';

beforeAll( loadZhTw );
afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );

const lamp = ( seats: object ) =>
	normalizeProducts( [ { ...PRODUCTS[ 0 ], ...seats } ] )[ 0 ];

test( 'the wire fields become the row fields; missing ones count nothing', () => {
	expect(
		lamp( { stock: 2, low_stock: true, sold_out: false } )
	).toMatchObject( { stock: 2, low_stock: true, sold_out: false } );
	expect( lamp( {} ) ).toMatchObject( {
		stock: null,
		low_stock: false,
		sold_out: false,
	} );
	// A count of 0 is full whatever the flag says.
	expect( lamp( { stock: 0, sold_out: false } ).sold_out ).toBe( true );
} );

test( 'a variation carries its own places', () => {
	const variable = PRODUCTS.find(
		( product ) => product.available_variations.length > 1
	);
	expect( variable ).toBeDefined();
	const rows = normalizeProducts( [
		{
			...variable!,
			available_variations: variable!.available_variations.map(
				( variation, index ) => ( {
					...variation,
					stock: index === 0 ? 0 : 5,
					low_stock: false,
					sold_out: index === 0,
				} )
			),
		},
	] );
	expect( rows.map( ( row ) => row.sold_out ) ).toEqual(
		rows.map( ( _row, index ) => index === 0 )
	);
} );

test( 'a card says 剩 N 位 when low, 額滿 when full, nothing otherwise', () => {
	expect( placesLabel( lamp( { stock: 2, low_stock: true } ) ) ).toBe(
		'剩 2 位'
	);
	expect( placesLabel( lamp( { stock: 0, sold_out: true } ) ) ).toBe(
		'額滿'
	);
	expect( placesLabel( lamp( { stock: 30, low_stock: false } ) ) ).toBe( '' );
	expect( placesLabel( lamp( {} ) ) ).toBe( '' );
} );

test( 'more believers than places left is refused with the count, as the server words it', () => {
	const row = lamp( { stock: 2, low_stock: true } );
	expect( placesRefusal( row, 2 ) ).toBeNull();
	expect( placesRefusal( row, 3 ) ).toBe(
		'「光明燈」只剩 2 個名額，請減少信眾人數。'
	);
	expect( placesRefusal( lamp( { stock: 0, sold_out: true } ), 1 ) ).toBe(
		'「光明燈」已額滿，無法再登記。'
	);
	// Uncounted: the server decides.
	expect( placesRefusal( lamp( {} ), 500 ) ).toBeNull();
} );

test( "while places are kept for the counter, the page reads its own count and the refusal says the rest is the counter's", () => {
	const row = lamp( { stock: 6, low_stock: true, kept_for_counter: true } );
	expect( row ).toMatchObject( { stock: 6, kept_for_counter: true } );
	expect( placesLabel( row ) ).toBe( '剩 6 位' );
	expect( placesRefusal( row, 6 ) ).toBeNull();
	expect( placesRefusal( row, 7 ) ).toBe(
		'「光明燈」網路登記只剩 6 個名額，其餘名額保留給本宮櫃台臨櫃登記，請減少信眾人數。'
	);
	expect(
		placesRefusal(
			lamp( { stock: 0, sold_out: true, kept_for_counter: true } ),
			1
		)
	).toBe( '「光明燈」網路登記已額滿，剩餘名額保留給本宮櫃台臨櫃登記。' );
	// Only `true` marks a row: anything else on the wire keeps the places sentence.
	expect( lamp( { stock: 2, kept_for_counter: 'yes' } ) ).not.toHaveProperty(
		'kept_for_counter'
	);
} );

test( 'the cutoff label reaches the row; a row without one has none', () => {
	expect(
		lamp( { cutoff_label: '登記截止 1月5日', cutoff: '2027-01-05' } )
	).toMatchObject( { cutoff_label: '登記截止 1月5日' } );
	expect( lamp( {} ) ).toMatchObject( { cutoff_label: '' } );
} );
