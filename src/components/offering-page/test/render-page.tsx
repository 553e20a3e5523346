/**
 * What the offering page's tests share: the page in zh_TW on a fresh
 * registry against a mocked network (window.fetch), and its cards found by
 * name in the open tab.
 */

/**
 * External dependencies
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { resetLocaleData } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import { startOfferingPage } from '../../../app';
import { App } from '../../../test/offering-app';
import { store } from '../../../store';
import type { PageSettings } from '../../../types/settings';
import {
	installResponse,
	loadZhTw,
	mockNetwork,
	settings,
	shop,
	type Handler,
} from './fixtures';

/**
 * Every test of the file in zh_TW, on /offerings/ with an empty storage and
 * no toast left from the one before, the page's lazy parts already settled.
 */
export function inZhTwPage() {
	beforeAll( async () => {
		installResponse();
		loadZhTw();
		await settleLazyParts();
	} );
	afterAll( () => resetLocaleData( undefined, 'temple-offerings' ) );
	afterEach( () => act( () => toast.remove() ) );
	beforeEach( () => {
		window.localStorage.clear();
		window.history.replaceState( null, '', '/offerings/' );
	} );
}

/**
 * Renders the page once with a card picked and waits for the forms and the
 * summary, then takes it away. They are lazy components, which React draws
 * at once only after their first load has settled (in a browser the page
 * preloads them while idle); the tests that pick a card and read the summary
 * straight away count on that.
 */
async function settleLazyParts() {
	const { user, unmount } = renderPage();
	await user.click( await findCard( /^光明燈/ ) );
	await screen.findByRole(
		'button',
		{ name: '新增信眾' },
		{ timeout: 20_000 }
	);
	await screen.findByRole(
		'button',
		{ name: '加入結緣品' },
		{ timeout: 20_000 }
	);
	unmount();
}

/**
 * The page on a registry of its own, its network mocked.
 *
 * @param overrides Settings that differ from the fixture's.
 * @param handler   The network's answers.
 */
export function renderPage(
	overrides: Partial< PageSettings > = {},
	handler: Handler = shop()
) {
	const network = mockNetwork( handler );
	const registry = createRegistry();
	registry.register( store );
	startOfferingPage( settings( overrides ), registry );
	const view = render(
		<RegistryProvider value={ registry }>
			<App />
		</RegistryProvider>
	);
	return { ...view, registry, network, user: userEvent.setup() };
}

/**
 * A card of the open tab, by its name.
 *
 * @param name The card's accessible name.
 */
export const card = ( name: string | RegExp ) =>
	within( screen.getByRole( 'tabpanel' ) ).getByRole( 'button', { name } );
/**
 * A card of the open tab once it is there, by its name.
 *
 * @param name The card's accessible name.
 */
export const findCard = async ( name: string | RegExp ) =>
	within( await screen.findByRole( 'tabpanel' ) ).findByRole( 'button', {
		name,
	} );
