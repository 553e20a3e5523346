/**
 * 犯太歲 against the fixture the server's TaiSui is also proven on
 * (php/tests/Domain/TaiSuiTest.php), and the believer's sign against
 * lunar-javascript for every day from 1900 to 2099 under both boundaries.
 */
/**
 * External dependencies
 */
import { Solar } from 'lunar-javascript';

/**
 * Internal dependencies
 */
import {
	BRANCHES,
	birthdayParts,
	birthSign,
	fill,
	liChunOf,
	reckonTaiSui,
	reckonsKind,
	taiSuiSentence,
	yearName,
	type Boundary,
	type Relation,
	type TaiSuiWords,
} from '../tai-sui';
import { FORM_KIND_PRIORITY } from '../believer-fields';
import liChunTable from '../li-chun-table.json';
import fixtures from './tai-sui.fixtures.json';

const words = fixtures.words as TaiSuiWords;

describe( 'the shared fixture', () => {
	test.each( fixtures.cases.map( ( item ) => [ item.name, item ] as const ) )(
		'%s',
		( _name, item ) => {
			const reckoning = reckonTaiSui(
				birthdayParts( item.birthday ),
				item.year,
				{
					boundary: item.boundary as Boundary,
					counted: item.counted as Relation[],
				},
				liChunTable
			);
			const { sentence, ...expected } = item.expected;
			expect( reckoning ).toEqual( { ...expected, year: item.year } );
			expect( taiSuiSentence( reckoning, words ) ).toBe( sentence );
		}
	);

	test( 'it covers 12 birth signs against 12 consecutive years, both boundaries and every hour of a 立春 day', () => {
		const table = fixtures.cases.filter( ( item ) =>
			/ in 20[23][0-9]$/.test( item.name )
		);
		expect(
			new Set( table.map( ( item ) => item.expected.animal ) ).size
		).toBe( 12 );
		expect( new Set( table.map( ( item ) => item.year ) ).size ).toBe( 12 );
		expect( table ).toHaveLength( 144 );
		const statuses = fixtures.cases
			.filter( ( item ) => item.boundary === 'li_chun' )
			.map( ( item ) => item.expected.status );
		expect( new Set( statuses ) ).toEqual(
			new Set( [ 'known', 'uncertain', 'unknown' ] )
		);
	} );
} );

test( 'the kinds reckoned are the server’s, and every kind of the field table is decided', () => {
	const { comment, ...expected } = fixtures.reckonedKinds;
	expect( comment ).toBeTruthy();
	expect( Object.keys( expected ).sort() ).toEqual(
		[ ...FORM_KIND_PRIORITY ].sort()
	);
	expect(
		Object.fromEntries(
			FORM_KIND_PRIORITY.map( ( kind ) => [ kind, reckonsKind( kind ) ] )
		)
	).toEqual( expected );
} );

test.each( Object.entries( fixtures.fill ) )(
	'fill: %s',
	( _name, [ template, expected ] ) => {
		expect( fill( template, [ '馬', 2026, '丙午', '值太歲' ] ) ).toBe(
			expected
		);
	}
);

test( 'the issue’s checks: 2026 丙午 gives 馬 值 and 自刑, 鼠 沖, 牛 害, 兔 破; 2027 is 丁未', () => {
	const rules = {
		boundary: 'lunar_new_year' as const,
		counted: [ 'zhi', 'chong', 'hai', 'po', 'xing' ] as Relation[],
	};
	const of = ( birthYear: number ) =>
		reckonTaiSui(
			birthdayParts( `${ birthYear }-03-01-吉` ),
			2026,
			rules,
			null
		);
	expect( of( 1990 ) ).toMatchObject( {
		animal: '馬',
		yearName: '丙午',
		relations: [ 'zhi', 'zi_xing' ],
		counted: [ 'zhi' ],
	} );
	expect( of( 1996 ).relations ).toEqual( [ 'chong' ] );
	expect( of( 1997 ).relations ).toEqual( [ 'hai' ] );
	expect( of( 1999 ).relations ).toEqual( [ 'po' ] );
	expect( yearName( 2027 ) ).toBe( '丁未' );
	expect( taiSuiSentence( of( 1990 ), words ) ).toBe(
		'屬馬，2026 丙午年 值太歲'
	);
} );

