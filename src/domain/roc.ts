/**
 * Lunar date parts as the selects offer them: Republic-of-China year labels,
 * months with leap months, days, plus the 生肖 and 虛歲 helpers.
 *
 * Stored values: year = Gregorian year ('1980') or 吉; month = '01'…'12' or
 * '潤01'…'潤12'; day = '01'…'30'; every part may be 吉 (unknown). Which
 * months and days a year really has comes from the lunar year table
 * (lunar-calendar.ts).
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { UNKNOWN, isHourValue, unknownLabel } from './hours';
import {
	LEAP_PREFIX,
	daysInMonth,
	leapMonthsOfAnyYear,
	lunarMonths,
} from './lunar-calendar';

export { LEAP_PREFIX };

/** The ROC calendar starts in 1912 (民國元年). */
const ROC_FIRST_YEAR = 1912;

/** How many years back the year select reaches: a lifetime, for the oldest worshippers. */
export const YEAR_SPAN = 150;

/** Oldest and newest year the validator accepts (deceased ancestors included). */
const MIN_YEAR = 1800;
const MAX_YEAR = 2100;

const ZODIAC = '鼠牛虎兔龍蛇馬羊猴雞狗豬';

export interface PartOption {
	value: string;
	label: string;
}

/**
 * The Republic-of-China label of a Gregorian year.
 *
 * @param year Gregorian year, e.g. 1980.
 * @return 民國69年 for 1980, 民國元年 for 1912, 民前1年 for 1911 (in zh_TW).
 */
export function rocYearLabel( year: number ): string {
	if ( year === ROC_FIRST_YEAR ) {
		return __( 'First year of the ROC', 'temple-offerings' );
	}
	if ( year < ROC_FIRST_YEAR ) {
		return sprintf(
			/* translators: %d: years before the Republic of China was founded in 1912 (1911 is 1). */
			__( '%d years before the ROC', 'temple-offerings' ),
			ROC_FIRST_YEAR - year
		);
	}
	return sprintf(
		/* translators: %d: year of the Republic of China calendar (Gregorian year minus 1911). */
		__( 'ROC year %d', 'temple-offerings' ),
		year - ( ROC_FIRST_YEAR - 1 )
	);
}

/**
 * Year select options: 吉 first, then the current year back 150 years.
 *
 * @param currentYear The current Gregorian year.
 * @return Options, newest first; value is the Gregorian year as text.
 */
export function yearOptions( currentYear: number ): PartOption[] {
	const options: PartOption[] = [ { value: UNKNOWN, label: unknownLabel() } ];
	for ( let year = currentYear; year >= currentYear - YEAR_SPAN; year-- ) {
		options.push( { value: String( year ), label: rocYearLabel( year ) } );
	}
	return options;
}

/**
 * The label of a stored month value.
 *
 * @param value '01'…'12', '潤01'…'潤12' or 吉.
 * @return 04月, 閏04月 or 吉 (in zh_TW).
 */
export function monthLabel( value: string ): string {
	if ( value === UNKNOWN ) {
		return unknownLabel();
	}
	if ( value.startsWith( LEAP_PREFIX ) ) {
		return sprintf(
			/* translators: %s: two-digit lunar month number of a leap month, e.g. 04. */
			__( 'Leap month %s', 'temple-offerings' ),
			value.slice( LEAP_PREFIX.length )
		);
	}
	return sprintf(
		/* translators: %s: two-digit lunar month number, e.g. 04. */
		__( 'Month %s', 'temple-offerings' ),
		value
	);
}

/**
 * The label of a stored day value.
 *
 * @param value '01'…'30' or 吉.
 * @return 12日 or 吉 (in zh_TW).
 */
export function dayLabel( value: string ): string {
	if ( value === UNKNOWN ) {
		return unknownLabel();
	}
	return sprintf(
		/* translators: %s: two-digit lunar day of the month, e.g. 12. */
		__( 'Day %s', 'temple-offerings' ),
		value
	);
}

/**
 * The label of a stored hour value.
 *
 * @param value Branch character or 吉.
 * @return 子時 or 吉 (in zh_TW).
 */
function hourLabel( value: string ): string {
	if ( value === UNKNOWN ) {
		return unknownLabel();
	}
	return sprintf(
		/* translators: %s: earthly branch naming a two-hour period, e.g. 子. */
		__( '%s hour', 'temple-offerings' ),
		value
	);
}

/** Every well-formed month value: 01–12 and the leap months 潤01–潤12. */
const MONTH_VALUES: readonly string[] = [
	...twoDigits( 12 ),
	...twoDigits( 12 ).map( ( month ) => LEAP_PREFIX + month ),
];

/** Every well-formed day value: a lunar month has 29 or 30 days. */
const DAY_VALUES: readonly string[] = twoDigits( 30 );

/**
 * The months a year offers: 吉, then its twelve months with its one leap
 * month (if any) right after the month it doubles. For an unknown year: the
 * twelve months, each followed by its leap month when one occurs in any year.
 *
 * @param year Year value ('1980', or 吉).
 * @return Options.
 */
export function monthOptions( year: string = UNKNOWN ): PartOption[] {
	const months = isKnownYear( year )
		? ( lunarMonths( Number( year ) ) ?? [] ).map( ( info ) => info.value )
		: anyYearMonths();
	return [ UNKNOWN, ...months ].map( ( value ) => ( {
		value,
		label: monthLabel( value ),
	} ) );
}

