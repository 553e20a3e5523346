/**
 * Internal dependencies
 */
import { localIsoDate, lunarDayOf, partAfterToday } from '../today';

// The same table as php/tests/Domain/LunarCalendarTest.php.
const TODAY = { year: 2025, month: '05', day: '20' };

describe( 'partAfterToday, today being lunar 2025-05-20', () => {
	test.each( [
		[ 'today', '2025', '05', '20', null ],
		[ 'yesterday', '2025', '05', '19', null ],
		[ 'tomorrow', '2025', '05', '21', 'day' ],
		[ 'last year, any month', '2024', '12', '30', null ],
		[ 'next year', '2026', '01', '01', 'year' ],
		[ 'next year, 吉 month', '2026', '吉', '吉', 'year' ],
		[ 'the leap sixth month', '2025', '潤06', '01', 'month' ],
		[ 'the fourth month', '2025', '04', '29', null ],
		[ '吉 day, this month', '2025', '05', '吉', null ],
		[ '吉 day, next month', '2025', '06', '吉', 'month' ],
		[ '吉 month, this year', '2025', '吉', '吉', null ],
		[ '吉 year', '吉', '12', '30', null ],
		[ 'blank month', '2025', '', '', null ],
	] )( '%s', ( _title, year, month, day, expected ) => {
		expect( partAfterToday( year, month, day, TODAY ) ).toBe( expected );
		expect( partAfterToday( year, month, day, null ) ).toBeNull();
	} );

	test( 'today in a leap month is after the month it doubles', () => {
		const leap = { year: 2025, month: '潤06', day: '10' };
		expect( partAfterToday( '2025', '06', '30', leap ) ).toBeNull();
		expect( partAfterToday( '2025', '潤06', '10', leap ) ).toBeNull();
		expect( partAfterToday( '2025', '潤06', '11', leap ) ).toBe( 'day' );
		expect( partAfterToday( '2025', '07', '01', leap ) ).toBe( 'month' );
	} );
} );

describe( 'today', () => {
	test( 'the local date, not UTC’s', () => {
		expect( localIsoDate( new Date( 2025, 0, 29, 0, 5 ) ) ).toBe(
			'2025-01-29'
		);
	} );

	test.each( [
		[ '2025-06-15', { year: 2025, month: '05', day: '20' } ],
		[ '2025-01-20', { year: 2024, month: '12', day: '21' } ],
		[ '2025-01-29', { year: 2025, month: '01', day: '01' } ],
		[ '2025-07-25', { year: 2025, month: '潤06', day: '01' } ],
		[ '1800-01-01', null ],
		[ '2025-6-15', null ],
	] )( 'lunarDayOf(%s)', ( solar, expected ) => {
		expect( lunarDayOf( solar ) ).toEqual( expected );
	} );
} );
