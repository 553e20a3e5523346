/**
 * Internal dependencies
 */
import {
	dayOptions,
	isDayValue,
	isMonthValue,
	isYearValue,
	lunarDateLabel,
	monthOptions,
	nominalAge,
	rocYearLabel,
	yearOptions,
	zodiacOf,
} from '../roc';
import { HOUR_VALUES, hourOptions, isHourValue } from '../hours';

describe( 'ROC years', () => {
	test.each( [
		[ 1980, 'ROC year 69' ],
		[ 2024, 'ROC year 113' ],
		[ 1913, 'ROC year 2' ],
		[ 1912, 'First year of the ROC' ],
		[ 1911, '1 years before the ROC' ],
		[ 1900, '12 years before the ROC' ],
	] )( 'rocYearLabel(%d) → %s', ( year, label ) => {
		expect( rocYearLabel( year ) ).toBe( label );
	} );

	test( 'year options: 吉, then 150 years back, newest first', () => {
		const options = yearOptions( 2025 );
		expect( options ).toHaveLength( 152 );
		expect( options[ 0 ].value ).toBe( '吉' );
		expect( options[ 1 ] ).toEqual( {
			value: '2025',
			label: 'ROC year 114',
		} );
		expect( options[ options.length - 1 ].value ).toBe( '1875' );
	} );
} );

describe( 'month, day and hour tables', () => {
	test( 'months: 吉, 01…12, 潤01…潤12', () => {
		const values = monthOptions().map( ( option ) => option.value );
		expect( values ).toHaveLength( 25 );
		expect( values.slice( 0, 3 ) ).toEqual( [ '吉', '01', '02' ] );
		expect( values[ 12 ] ).toBe( '12' );
		expect( values[ 13 ] ).toBe( '潤01' );
		expect( values[ 24 ] ).toBe( '潤12' );
		expect( monthOptions()[ 16 ] ).toEqual( {
			value: '潤04',
			label: 'Leap month 04',
		} );
	} );

	test( 'days: 吉, 01…31', () => {
		const values = dayOptions().map( ( option ) => option.value );
		expect( values ).toHaveLength( 32 );
		expect( values[ 0 ] ).toBe( '吉' );
		expect( values[ 31 ] ).toBe( '31' );
	} );

	test( 'hours: 吉, then 子 23:00-01:00 … 亥 21:00-23:00', () => {
		const options = hourOptions();
		expect( options ).toHaveLength( 13 );
		expect( options[ 0 ] ).toEqual( {
			value: '吉',
			label: 'Auspicious (unknown)',
		} );
		expect( options[ 1 ] ).toEqual( {
			value: '子',
			label: '子 (23:00-01:00)',
		} );
		expect( options[ 7 ] ).toEqual( {
			value: '午',
			label: '午 (11:00-13:00)',
		} );
		expect( options[ 12 ] ).toEqual( {
			value: '亥',
			label: '亥 (21:00-23:00)',
		} );
		expect( HOUR_VALUES.join( '' ) ).toBe( '吉子丑寅卯辰巳午未申酉戌亥' );
	} );

	test.each( [
		[ isYearValue, '吉', true ],
		[ isYearValue, '1800', true ],
		[ isYearValue, '2100', true ],
		[ isYearValue, '1799', false ],
		[ isYearValue, '980', false ],
		[ isMonthValue, '潤12', true ],
		[ isMonthValue, '00', false ],
		[ isMonthValue, '闰04', false ],
		[ isDayValue, '31', true ],
		[ isDayValue, '1', false ],
		[ isHourValue, '子', true ],
		[ isHourValue, '子時', false ],
	] as const )( '%p(%s) → %s', ( check, value, expected ) => {
		expect( check( value ) ).toBe( expected );
	} );

	test( 'lunarDateLabel', () => {
		expect(
			lunarDateLabel( {
				year: '1980',
				month: '潤04',
				day: '12',
				time: '子',
			} )
		).toBe( 'ROC year 69 Leap month 04 Day 12 子 hour' );
		expect(
			lunarDateLabel( { year: '吉', month: '吉', day: '吉', time: '吉' } )
		).toBe( 'Auspicious (unknown)' );
	} );
} );

describe( '生肖 and 虛歲', () => {
	test.each( [
		[ 1900, '鼠' ],
		[ 1984, '鼠' ],
		[ 1985, '牛' ],
		[ 1980, '猴' ],
		[ 2023, '兔' ],
		[ 2024, '龍' ],
		[ 2025, '蛇' ],
		[ 1899, '豬' ],
		[ 1891, '兔' ],
	] )( 'zodiacOf(%d) → %s', ( year, animal ) => {
		expect( zodiacOf( year ) ).toBe( animal );
	} );

	test( 'nominal age counts birth year as 1', () => {
		expect( nominalAge( 1980, 2025 ) ).toBe( 46 );
		expect( nominalAge( 2025, 2025 ) ).toBe( 1 );
	} );
} );
