/**
 * Today as a lunar date, and whether a lunar date lies after it: a birthday
 * or a date of death after today is written on a lamp or a tablet as if it
 * had happened, so both validators refuse it. The server asks the same of
 * its own today (php/Domain/LunarCalendar.php, in the site's time zone); the
 * page asks of the visitor's local date. Either side takes "today" as a
 * parameter, so the shared fixture can fix it.
 */

/**
 * Internal dependencies
 */
import { LEAP_PREFIX, solarToLunar } from './lunar-calendar';

/** A lunar day: year (Gregorian numbering), month ('04', '潤04'), day ('12'). */
export interface LunarDay {
	year: number;
	month: string;
	day: string;
}

/**
 * A date as YYYY-MM-DD in the visitor's time zone (not UTC: just after
 * midnight in Taiwan, UTC still has yesterday).
 *
 * @param date The moment.
 * @return The local date.
 */
export function localIsoDate( date: Date ): string {
	return [
		String( date.getFullYear() ).padStart( 4, '0' ),
		String( date.getMonth() + 1 ).padStart( 2, '0' ),
		String( date.getDate() ).padStart( 2, '0' ),
	].join( '-' );
}

/**
 * The lunar day of a solar date, or null when the text is no date or lies
 * outside the lunar year table (then nothing can be said to be after it).
 *
 * @param isoDate Solar date, YYYY-MM-DD.
 * @return The lunar day, or null.
 */
export function lunarDayOf( isoDate: string ): LunarDay | null {
	const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec( isoDate );
	if ( ! match ) {
		return null;
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	return solarToLunar( year, month, day );
}

/** Known parts; anything else (吉, blank) is unknown here. */
const YEAR_RE = /^[0-9]{4}$/;
const MONTH_RE = new RegExp( `^(?:${ LEAP_PREFIX })?[0-9]{2}$` );
const DAY_RE = /^[0-9]{2}$/;

/**
 * A month's place in its year: a leap month comes right after the month it
 * doubles (04 < 潤04 < 05).
 *
 * @param month '01'…'12' or '潤MM'.
 * @return A number that orders the months of one year.
 */
function monthRank( month: string ): number {
	const leap = month.startsWith( LEAP_PREFIX );
	const number = Number( leap ? month.slice( LEAP_PREFIX.length ) : month );
	return number * 2 + ( leap ? 1 : 0 );
}

/**
 * Which part of a lunar date puts it after today, or null when it is not
 * after today. Only known parts count, from the year down: a year after
 * this lunar year is after today whatever its month; the same year with a
 * later month is after today whatever its day; an unknown part (吉, or left
 * blank where the field is optional) stops the comparison, so 今年 吉月
 * passes. Whether the parts exist is the validator's earlier check.
 *
 * @param year  Year value ('1980' or 吉).
 * @param month Month value.
 * @param day   Day value.
 * @param today Today's lunar day; null: nothing is after it.
 * @return The part to flag, or null.
 */
export function partAfterToday(
	year: string | undefined,
	month: string | undefined,
	day: string | undefined,
	today: LunarDay | null
): 'year' | 'month' | 'day' | null {
	if ( ! today || ! YEAR_RE.test( year ?? '' ) ) {
		return null;
	}
	if ( Number( year ) !== today.year ) {
		return Number( year ) > today.year ? 'year' : null;
	}
	if ( month === undefined || ! MONTH_RE.test( month ) ) {
		return null;
	}
	if ( monthRank( month ) !== monthRank( today.month ) ) {
		return monthRank( month ) > monthRank( today.month ) ? 'month' : null;
	}
	if ( ! DAY_RE.test( day ?? '' ) ) {
		return null;
	}
	return Number( day ) > Number( today.day ) ? 'day' : null;
}
