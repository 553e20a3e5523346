/**
 * Solar → lunar date conversion for the 轉農曆 button, from the generated
 * year table (lunar-calendar.ts): instant, with no request and nothing to
 * load, for dates 1900-01-01…2099-12-31.
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { solarToLunar } from './lunar-calendar';

/** Lunar years the converter answers for; the date picker's range lies inside. */
const LUNAR_MIN_YEAR = 1891;
const LUNAR_MAX_YEAR = 2100;

/** The date picker's range. */
export const PICKER_MIN_DATE = '1900-01-01';
export const PICKER_MAX_DATE = '2099-12-31';

export interface LunarDate {
	/** Lunar year, Gregorian numbering (the lunar year that began in it). */
	year: number;
	/** '01'…'12', or '潤01'…'潤12' for a leap month. */
	month: string;
	/** '01'…'30'. */
	day: string;
}

export type LunarErrorCode = 'invalid_date' | 'out_of_range';

/**
 * Why a conversion failed, with a translated message for the user.
 */
export class LunarError extends Error {
	readonly code: LunarErrorCode;

	constructor( code: LunarErrorCode ) {
		super(
			code === 'invalid_date'
				? __( 'Please enter a valid date.', 'temple-offerings' )
				: sprintf(
						/* translators: 1: first supported date, 2: last supported date (YYYY-MM-DD). */
						__(
							'The year is out of range. Please choose a date between %1$s and %2$s.',
							'temple-offerings'
						),
						PICKER_MIN_DATE,
						PICKER_MAX_DATE
					)
		);
		this.name = 'LunarError';
		this.code = code;
	}
}

/**
 * Parses and checks a YYYY-MM-DD date from the date picker.
 *
 * @param  isoDate Date text.
 * @return Year, month and day numbers.
 * @throws {LunarError} invalid_date or out_of_range.
 */
function parseIsoDate( isoDate: string ): [ number, number, number ] {
	const match = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/.exec( isoDate );
	if ( ! match ) {
		throw new LunarError( 'invalid_date' );
	}
	const [ year, month, day ] = match.slice( 1 ).map( Number );
	// Date.UTC rolls 02-30 over into March; a real date survives the trip.
	const date = new Date( Date.UTC( year, month - 1, day ) );
	if (
		date.getUTCFullYear() !== year ||
		date.getUTCMonth() !== month - 1 ||
		date.getUTCDate() !== day
	) {
		throw new LunarError( 'invalid_date' );
	}
	// Zero-padded ISO dates compare correctly as text.
	if ( isoDate < PICKER_MIN_DATE || isoDate > PICKER_MAX_DATE ) {
		throw new LunarError( 'out_of_range' );
	}
	return [ year, month, day ];
}

/**
 * Converts a solar (Gregorian) date to the lunar date the selects store.
 *
 * @param  isoDate Date as YYYY-MM-DD, within 1900-01-01…2099-12-31.
 * @return The lunar year, month (潤 prefix for leap months) and day.
 * @throws {LunarError} invalid_date or out_of_range.
 */
export function toLunar( isoDate: string ): LunarDate {
	const lunar = solarToLunar( ...parseIsoDate( isoDate ) );
	if (
		! lunar ||
		lunar.year < LUNAR_MIN_YEAR ||
		lunar.year > LUNAR_MAX_YEAR
	) {
		throw new LunarError( 'out_of_range' );
	}
	return lunar;
}
