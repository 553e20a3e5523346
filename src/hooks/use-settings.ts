/**
 * The page settings PHP rendered, from the store (startOfferingPage put them
 * there before the first render).
 */

/**
 * WordPress dependencies
 */
import { useSelect } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '../store';
import type { PageSettings } from '../types/settings';

/**
 * The page settings.
 *
 * @return Settings.
 */
export function useSettings(): PageSettings {
	return useSelect( ( select ) => select( store ).getSettings(), [] );
}
