/**
 * Restores this page's draft on mount and keeps it up to date after.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useRegistry } from '@wordpress/data';
import { useLayoutEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store, STORE_NAME } from '../store';
import { keepDraft } from '../store/draft';
import type { OfferingsState } from '../store/types';

/**
 * @param path Page path the draft is kept under; the current one by default.
 */
export function useDraft( path: string = window.location.pathname ): void {
	const registry = useRegistry();
	const { restoreDraft } = useDispatch( store );
	useLayoutEffect( () => {
		const reduxStore = registry.stores[ STORE_NAME ]?.store as
			{ getState: () => OfferingsState } | undefined;
		let active = true;
		let stop: ( () => void ) | undefined;
		// Kept only once the draft is back: restoring may wait for the saved
		// believers, and a write before that would replace the stored draft
		// with the still-empty page.
		const keep = () => {
			if ( active && reduxStore ) {
				stop = keepDraft(
					( listener ) => registry.subscribe( listener, store ),
					() => reduxStore.getState(),
					path
				);
				// An address that asks to fill the page (a renew or "light
				// again" link) is read only now, so the fill comes after the
				// draft and is not overwritten by it; its code is a chunk of
				// its own, loaded by such addresses alone.
				if ( /(renew|light)=/.test( window.location.search ) ) {
					import(
						/* webpackChunkName: "renew" */ '../renew/address-fill'
					).then( ( fill ) => fill.start( registry ) );
				}
			}
		};
		Promise.resolve( restoreDraft( path ) ).then( keep, keep );
		return () => {
			active = false;
			stop?.();
		};
	}, [ path, registry, restoreDraft ] );
}
