/**
 * Logs the shop's admin and customer in once, through WordPress's own e2e
 * RequestUtils (wp-login.php, then the REST nonce), and keeps their cookies
 * and nonce, so tests start signed in (`test.use( { storageState: ADMIN } )`)
 * and the `requestUtils` fixture calls REST as the admin without logging in
 * again.
 */
/**
 * External dependencies
 */
import type { FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './auth-states';

export { ADMIN, CUSTOMER };

/**
 * Signs a user in and writes their storage state (cookies, REST nonce and
 * root) to a file.
 *
 * @param baseURL  The shop.
 * @param username Login name; every seeded account's password is "password".
 * @param file     Where the state goes.
 * @return The user's RequestUtils.
 */
async function signIn(
	baseURL: string,
	username: string,
	file: string
): Promise< RequestUtils > {
	const utils = await RequestUtils.setup( {
		baseURL,
		user: { username, password: 'password' },
		storageStatePath: file,
	} );
	await utils.setupRest();
	return utils;
}

export default async function globalSetup( config: FullConfig ) {
	const baseURL = config.projects[ 0 ].use.baseURL ?? '';
	const admin = await signIn( baseURL, 'admin', ADMIN );
	// A new page opens WordPress's starter-pattern chooser over the editor;
	// the tests that insert the block start from an empty page instead.
	await admin.setPreferences( 'core', { enableChoosePatternModal: false } );
	await admin.request.dispose();
	await ( await signIn( baseURL, 'believer', CUSTOMER ) ).request.dispose();
}
