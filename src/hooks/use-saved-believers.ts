/**
 * The logged-in user's saved believers (常用名單); [] for guests.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../store';
import type { SavedBeliever } from '../types/saved-believer';

/**
 * Saved believers, newest first.
 *
 * @return Saved believers.
 */
export function useSavedBelievers(): SavedBeliever[] {
	return useSelect( ( select ) => select( store ).getSavedBelievers(), [] );
}