/**
 * The days a month offers: 吉, then 01 to 29 or 30 as that month of that
 * year has; 01–30 when the year or month is unknown.
 *
 * @param year  Year value.
 * @param month Month value.
 * @return Options.
 */
export function dayOptions(
	year: string = UNKNOWN,
	month: string = UNKNOWN
): PartOption[] {
	const days =
		( isKnownYear( year ) && daysInMonth( Number( year ), month ) ) || 30;
	return [ UNKNOWN, ...twoDigits( days ) ].map( ( value ) => ( {
		value,
		label: dayLabel( value ),
	} ) );
}

/**
 * Whether a date's parts name a month or day that does not exist: a leap
 * month its year does not have (month), or a day past the end of its month
 * (day). Unknown (吉) or malformed parts are not judged here.
 *
 * @param year  Year value.
 * @param month Month value.
 * @param day   Day value.
 * @return The impossible part, or null.
 */
export function impossiblePart(
	year: string,
	month: string,
	day: string
): 'month' | 'day' | null {
	if ( ! MONTH_VALUES.includes( month ) ) {
		return null;
	}
	if ( isKnownYear( year ) ) {
		const days = daysInMonth( Number( year ), month );
		if ( days === null ) {
			return 'month';
		}
		return DAY_VALUES.includes( day ) && Number( day ) > days
			? 'day'
			: null;
	}
	return month.startsWith( LEAP_PREFIX ) &&
		! anyYearMonths().includes( month )
		? 'month'
		: null;
}

function isKnownYear( year: string ): boolean {
	return year !== UNKNOWN && isYearValue( year );
}

let anyYear: string[] | null = null;

function anyYearMonths(): string[] {
	if ( ! anyYear ) {
		const leaps = leapMonthsOfAnyYear();
		anyYear = twoDigits( 12 ).flatMap( ( month ) =>
			leaps.includes( LEAP_PREFIX + month )
				? [ month, LEAP_PREFIX + month ]
				: [ month ]
		);
	}
	return anyYear;
}

/**
 * Whether a stored year value is valid: 吉 or a 4-digit year 1800…2100.
 *
 * @param value Stored value.
 * @return True when valid.
 */
export function isYearValue( value: string ): boolean {
	if ( value === UNKNOWN ) {
		return true;
	}
	if ( ! /^[0-9]{4}$/.test( value ) ) {
		return false;
	}
	const year = Number( value );
	return year >= MIN_YEAR && year <= MAX_YEAR;
}

/**
 * Whether a stored month value is valid.
 *
 * @param value Stored value.
 * @return True for 吉, 01…12 or 潤01…潤12.
 */
export function isMonthValue( value: string ): boolean {
	return value === UNKNOWN || MONTH_VALUES.includes( value );
}

/**
 * Whether a stored day value is valid.
 *
 * @param value Stored value.
 * @return True for 吉 or 01…30.
 */
export function isDayValue( value: string ): boolean {
	return value === UNKNOWN || DAY_VALUES.includes( value );
}

/**
 * Readable lunar date, e.g. 民國71年 閏04月 12日 子時; unknown parts read 吉,
 * and a fully unknown date is a single 吉.
 *
 * @param parts       Year, month, day and hour values.
 * @param parts.year
 * @param parts.month
 * @param parts.day
 * @param parts.time
 * @return Label joined by spaces.
 */
export function lunarDateLabel( parts: {
	year: string;
	month: string;
	day: string;
	time: string;
} ): string {
	const { year, month, day, time } = parts;
	if ( [ year, month, day, time ].every( ( part ) => part === UNKNOWN ) ) {
		return unknownLabel();
	}
	const yearText =
		year === UNKNOWN || ! isYearValue( year )
			? labelOrRaw( year )
			: rocYearLabel( Number( year ) );
	return [
		yearText,
		isMonthValue( month ) ? monthLabel( month ) : month,
		isDayValue( day ) ? dayLabel( day ) : day,
		isHourValue( time ) ? hourLabel( time ) : time,
	].join( ' ' );
}

/**
 * The 生肖 (zodiac animal) of a lunar year; 1900 and 1984 are 鼠.
 *
 * @param lunarYear Lunar year in Gregorian numbering.
 * @return One character of 鼠牛虎兔龍蛇馬羊猴雞狗豬 (traditional data).
 */
export function zodiacOf( lunarYear: number ): string {
	const index = ( ( ( lunarYear - 1900 ) % 12 ) + 12 ) % 12;
	return ZODIAC.charAt( index );
}

/**
 * 虛歲: the nominal age counted the traditional way (1 at birth, +1 at each
 * lunar new year).
 *
 * @param lunarBirthYear   Lunar year of birth.
 * @param currentLunarYear Current lunar year.
 * @return current − birth + 1.
 */
export function nominalAge(
	lunarBirthYear: number,
	currentLunarYear: number
): number {
	return currentLunarYear - lunarBirthYear + 1;
}

function labelOrRaw( value: string ): string {
	return value === UNKNOWN ? unknownLabel() : value;
}

function twoDigits( count: number ): string[] {
	return Array.from( { length: count }, ( _, index ) =>
		String( index + 1 ).padStart( 2, '0' )
	);
}
