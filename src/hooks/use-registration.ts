/**
 * Where an offering's registration window stands now, on the server's
 * clock, kept current: a card counting down to its opening re-renders once
 * a second (all such cards on one timer, at the server's whole seconds), an
 * open card with a close only when it closes, a card without a window never.
 */

/**
 * WordPress dependencies
 */
import { useEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { registrationAt, type Registration } from '../domain/opening';
import type { ProductRow } from '../types/product';

/** The server's clock less the browser's, in milliseconds. */
let offset = 0;

/**
 * Sets the server's clock: what it read when it made the page, and when
 * (on the browser's clock) the page arrived.
 *
 * @param serverNow  The server's milliseconds (the block's `now` setting).
 * @param receivedAt The browser's milliseconds when the page's answer arrived.
 */
export function setServerTime( serverNow: number, receivedAt: number ): void {
	offset = serverNow - receivedAt;
}

/**
 * The server's clock now, as well as the browser can tell.
 *
 * @return Milliseconds.
 */
export const serverNow = (): number => Date.now() + offset;

const listeners = new Set< () => void >();
let timer: ReturnType< typeof setTimeout > | undefined;

/**
 * Calls every listener at the next whole second of the server's clock, and
 * again each second after, while anyone listens.
 */
function schedule(): void {
	timer = setTimeout(
		() => {
			listeners.forEach( ( listener ) => listener() );
			schedule();
		},
		1000 - ( serverNow() % 1000 )
	);
}

/**
 * Listens to the seconds.
 *
 * @param listener Called each second.
 * @return Stops listening.
 */
function listen( listener: () => void ): () => void {
	listeners.add( listener );
	if ( listeners.size === 1 ) {
		schedule();
	}
	return () => {
		listeners.delete( listener );
		if ( listeners.size === 0 ) {
			clearTimeout( timer );
		}
	};
}

export interface RowRegistration {
	registration: Registration;
	/** Milliseconds until the opening while before it, else null. */
	opensIn: number | null;
}

/**
 * The row's window now. The first render is what the server answered (so
 * it matches the server's markup); the clock takes over once mounted.
 *
 * @param row The product row.
 * @return Where the window stands and the time to the opening.
 */
export function useRegistration( row: ProductRow ): RowRegistration {
	const answered = row.registration ?? 'open';
	const [ state, setState ] = useState< RowRegistration >( {
		registration: answered,
		opensIn: null,
	} );
	const { opens_at: opensAt = null, closes_at: closesAt = null } = row;
	const timed = answered !== 'closed' && ( opensAt ?? closesAt ) !== null;
	useEffect( () => {
		if ( ! timed ) {
			return;
		}
		const update = () => {
			const now = serverNow();
			const registration = registrationAt(
				{ opens_at: opensAt, closes_at: closesAt },
				now
			);
			const opensIn =
				registration === 'before' && opensAt !== null
					? opensAt - now
					: null;
			setState( ( was ) =>
				was.registration === registration &&
				Math.ceil( ( was.opensIn ?? 0 ) / 1000 ) ===
					Math.ceil( ( opensIn ?? 0 ) / 1000 )
					? was
					: { registration, opensIn }
			);
		};
		update();
		return listen( update );
	}, [ timed, opensAt, closesAt ] );
	return state;
}
