/**
 * An offering's registration window on the page: where a moment falls and
 * what the countdown to the opening reads. The server decides with the same
 * rule (php/Opening/OpeningWindow.php) and refuses any add outside the
 * window; the page only shows it, on the server's clock (the block's
 * settings carry it), so a card becomes choosable at the second it opens.
 */

/**
 * WordPress dependencies
 */
import { _n, sprintf } from '@wordpress/i18n';

/** Where a window stands: before the opening, open, or closed. */
export type Registration = 'before' | 'open' | 'closed';

/** A window's moments in milliseconds, null for none. */
export interface WindowMoments {
	opens_at?: number | null;
	closes_at?: number | null;
}

/**
 * Where a moment falls in a window: closed from the closing millisecond
 * on, before until the opening one, else open. A close before the opening
 * never opens.
 *
 * @param window The window.
 * @param now    The moment, on the server's clock.
 * @return Where it falls.
 */
export function registrationAt(
	window: WindowMoments,
	now: number
): Registration {
	const { opens_at: opens = null, closes_at: closes = null } = window;
	if ( closes !== null && now >= closes ) {
		return 'closed';
	}
	if ( opens !== null && now < opens ) {
		return 'before';
	}
	return 'open';
}

/**
 * An ISO 8601 moment from the wire in milliseconds, null when there is none.
 *
 * @param value The wire value ('' for none).
 * @return Milliseconds, or null.
 */
export function momentOf( value: unknown ): number | null {
	if ( typeof value !== 'string' || value === '' ) {
		return null;
	}
	const moment = Date.parse( value );
	return Number.isFinite( moment ) ? moment : null;
}

const two = ( value: number ) => String( value ).padStart( 2, '0' );

/**
 * The countdown a card shows before its opening: 00:00:20, or with days
 * 2 天 03:04:05. A part second counts as a whole one, so it reads 00:00:00
 * only at the opening itself.
 *
 * @param left Milliseconds until the opening.
 * @return The text.
 */
export function countdownText( left: number ): string {
	const total = Math.max( 0, Math.ceil( left / 1000 ) );
	const days = Math.floor( total / 86400 );
	const clock = [
		Math.floor( ( total % 86400 ) / 3600 ),
		Math.floor( ( total % 3600 ) / 60 ),
		total % 60,
	]
		.map( two )
		.join( ':' );
	return days > 0
		? sprintf(
				/* translators: %d: whole days until registration opens. */
				_n( '%d day', '%d days', days, 'temple-offerings' ),
				days
			) +
				' ' +
				clock
		: clock;
}
