/**
 * What the offering page keeps in the browser, as the draft and shared-device
 * specs read and plant it, and the 光明燈 card and section they drive.
 */
/**
 * External dependencies
 */
import type { Page } from '@playwright/test';

/**
 * The plugin's keys (`temple-offerings:…`) in localStorage, and in
 * sessionStorage too when asked.
 *
 * @param page        The page.
 * @param withSession Also list sessionStorage's keys.
 */
export const pluginKeys = ( page: Page, withSession = false ) =>
	page.evaluate(
		( session ) =>
			( session
				? [ window.localStorage, window.sessionStorage ]
				: [ window.localStorage ]
			).flatMap( ( area ) =>
				Object.keys( area ).filter( ( key ) =>
					key.startsWith( 'temple-offerings:' )
				)
			),
		withSession
	);

/**
 * A localStorage item's stored text.
 *
 * @param page The page.
 * @param key  The key.
 */
export const stored = ( page: Page, key: string ) =>
	page.evaluate( ( name ) => window.localStorage.getItem( name ), key );

/**
 * Writes a localStorage item, e.g. a draft made older than it is.
 *
 * @param page  The page.
 * @param key   The key.
 * @param value Its text.
 */
export const putBack = ( page: Page, key: string, value: string ) =>
	page.evaluate(
		( [ name, text ] ) => window.localStorage.setItem( name, text ),
		[ key, value ]
	);

/**
 * The 光明燈 card of the open tab.
 *
 * @param page The page.
 */
export const lampCard = ( page: Page ) =>
	page.getByRole( 'tabpanel' ).getByRole( 'button', { name: /^光明燈/ } );

/**
 * The 光明燈 form section.
 *
 * @param page The page.
 */
export const lampSection = ( page: Page ) =>
	page.getByRole( 'region', { name: /^光明燈/ } );
