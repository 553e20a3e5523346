/**
 * The lunar calendar from the generated year table (lunar-table.json, written
 * by bin/lunar-table.mjs from lunar-javascript, which stays the oracle in the
 * tests). PHP reads the same file (php/Domain/LunarCalendar.php), so the
 * browser and the server agree on which dates exist.
 */

/**
 * Internal dependencies
 */
import table from './lunar-table.json';

/** Stored leap months keep the `潤MM` wire value (people read 閏: see roc.ts's labels). */
export const LEAP_PREFIX = '潤';

const DAY_MS = 86_400_000;

/**
 * A year's row: `DDLBBBB` (see bin/lunar-table.mjs): DD days from 1 January to
 * its first day, L its leap month in hex (0: none), BBBB its month lengths in
 * hex, bit k for the k-th month in order, 1 for 30 days.
 */
const rows: string[] = table.years;

/** First lunar year of the table (the last is as many years on as it has rows). */
const TABLE_FIRST_YEAR: number = table.firstYear;

export interface LunarMonthInfo {
	/** '01'…'12', or '潤MM' for the leap month. */
	value: string;
	days: 29 | 30;
}

let starts: number[] | null = null;

/**
 * Day numbers of each table year's first day, computed once.
 */
function yearStarts(): number[] {
	starts ??= rows.map(
		( row, index ) =>
			Date.UTC( TABLE_FIRST_YEAR + index, 0, 1 ) / DAY_MS +
			parseInt( row.slice( 0, 2 ), 10 )
	);
	return starts;
}

/**
 * The months of a lunar year in order (the leap month right after the month
 * it doubles), or null outside the table.
 *
 * @param year Lunar year (Gregorian numbering).
 */
export function lunarMonths( year: number ): LunarMonthInfo[] | null {
	const row = rows[ year - TABLE_FIRST_YEAR ];
	if ( ! row || ! Number.isInteger( year ) ) {
		return null;
	}
	const leap = parseInt( row[ 2 ], 16 );
	const lengths = parseInt( row.slice( 3 ), 16 );
	const months: LunarMonthInfo[] = [];
	const days = ( position: number ) =>
		// eslint-disable-next-line no-bitwise -- bit k holds the k-th month's length.
		( lengths >> position ) & 1 ? 30 : 29;
	for ( let month = 1; month <= 12; month++ ) {
		const value = String( month ).padStart( 2, '0' );
		months.push( { value, days: days( months.length ) } );
		if ( month === leap ) {
			months.push( {
				value: LEAP_PREFIX + value,
				days: days( months.length ),
			} );
		}
	}
	return months;
}

/**
 * The number of days of a month in a year, or null when that year has no
 * such month (a leap month it does not double) or is outside the table.
 *
 * @param year  Lunar year.
 * @param month '01'…'12' or '潤MM'.
 */
export function daysInMonth( year: number, month: string ): 29 | 30 | null {
	return (
		lunarMonths( year )?.find( ( info ) => info.value === month )?.days ??
		null
	);
}

/**
 * The leap months that occur in some year of the table: what a month select
 * offers when the year is unknown (吉).
 */
export function leapMonthsOfAnyYear(): string[] {
	const leaps = new Set(
		rows.map( ( row ) => parseInt( row[ 2 ], 16 ) ).filter( Boolean )
	);
	return [ ...leaps ]
		.sort( ( a, b ) => a - b )
		.map( ( month ) => LEAP_PREFIX + String( month ).padStart( 2, '0' ) );
}

/**
 * A solar date's lunar year, month and day, or null outside the table.
 *
 * @param year  Solar year.
 * @param month Solar month, 1–12.
 * @param day   Solar day.
 */
export function solarToLunar(
	year: number,
	month: number,
	day: number
): { year: number; month: string; day: string } | null {
	const target = Date.UTC( year, month - 1, day ) / DAY_MS;
	const firsts = yearStarts();
	// The last table year that starts on or before the date.
	let low = 0;
	let high = firsts.length - 1;
	if ( target < firsts[ 0 ] ) {
		return null;
	}
	while ( low < high ) {
		const middle = Math.ceil( ( low + high ) / 2 );
		if ( firsts[ middle ] <= target ) {
			low = middle;
		} else {
			high = middle - 1;
		}
	}
	const lunarYear = TABLE_FIRST_YEAR + low;
	let offset = target - firsts[ low ];
	for ( const info of lunarMonths( lunarYear ) ?? [] ) {
		if ( offset < info.days ) {
			return {
				year: lunarYear,
				month: info.value,
				day: String( offset + 1 ).padStart( 2, '0' ),
			};
		}
		offset -= info.days;
	}
	// Past the table's last year.
	return null;
}

/**
 * The solar day of a lunar date, as a day number (days since 1970-01-01),
 * or null when the table has no such date (a leap month its year does not
 * have, the 30th of a 29-day month, a year outside the table).
 *
 * @param year  Lunar year.
 * @param month '01'…'12' or '潤MM'.
 * @param day   Day of the month, 1–30.
 */
export function lunarToSolarDay(
	year: number,
	month: string,
	day: number
): number | null {
	const months = lunarMonths( year );
	const index = months?.findIndex( ( info ) => info.value === month ) ?? -1;
	if ( ! months || index < 0 || day < 1 || day > months[ index ].days ) {
		return null;
	}
	const before = months
		.slice( 0, index )
		.reduce( ( sum, info ) => sum + info.days, 0 );
	return yearStarts()[ year - TABLE_FIRST_YEAR ] + before + day - 1;
}
