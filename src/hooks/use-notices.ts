/**
 * The notices the store recorded for the worshipper, and a way to mark them
 * shown: the store says what happened, a component decides how it looks.
 */

/**
 * WordPress dependencies
 */
import { useDispatch, useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../store';
import type { Notice } from '../store/types';

/**
 * @return The notices not yet shown (oldest first) and `shown( ids )`.
 */
export function useNotices(): {
	notices: Notice[];
	shown: ( ids: readonly number[] ) => void;
} {
	const notices = useSelect( ( select ) => select( store ).getNotices(), [] );
	const { noticesShown } = useDispatch( store );
	return { notices, shown: noticesShown };
}
