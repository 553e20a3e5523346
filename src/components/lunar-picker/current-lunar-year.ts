/**
 * The current lunar year, for 虛歲: today's date converted with the lunar
 * year table (instant, so every age is right from the first paint, also
 * between 1 January and the lunar new year).
 */

/**
 * WordPress dependencies
 */
import { useMemo } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { toLunar } from '../../domain/lunar';

/**
 * Today as YYYY-MM-DD in the visitor's time zone.
 *
 * @param today The date.
 */
function isoDate( today: Date ): string {
	return [
		today.getFullYear(),
		String( today.getMonth() + 1 ).padStart( 2, '0' ),
		String( today.getDate() ).padStart( 2, '0' ),
	].join( '-' );
}

/**
 * The lunar year a date falls in (Gregorian numbering); the Gregorian year
 * outside the converter's range.
 *
 * @param today The date.
 * @return Year.
 */
export function lunarYearOf( today: Date ): number {
	try {
		return toLunar( isoDate( today ) ).year;
	} catch {
		return today.getFullYear();
	}
}

/**
 * The current lunar year (Gregorian numbering).
 *
 * @return Year.
 */
export function useCurrentLunarYear(): number {
	const day = isoDate( new Date() );
	// eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed when the day changes.
	return useMemo( () => lunarYearOf( new Date() ), [ day ] );
}
