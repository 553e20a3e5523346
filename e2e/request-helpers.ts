/**
 * REST calls as a signed-in user, through WordPress's own e2e RequestUtils:
 * each sign-in gets a request context of its own (its own cookies), so a test
 * that changes one account's session never touches the shared storage states
 * of global-setup.ts, which another e2e run in the same worktree may rewrite
 * for its own shop.
 */
/**
 * External dependencies
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

/**
 * A user signed in through wp-login.php, with the REST nonce WordPress gives
 * that session.
 *
 * @param username Login name.
 * @param password Password ("password" for every account the tests make).
 * @return `api`, the signed-in request context (dispose it when done); `nonce`
 *         for `X-WP-Nonce`; `utils`, WordPress's RequestUtils for that user.
 */
export async function signIn(
	username: string,
	password = 'password'
): Promise< { api: APIRequestContext; nonce: string; utils: RequestUtils } > {
	const utils = await RequestUtils.setup( {
		baseURL: process.env.E2E_BASE_URL ?? '',
		user: { username, password },
	} );
	const nonce = ( await utils.login() ).trim();
	expect( nonce ).toMatch( /^[0-9a-f]+$/ );
	return { api: utils.request, nonce, utils };
}
