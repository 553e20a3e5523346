/**
 * The generated lunar year table against its source, lunar-javascript, for
 * every day the date picker offers, and the table file against what
 * bin/lunar-table.mjs writes (npm test also runs its --check).
 */
/**
 * External dependencies
 */
import { Solar } from 'lunar-javascript';

/**
 * Internal dependencies
 */
import {
	daysInMonth,
	lunarMonths,
	lunarToSolarDay,
	solarToLunar,
} from '../lunar-calendar';

const DAY_MS = 86_400_000;

test( 'every day from 1900-01-01 to 2099-12-31 converts as lunar-javascript converts it', () => {
	const first = Date.UTC( 1900, 0, 1 );
	const last = Date.UTC( 2099, 11, 31 );
	let checked = 0;
	const different: string[] = [];
	for ( let time = first; time <= last; time += DAY_MS ) {
		const date = new Date( time );
		const [ year, month, day ] = [
			date.getUTCFullYear(),
			date.getUTCMonth() + 1,
			date.getUTCDate(),
		];
		const oracle = Solar.fromYmd( year, month, day ).getLunar();
		const expected = {
			year: oracle.getYear(),
			month:
				( oracle.getMonth() < 0 ? '潤' : '' ) +
				String( Math.abs( oracle.getMonth() ) ).padStart( 2, '0' ),
			day: String( oracle.getDay() ).padStart( 2, '0' ),
		};
		const actual = solarToLunar( year, month, day );
		checked++;
		if ( JSON.stringify( actual ) !== JSON.stringify( expected ) ) {
			different.push( `${ date.toISOString().slice( 0, 10 ) }` );
		}
	}
	// 200 years of days: 73,049.
	expect( checked ).toBe( 73_049 );
	expect( different ).toEqual( [] );
} );

test( 'the table covers 1800–2100, every year 12 months plus at most one leap month of 29 or 30 days', () => {
	for ( let year = 1800; year <= 2100; year++ ) {
		const months = lunarMonths( year ) ?? [];
		const leaps = months.filter( ( info ) =>
			info.value.startsWith( '潤' )
		);
		expect( months.length - leaps.length ).toBe( 12 );
		expect( leaps.length ).toBeLessThanOrEqual( 1 );
	}
	expect( lunarMonths( 1799 ) ).toBeNull();
	expect( lunarMonths( 2101 ) ).toBeNull();
	expect( daysInMonth( 2024, '潤04' ) ).toBeNull();
	expect( solarToLunar( 1700, 1, 1 ) ).toBeNull();
} );

test( 'every lunar day of 1900–2099 goes back to the solar day it came from', () => {
	const different: string[] = [];
	for (
		let time = Date.UTC( 1900, 0, 31 );
		time <= Date.UTC( 2099, 11, 31 );
		time += DAY_MS
	) {
		const date = new Date( time );
		const lunar = solarToLunar(
			date.getUTCFullYear(),
			date.getUTCMonth() + 1,
			date.getUTCDate()
		);
		if (
			! lunar ||
			lunarToSolarDay( lunar.year, lunar.month, Number( lunar.day ) ) !==
				time / DAY_MS
		) {
			different.push( date.toISOString().slice( 0, 10 ) );
		}
	}
	expect( different ).toEqual( [] );
	expect( lunarToSolarDay( 2024, '潤05', 1 ) ).toBeNull();
	expect( lunarToSolarDay( 2023, '01', 30 ) ).toBeNull();
	expect( lunarToSolarDay( 1799, '01', 1 ) ).toBeNull();
} );
