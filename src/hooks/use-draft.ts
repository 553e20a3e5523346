/**
 * Restores this page's draft on mount and keeps it up to date after.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useRegistry } from '@wordpress/data';
import { useLayoutEffect, useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store, STORE_NAME } from '../store';
import { keepDraft } from '../store/draft';
import type { OfferingsState } from '../store/types';

/**
 * @param path Page path the draft is kept under; the current one by default.
 * @return Whether the draft is back (or there was none): what fills the page
 *         after it (the address's renew or light) waits for this.
 */
export function useDraft( path: string = window.location.pathname ): boolean {
	const registry = useRegistry();
	const { restoreDraft } = useDispatch( store );
	const [ restored, setRestored ] = useState( false );
	useLayoutEffect( () => {
		const reduxStore = registry.stores[ STORE_NAME ]?.store as
			{ getState: () => OfferingsState } | undefined;
		let active = true;
		let stop: ( () => void ) | undefined;
		// Kept only once the draft is back: restoring may wait for the saved
		// believers, and a write before that would replace the stored draft
		// with the still-empty page.
		const keep = () => {
			if ( active ) {
				setRestored( true );
			}
			if ( active && reduxStore ) {
				stop = keepDraft(
					( listener ) => registry.subscribe( listener, store ),
					() => reduxStore.getState(),
					path
				);
			}
		};
		Promise.resolve( restoreDraft( path ) ).then( keep, keep );
		return () => {
			active = false;
			stop?.();
		};
	}, [ path, registry, restoreDraft ] );
	return restored;
}
