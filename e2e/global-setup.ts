/**
 * Logs the shop's admin and customer in once and keeps their cookies, so tests
 * start signed in (`test.use( { storageState: ADMIN } )`).
 */
/**
 * External dependencies
 */
import { chromium, type FullConfig } from '@playwright/test';
import path from 'node:path';

// Signed-in states live with the shop they belong to: cookies of one shop are no use on another.
const authDir = path.join(
	process.env.E2E_SHOP_DIR ?? path.join( __dirname, '../test-results' ),
	'.auth'
);
export const ADMIN = path.join( authDir, 'admin.json' );
export const CUSTOMER = path.join( authDir, 'customer.json' );

async function logIn(
	config: FullConfig,
	user: string,
	password: string,
	file: string
) {
	const { baseURL, launchOptions } = config.projects[ 0 ].use;
	const browser = await chromium.launch( launchOptions );
	const page = await browser.newPage( { baseURL } );
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( user );
	await page.locator( '#user_pass' ).fill( password );
	await Promise.all( [
		page.waitForURL( /wp-admin|my-account/ ),
		page.locator( '#wp-submit' ).click(),
	] );
	await page.context().storageState( { path: file } );
	await browser.close();
}

export default async function globalSetup( config: FullConfig ) {
	await logIn( config, 'admin', 'password', ADMIN );
	await logIn( config, 'believer', 'password', CUSTOMER );
}
