/**
 * The page settings PHP rendered, provided by App through a context.
 */

/**
 * WordPress dependencies
 */
import { createContext, useContext } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { parseSettings } from '../settings';
import type { PageSettings } from '../types/settings';

export const SettingsContext = createContext< PageSettings >(
	parseSettings( undefined )
);

/**
 * The page settings.
 *
 * @return Settings.
 */
export function useSettings(): PageSettings {
	return useContext( SettingsContext );
}
