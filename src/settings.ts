/**
 * Reads the settings PHP rendered into the mount element, defensively: a broken
 * attribute must not take the page down.
 */
/**
 * Internal dependencies
 */
import { GUEST_OWNER } from './domain/owner';
import type { PageSettings } from './types/settings';

const DEFAULTS: PageSettings = {
	allowedCategories: [],
	defaultCategory: '',
	cartUrl: '/cart/',
	placeholderImage: '',
	allowedOrigins: [],
	isLoggedIn: false,
	loginUrl: '/wp-login.php',
	restNonce: '',
	owner: GUEST_OWNER,
};

const strings = ( value: unknown ): string[] =>
	Array.isArray( value )
		? value.filter( ( item ): item is string => typeof item === 'string' )
		: [];

/**
 * Parses `data-settings`; unknown or mistyped values fall back to defaults.
 *
 * @param raw The attribute's text.
 */
export function parseSettings( raw: string | undefined ): PageSettings {
	let data: Record< string, unknown > = {};
	try {
		const parsed: unknown = JSON.parse( raw ?? '{}' );
		if ( parsed && typeof parsed === 'object' ) {
			data = parsed as Record< string, unknown >;
		}
	} catch {
		// Keep the defaults.
	}
	const text = ( key: keyof PageSettings ): string =>
		typeof data[ key ] === 'string'
			? ( data[ key ] as string )
			: ( DEFAULTS[ key ] as string );

	return {
		allowedCategories: strings( data.allowedCategories ),
		defaultCategory: text( 'defaultCategory' ),
		cartUrl: text( 'cartUrl' ),
		placeholderImage: text( 'placeholderImage' ),
		allowedOrigins: strings( data.allowedOrigins ),
		isLoggedIn: data.isLoggedIn === true,
		loginUrl: text( 'loginUrl' ),
		restNonce: text( 'restNonce' ),
		// An empty token would match nothing useful; a missing one is a guest's.
		owner: text( 'owner' ) || GUEST_OWNER,
	};
}
