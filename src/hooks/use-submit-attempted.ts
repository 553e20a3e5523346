/**
 * Whether the worshipper has pressed add: a product without believers then
 * says so, and the rows that were there show every message.
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

/**
 * Whether this believer row was on the page at the last refused add, so its
 * fields show every message; a row added after it shows them only once
 * touched, or at its own next attempt.
 *
 * @param id Believer id.
 * @return True when the row was part of the last attempt.
 */
export function useBelieverAttempted( id: string ): boolean {
	return useSelect(
		( select ) => select( store ).wasBelieverAttempted( id ),
		[ id ]
	);
}
