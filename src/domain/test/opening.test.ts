/**
 * The registration window on the page: where a moment falls (the rule the
 * server's php/tests/Opening/OpeningWindowTest.php proves) and the countdown.
 */

/**
 * WordPress dependencies
 */
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { countdownText, momentOf, registrationAt } from '../opening';
import { setZhTw } from '../../test/zh-tw';

const OPENS = Date.parse( '2026-11-30T10:00:00+08:00' );
const CLOSES = Date.parse( '2026-11-30T17:00:00+08:00' );

test.each( [
	[ 'a millisecond before the opening', OPENS, CLOSES, OPENS - 1, 'before' ],
	[ 'at the opening', OPENS, CLOSES, OPENS, 'open' ],
	[ 'a millisecond before the close', OPENS, CLOSES, CLOSES - 1, 'open' ],
	[ 'at the close', OPENS, CLOSES, CLOSES, 'closed' ],
	[ 'no window at all', null, null, 0, 'open' ],
	[ 'no opening, before the close', null, CLOSES, CLOSES - 1, 'open' ],
	[ 'no close, long after the opening', OPENS, null, OPENS * 2, 'open' ],
	[
		'a close before the opening, before both',
		CLOSES,
		OPENS,
		OPENS - 1,
		'before',
	],
	[
		'a close before the opening, past the close',
		CLOSES,
		OPENS,
		OPENS,
		'closed',
	],
] )( '%s', ( _name, opens, closes, now, expected ) => {
	expect(
		registrationAt( { opens_at: opens, closes_at: closes }, now )
	).toBe( expected );
} );

test.each( [
	[ '2026-11-30T10:00:00+08:00', Date.UTC( 2026, 10, 30, 2 ) ],
	[ '2026-11-29T21:00:00-05:00', Date.UTC( 2026, 10, 30, 2 ) ],
	[ '', null ],
	[ 'soon', null ],
	[ undefined, null ],
	[ 1796004000, null ],
] )( 'momentOf(%p) = %p', ( wire, expected ) => {
	expect( momentOf( wire ) ).toBe( expected );
} );

describe( 'the countdown, in zh_TW', () => {
	beforeAll( setZhTw );
	afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );

	test.each( [
		[ 20_000, '00:00:20' ],
		// A part second is a whole one: 00:00:00 only at the opening.
		[ 19_001, '00:00:20' ],
		[ 1, '00:00:01' ],
		[ 0, '00:00:00' ],
		[ -500, '00:00:00' ],
		[ 3_599_000, '00:59:59' ],
		[ 3_600_000, '01:00:00' ],
		[ 86_399_000, '23:59:59' ],
		[ 86_400_000, '1 天 00:00:00' ],
		[ ( ( 2 * 24 + 3 ) * 3600 + 4 * 60 + 5 ) * 1000, '2 天 03:04:05' ],
	] )( '%d ms left reads %s', ( left, expected ) => {
		expect( countdownText( left ) ).toBe( expected );
	} );
} );
