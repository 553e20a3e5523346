/**
 * The selected product rows' keys, in the order they were picked.
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
 * @return Selected row keys.
 */
export function useSelectedRowKeys(): string[] {
	return useSelect( ( select ) => select( store ).getSelectedRowKeys(), [] );
}
