/**
 * Solar → lunar date conversion for the 轉農曆 button.
 *
 * lunar-javascript is large and does not tree-shake, so it is only ever
 * loaded through a dynamic import() and webpack gives it its own chunk, off
 * the first paint (DECISIONS "Lunar dates").
 */

/**
 * WordPress dependencies
 */
import { __, sprintf } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { LEAP_PREFIX } from './roc';

/** The lookup tables cover these lunar years (SPEC §5). */
export const LUNAR_MIN_YEAR = 1891;
export const LUNAR_MAX_YEAR = 2100;

/** The date picker's range (DECISIONS "Lunar dates"). */
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

type SolarFactory = ( typeof import( 'lunar-javascript' ) )[ 'Solar' ];

let solarPromise: Promise< SolarFactory > | null = null;

/**
 * Starts loading the lunar chunk, e.g. when the date field gets focus, so
 * the first conversion does not wait for the network.
 *
 * @return The library's Solar factory once loaded.
 */
export function preloadLunar(): Promise< SolarFactory > {
	if ( ! solarPromise ) {
		solarPromise = import(
			/* webpackChunkName: "lunar" */ 'lunar-javascript'
		)
			// A CommonJS module arrives as the namespace or under `default`,
			// depending on the bundler's interop.
			.then( ( module ) => module.Solar ?? module.default.Solar )
			.then( ( Solar ) => {
				// The library's first conversion builds shared tables (~7 ms
				// measured); doing it here, while the chunk loads, keeps the
				// worshipper's first 轉農曆 click at ~4 ms.
				Solar.fromYmd( 2000, 1, 1 ).getLunar();
				return Solar;
			} );
		// A failed load must not poison later attempts.
		solarPromise.catch( () => {
			solarPromise = null;
		} );
	}
	return solarPromise;
}

/**
 * Parses and checks a YYYY-MM-DD date from the date picker.
 *
 * @param  isoDate Date text.
 * @return Year, month and day numbers.
 * @throws {LunarError} invalid_date or out_of_range.
 */
export function parseIsoDate( isoDate: string ): [ number, number, number ] {
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
 * @throws {LunarError} invalid_date or out_of_range; the load error if the
 *         chunk cannot be fetched.
 */
export async function toLunar( isoDate: string ): Promise< LunarDate > {
	const [ year, month, day ] = parseIsoDate( isoDate );
	const Solar = await preloadLunar();
	const lunar = Solar.fromYmd( year, month, day ).getLunar();
	const lunarYear = lunar.getYear();
	if ( lunarYear < LUNAR_MIN_YEAR || lunarYear > LUNAR_MAX_YEAR ) {
		throw new LunarError( 'out_of_range' );
	}
	const lunarMonth = lunar.getMonth();
	const monthText = String( Math.abs( lunarMonth ) ).padStart( 2, '0' );
	return {
		year: lunarYear,
		month: lunarMonth < 0 ? LEAP_PREFIX + monthText : monthText,
		day: String( lunar.getDay() ).padStart( 2, '0' ),
	};
}
