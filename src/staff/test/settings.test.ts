/**
 * The settings the order screen renders into the form's element, read
 * defensively: a broken attribute or line never breaks the screen.
 */

/**
 * Internal dependencies
 */
import { orderLineOf, parseStaffEntrySettings } from '../settings';

const LINE = {
	item_id: 5,
	name: '光明燈',
	kind: 'light',
	quantity: 2,
	refunded_places: 0,
	places: 2,
	believers: 0,
	stored: 0,
	missing: 2,
	extra: 0,
};

test( 'reads what the server renders', () => {
	expect(
		parseStaffEntrySettings(
			JSON.stringify( {
				orderId: 42,
				restNonce: 'n',
				allowedOrigins: [ 'https://temple.test', 3 ],
				lines: [ LINE, { ...LINE, kind: 'unknown' } ],
			} )
		)
	).toEqual( {
		orderId: 42,
		restNonce: 'n',
		allowedOrigins: [ 'https://temple.test' ],
		lines: [ LINE ],
	} );
} );

test.each( [
	[ 'not JSON', '{' ],
	[ 'no attribute', undefined ],
	[ 'a list', '[]' ],
] )(
	'an unreadable attribute (%s) gives no order, so no form',
	( _title, raw ) => {
		expect( parseStaffEntrySettings( raw ) ).toEqual( {
			orderId: 0,
			restNonce: '',
			allowedOrigins: [],
			lines: [],
		} );
	}
);

test.each( [
	[ 'a missing count', { ...LINE, missing: undefined } ],
	[ 'a negative count', { ...LINE, missing: -1 } ],
	[ 'a fraction', { ...LINE, places: 1.5 } ],
	[ 'a name that is no text', { ...LINE, name: 3 } ],
	[ 'not an object', 'line' ],
] )( 'a line with %s is left out', ( _title, value ) => {
	expect( orderLineOf( value ) ).toBeNull();
} );
