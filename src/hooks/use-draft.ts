/**
 * Restores this page's draft on mount and keeps it up to date after.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useRegistry, type DataRegistry } from '@wordpress/data';
import { useLayoutEffect } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store, STORE_NAME } from '../store';
import { keepDraft } from '../store/draft';
import type { OfferingsState } from '../store/types';

/**
 * @param path       Page path the draft is kept under.
 * @param onRestored Called once the draft is back and kept (the page fills
 *                   itself from a renew address then, after the draft, so
 *                   the draft does not overwrite the fill).
 */
export function useDraft(
	path: string,
	onRestored?: ( registry: DataRegistry ) => void
): void {
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
				onRestored?.( registry );
			}
		};
		Promise.resolve( restoreDraft( path ) ).then( keep, keep );
		return () => {
			active = false;
			stop?.();
		};
	}, [ path, registry, restoreDraft, onRestored ] );
}