const DAY_MS = 86_400_000;

/**
 * The stored lunar birthday of a solar day, hour given.
 *
 * @param date Solar day.
 * @param time Stored hour.
 */
function lunarBirthday( date: Date, time: string ) {
	const lunar = Solar.fromYmd(
		date.getUTCFullYear(),
		date.getUTCMonth() + 1,
		date.getUTCDate()
	).getLunar();
	const month =
		( lunar.getMonth() < 0 ? '潤' : '' ) +
		String( Math.abs( lunar.getMonth() ) ).padStart( 2, '0' );
	return {
		lunar,
		parts: {
			year: String( lunar.getYear() ),
			month,
			day: String( lunar.getDay() ).padStart( 2, '0' ),
			time,
		},
	};
}

test( 'every day from 1900 to 2099: the sign lunar-javascript gives, under the lunar new year and under 立春', () => {
	const different: string[] = [];
	let checked = 0;
	for (
		let time = Date.UTC( 1900, 0, 1 );
		time <= Date.UTC( 2099, 11, 31 );
		time += DAY_MS
	) {
		const date = new Date( time );
		const { lunar, parts } = lunarBirthday( date, '吉' );
		const byNewYear = birthSign( parts, 'lunar_new_year', null );
		const byLiChun = birthSign( parts, 'li_chun', liChunTable );
		const liChun = liChunOf( date.getUTCFullYear(), liChunTable );
		const onLiChunDay = liChun?.day === time / DAY_MS;
		const expectedLiChun = onLiChunDay
			? 'uncertain'
			: lunar.getYearZhiByLiChun();
		const shown = ( sign: ReturnType< typeof birthSign > ) =>
			sign.status === 'known' ? BRANCHES[ sign.branch ] : sign.status;
		checked++;
		if (
			shown( byNewYear ) !== lunar.getYearZhi() ||
			shown( byLiChun ) !== expectedLiChun
		) {
			different.push( date.toISOString().slice( 0, 10 ) );
		}
	}
	expect( checked ).toBe( 73_049 );
	expect( different ).toEqual( [] );
} );

test( 'on each 立春 day from 1900 to 2099, a 時辰 wholly before or after the moment gives the sign lunar-javascript gives at that hour', () => {
	const different: string[] = [];
	let decided = 0;
	let uncertain = 0;
	for ( let year = 1900; year <= 2099; year++ ) {
		const liChun = liChunOf( year, liChunTable );
		if ( ! liChun ) {
			throw new Error( `no 立春 for ${ year }` );
		}
		const date = new Date( liChun.day * DAY_MS );
		for ( const [ index, branch ] of [ ...BRANCHES ].entries() ) {
			const { parts } = lunarBirthday( date, branch );
			const sign = birthSign( parts, 'li_chun', liChunTable );
			// The hour's middle (子: 00:30 and 23:30, both ends of the day).
			const middles = index === 0 ? [ 0, 23 ] : [ 2 * index ];
			const signs = new Set(
				middles.map( ( hour ) =>
					Solar.fromYmdHms(
						date.getUTCFullYear(),
						2,
						date.getUTCDate(),
						hour,
						index === 0 ? 30 : 0,
						0
					)
						.getLunar()
						.getYearZhiExact()
				)
			);
			const start = index === 0 ? 0 : ( 2 * index - 1 ) * 3_600;
			const end = index === 0 ? 86_400 : ( 2 * index + 1 ) * 3_600;
			const holdsMoment = liChun.second > start && liChun.second < end;
			if ( sign.status === 'uncertain' ) {
				uncertain++;
				if ( ! holdsMoment && signs.size === 1 && index !== 0 ) {
					different.push( `${ year } ${ branch } uncertain` );
				}
				continue;
			}
			decided++;
			if (
				sign.status !== 'known' ||
				holdsMoment ||
				! signs.has( BRANCHES[ sign.branch ] ) ||
				signs.size !== 1
			) {
				different.push( `${ year } ${ branch }` );
			}
		}
	}
	expect( different ).toEqual( [] );
	// 子 and the hour holding the moment are uncertain each year.
	expect( uncertain ).toBeGreaterThanOrEqual( 200 );
	expect( decided + uncertain ).toBe( 2_400 );
} );
