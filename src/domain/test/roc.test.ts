/**
 * Internal dependencies
 */
import {
	dayOptions,
	impossiblePart,
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
import { hourOptions, isHourValue } from '../hours';

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
	const values = ( options: Array< { value: string } > ) =>
		options.map( ( option ) => option.value );
	const twelve = [
		'01',
		'02',
		'03',
		'04',
		'05',
		'06',
		'07',
		'08',
		'09',
		'10',
		'11',
		'12',
	];
	/**
	 * The twelve months with one leap month after the month it doubles.
	 *
	 * @param leap Two-digit month doubled, or '' for none.
	 */
	const withLeap = ( leap: string ) =>
		twelve.flatMap( ( month ) =>
			month === leap ? [ month, `潤${ month }` ] : [ month ]
		);

	test.each( [
		[ '2020', '04' ],
		[ '2023', '02' ],
		[ '2024', '' ],
		[ '2025', '06' ],
		[ '2033', '11' ],
	] )(
		'months of %s: 吉, the twelve, and only its leap month %s in its place',
		( year, leap ) => {
			expect( values( monthOptions( year ) ) ).toEqual( [
				'吉',
				...withLeap( leap ),
			] );
		}
	);

	test( 'a leap month is labelled as such', () => {
		expect( monthOptions( '2020' )[ 5 ] ).toEqual( {
			value: '潤04',
			label: 'Leap month 04',
		} );
	} );

	test( 'months of an unknown year: the twelve, each followed by its leap month where one ever occurs (02–11 in 1800–2100)', () => {
		expect( values( monthOptions( '吉' ) ) ).toEqual( [
			'吉',
			'01',
			...twelve
				.slice( 1, 11 )
				.flatMap( ( month ) => [ month, `潤${ month }` ] ),
			'12',
		] );
	} );

	test.each( [
		// 2024: 01 has 29 days, 02 has 30; 2023 閏二月 has 29; 2020 閏四月 has 29, 2020-04 has 30.
		[ '2024', '01', 29 ],
		[ '2024', '02', 30 ],
		[ '2023', '潤02', 29 ],
		[ '2020', '04', 30 ],
		[ '2020', '潤04', 29 ],
		[ '2025', '06', 30 ],
		[ '2025', '潤06', 29 ],
		[ '吉', '04', 30 ],
		[ '2024', '吉', 30 ],
	] )( 'days of %s-%s: 吉, 01…%d', ( year, month, count ) => {
		const days = values( dayOptions( year, month ) );
		expect( days ).toHaveLength( count + 1 );
		expect( days[ 0 ] ).toBe( '吉' );
		expect( days[ count ] ).toBe( String( count ) );
	} );

	test.each( [
		[ '2024', '潤04', '01', 'month' ],
		[ '2023', '潤04', '01', 'month' ],
		[ '2023', '潤02', '30', 'day' ],
		[ '2024', '01', '30', 'day' ],
		[ '吉', '潤12', '01', 'month' ],
		[ '2023', '潤02', '29', null ],
		[ '2024', '02', '30', null ],
		[ '吉', '潤04', '30', null ],
		[ '2024', '吉', '30', null ],
		[ '2024', '潤04', '吉', 'month' ],
		[ '2024', '01', '吉', null ],
	] )( 'impossiblePart(%s, %s, %s) → %s', ( year, month, day, part ) => {
		expect( impossiblePart( year, month, day ) ).toBe( part );
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
		expect( options.map( ( option ) => option.value ).join( '' ) ).toBe(
			'吉子丑寅卯辰巳午未申酉戌亥'
		);
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
		[ isDayValue, '30', true ],
		[ isDayValue, '31', false ],
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
