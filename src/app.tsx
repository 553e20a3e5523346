/**
 * The offering page's root: settings into context and store, the page, the
 * toasts.
 */
/**
 * WordPress dependencies
 */
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { OfferingPage } from './components/offering-page/offering-page';
import { Toaster } from './components/toaster/toaster';
import { SettingsContext } from './hooks/use-settings';
import { store } from './store';
import type { PageSettings } from './types/settings';

interface AppProps {
	settings: PageSettings;
}

/**
 * Root component of the frontend offering page.
 *
 * @param props          Component props.
 * @param props.settings Settings rendered by PHP.
 */
export function App( { settings }: AppProps ) {
	const { receiveSettings } = useDispatch( store );
	// Before the first render's resolvers run (they start on a timer after
	// it), so every request knows the allowed origins.
	useState( () => receiveSettings( settings ) );
	return (
		<SettingsContext.Provider value={ settings }>
			<OfferingPage />
			<Toaster />
		</SettingsContext.Provider>
	);
}
