/**
 * Whether the worshipper has pressed add: fields then show their errors.
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../store';

/**
 * @return True after the first add attempt (until it succeeds).
 */
export function useSubmitAttempted(): boolean {
	return useSelect( ( select ) => select( store ).isSubmitAttempted(), [] );
}
