/**
 * The settings the order screen renders into the form's element, read
 * defensively: a broken attribute or line never breaks the screen.
 */

/**
 * Internal dependencies
 */
import { orderLineOf, parseStaffEntrySettings } from '../settings';
import { line } from './order-line';

const LINE = line();

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
