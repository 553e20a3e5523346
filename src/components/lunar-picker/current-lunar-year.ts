/**
 * The current lunar year, for 虛歲. Until the lunar chunk has loaded it is
 * the Gregorian year (wrong only between 1 January and the lunar new year);
 * the chunk is never loaded just for this: once a worshipper's date focus or
 * 轉農曆 has loaded it, today's date is converted and every age updates.
 */

/**
 * WordPress dependencies
 */
import { useSyncExternalStore } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { toLunar } from '../../domain/lunar';

let currentYear = new Date().getFullYear();
let refined = false;
const listeners = new Set< () => void >();

function todayIso(): string {
	const today = new Date();
	return [
		today.getFullYear(),
		String( today.getMonth() + 1 ).padStart( 2, '0' ),
		String( today.getDate() ).padStart( 2, '0' ),
	].join( '-' );
}

/**
 * Converts today's date once the lunar chunk is (being) loaded anyway.
 */
export function refineCurrentLunarYear(): void {
	if ( refined ) {
		return;
	}
	refined = true;
	toLunar( todayIso() )
		.then( ( { year } ) => {
			if ( year !== currentYear ) {
				currentYear = year;
				listeners.forEach( ( listener ) => listener() );
			}
		} )
		.catch( () => {
			// Keep the Gregorian approximation; try again next time.
			refined = false;
		} );
}

function subscribe( listener: () => void ) {
	listeners.add( listener );
	return () => {
		listeners.delete( listener );
	};
}

/**
 * The current lunar year (Gregorian numbering).
 *
 * @return Year.
 */
export function useCurrentLunarYear(): number {
	return useSyncExternalStore( subscribe, () => currentYear );
}
