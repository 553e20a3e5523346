/**
 * The plugin on the real shop: the block page renders with its mount element
 * and the view script mounts, in Chinese on this zh_TW site; the editor inserts
 * the block and saves it.
 */
/**
 * External dependencies
 */
import { test, expect } from '@wordpress/e2e-test-utils-playwright';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { newPageWithBlock, publish } from './editor-helpers';
import { SETTINGS, blockSettings } from './page-helpers';

test( 'the block page renders the mount element and the view script mounts', async ( {
	page,
} ) => {
	const response = await page.goto( '/offerings/' );
	expect( response?.status() ).toBe( 200 );
	const mount = page.locator( '.wp-block-temple-offerings-offerings' );
	await expect( mount ).toHaveCount( 1 );
	const settings = await blockSettings( page );
	expect( settings.allowedCategories ).toEqual( [
		'light',
		'pudu',
		'worship',
		'gift',
		'dead-blessing',
		'super',
		'animal',
		'change',
	] );
	// Rendered by React in zh_TW, from the shipped script translations.
	await expect( mount ).toContainText( '請選擇結緣品或類型，並填寫下方表單' );
} );

test( 'the plugin folder serves what the plugin ships and nothing else of the repository', async ( {
	request,
} ) => {
	// The shop links the whole repository as the plugin folder, and keeps its
	// own state (logs with believers' names, the database) inside it.
	const repo = path.resolve( __dirname, '..' );
	const plugin = '/wp-content/plugins/temple-offerings/';
	const state = path.relative( repo, process.env.E2E_SHOP_DIR ?? '' );
	const shipped = [
		'build/view.js',
		'block.json',
		'languages/temple-offerings-zh_TW.mo',
	];
	const kept = [
		'package.json',
		'bin/shop/router.php',
		'bin/shop/setup.php',
		'e2e/foundation.spec.ts',
		'php/Plugin.php',
		'php/tests/bootstrap.php',
		'temple-offerings.php',
		...[ 'debug.log', 'setup.log', 'mariadb-error.log', 'mail.log' ].map(
			( log ) => `${ state }/${ log }`
		),
	].filter( ( file ) => fs.existsSync( path.join( repo, file ) ) );
	// At least the repository's own files and one log of the shop's are there to be asked for.
	expect( kept.length ).toBeGreaterThanOrEqual( 8 );
	for ( const file of shipped ) {
		expect( ( await request.get( plugin + file ) ).status(), file ).toBe(
			200
		);
	}
	for ( const file of kept ) {
		const answer = await request.get( plugin + file );
		expect( answer.status(), file ).toBe( 404 );
	}
	// Other spellings of the same files reach nothing either.
	for ( const spelling of [
		'/wp-content/plugins//temple-offerings/package.json',
		`${ plugin }${ encodeURIComponent( state ) }/setup.log`,
		`${ plugin }%62in/shop/setup.php`,
	] ) {
		expect( ( await request.get( spelling ) ).status(), spelling ).toBe(
			404
		);
	}
} );

test.describe( 'editor', () => {
	test.use( { storageState: ADMIN } );

	test( 'inserts the block by its Chinese title and saves the page', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		await newPageWithBlock( { admin, editor, page }, 'E2E 結緣品' );

		const front = await page.goto( await publish( editor, requestUtils ) );
		expect( front?.status() ).toBe( 200 );
		await expect( page.locator( SETTINGS ) ).toHaveCount( 1 );
	} );
} );

test.describe( 'without WooCommerce', () => {
	test.use( { storageState: ADMIN } );

	const plugin = ( action: 'activate' | 'deactivate' ) => {
		const result = spawnSync(
			'php',
			[
				path.join( __dirname, '../bin/shop/setup.php' ),
				path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' ),
				'plugin',
				action,
				'woocommerce/woocommerce.php',
			],
			{ encoding: 'utf8' }
		);
		expect( result.status, result.stderr ).toBe( 0 );
	};

	test.afterAll( () => plugin( 'activate' ) );

	test( 'the block says so and wp-admin shows a notice, with no PHP error', async ( {
		page,
	} ) => {
		plugin( 'deactivate' );

		const response = await page.goto( '/offerings/' );
		expect( response?.status() ).toBe( 200 );
		await expect(
			page.locator( '.wp-block-temple-offerings-offerings' )
		).toHaveText(
			'此結緣品頁面需要 WooCommerce，但本站尚未啟用 WooCommerce。'
		);
		// No settings, so no script tries to start the offering page.
		await expect( page.locator( SETTINGS ) ).toHaveCount( 0 );

		// The Plugins screen, not the dashboard: with WooCommerce off, the
		// dashboard's Recent Comments widget checks capabilities on order notes
		// whose post type is gone, and WordPress logs a notice of its own.
		await page.goto( '/wp-admin/plugins.php' );
		await expect(
			page.locator( '.notice-error', {
				hasText: 'Temple Offerings 需要 WooCommerce。',
			} )
		).toBeVisible();
	} );
} );
