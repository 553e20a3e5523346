/**
 * The demo shop serves what a site with the plugin's zip serves, nothing of
 * the repository besides: not the shop's own state (mail.log holds
 * believers' names and addresses), not .git, not node_modules, not the PHP
 * tests. The plugin's folder holds links to package.json's `files` only.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import path from 'node:path';

const REPO = path.join( __dirname, '..' );
const PLUGIN = '/wp-content/plugins/temple-offerings';
const SHOP = path.relative(
	REPO,
	process.env.E2E_SHOP_DIR ?? path.join( REPO, '.shop-e2e' )
);

test( 'the shop state, the repository and the tests are not served; the plugin is', async ( {
	request,
} ) => {
	for ( const hidden of [
		`${ SHOP }/mail.log`,
		`${ SHOP }/debug.log`,
		`${ SHOP }/setup.log`,
		'.git/HEAD',
		'package.json',
		'node_modules/react/package.json',
		'php/tests/phpunit.xml',
		'e2e/global-setup.ts',
	] ) {
		const response = await request.get( `${ PLUGIN }/${ hidden }`, {
			maxRedirects: 0,
		} );
		expect( response.status(), hidden ).toBe( 404 );
	}
	for ( const served of [
		'build/view.js',
		'block.json',
		'assets/staff/staff.css',
	] ) {
		const response = await request.get( `${ PLUGIN }/${ served }` );
		expect( response.status(), served ).toBe( 200 );
	}
} );
