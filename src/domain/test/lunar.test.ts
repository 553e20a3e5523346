/**
 * Internal dependencies
 */
import { LunarError, toLunar } from '../lunar';

/*
 * Expected values are almanac facts checked independently of the library:
 * the new-moon dates that open each month (Beijing/Taipei time, UTC+8) and
 * well-known dates (Chinese New Year 2024-02-10, 1984-02-02, 1900-01-31;
 * the Wuchang Uprising 1911-10-10 = 辛亥年八月十九; the 2033 leap 11th month).
 */
describe( 'toLunar', () => {
	test.each( [
		// Ordinary dates.
		[ '1980-05-26', 1980, '04', '13' ],
		[ '1911-10-10', 1911, '08', '19' ],
		[ '2023-04-20', 2023, '03', '01' ],
		// Leap months: 2023 閏二月, 2020 閏四月, 2025 閏六月, 2001, 2004, 2017, 2033.
		[ '2023-03-22', 2023, '潤02', '01' ],
		[ '2023-04-19', 2023, '潤02', '29' ],
		[ '2020-05-23', 2020, '潤04', '01' ],
		[ '2020-06-20', 2020, '潤04', '29' ],
		[ '2020-06-21', 2020, '05', '01' ],
		[ '2025-07-25', 2025, '潤06', '01' ],
		[ '2025-08-22', 2025, '潤06', '29' ],
		[ '2025-08-23', 2025, '07', '01' ],
		[ '2001-05-23', 2001, '潤04', '01' ],
		[ '2004-03-21', 2004, '潤02', '01' ],
		[ '2017-07-23', 2017, '潤06', '01' ],
		[ '2033-12-22', 2033, '潤11', '01' ],
		// New year's eve and new year's day.
		[ '2024-02-09', 2023, '12', '30' ],
		[ '2024-02-10', 2024, '01', '01' ],
		[ '1984-02-01', 1983, '12', '30' ],
		[ '1984-02-02', 1984, '01', '01' ],
		// January solar dates still in the previous lunar year.
		[ '2024-01-15', 2023, '12', '05' ],
		[ '2000-01-01', 1999, '11', '25' ],
		// Picker limits.
		[ '1900-01-01', 1899, '12', '01' ],
		[ '1900-01-31', 1900, '01', '01' ],
		[ '2099-12-31', 2099, '11', '20' ],
	] )( 'toLunar(%s) → %d %s %s', ( iso, year, month, day ) => {
		expect( toLunar( iso ) ).toEqual( { year, month, day } );
	} );

	test.each( [
		[ '', 'invalid_date' ],
		[ '2023-3-22', 'invalid_date' ],
		[ '2023/03/22', 'invalid_date' ],
		[ '2023-02-29', 'invalid_date' ],
		[ '2024-13-01', 'invalid_date' ],
		[ '2024-04-31', 'invalid_date' ],
		[ '2024-01-01T00:00', 'invalid_date' ],
		[ '1899-12-31', 'out_of_range' ],
		[ '2100-01-01', 'out_of_range' ],
		[ '1890-06-01', 'out_of_range' ],
	] )( 'toLunar(%j) throws %s', ( iso, code ) => {
		let error: unknown = null;
		try {
			toLunar( iso );
		} catch ( thrown: unknown ) {
			error = thrown;
		}
		expect( error ).toBeInstanceOf( LunarError );
		expect( ( error as LunarError ).code ).toBe( code );
		expect( ( error as LunarError ).message ).not.toBe( '' );
	} );

	test( 'leap day of a leap year is a real date', () => {
		// 2024's new year was 10 February: its 29 February is the 20th of the first month.
		expect( toLunar( '2024-02-29' ) ).toEqual( {
			year: 2024,
			month: '01',
			day: '20',
		} );
	} );

	test( 'the out-of-range message names the supported dates', () => {
		expect( new LunarError( 'out_of_range' ).message ).toBe(
			'The year is out of range. Please choose a date between 1900-01-01 and 2099-12-31.'
		);
	} );
} );
