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
		restoreDraft( path );
		const reduxStore = registry.stores[ STORE_NAME ]?.store as
			{ getState: () => OfferingsState } | undefined;
		if ( ! reduxStore ) {
			return;
		}
		return keepDraft(
			( listener ) => registry.subscribe( listener, store ),
			() => reduxStore.getState(),
			path
		);
	}, [ path, registry, restoreDraft ] );
}
