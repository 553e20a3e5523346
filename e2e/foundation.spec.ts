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
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { newPageWithBlock, publish } from './editor-helpers';

test( 'the block page renders the mount element and the view script mounts', async ( {
	page,
} ) => {
	const response = await page.goto( '/offerings/' );
	expect( response?.status() ).toBe( 200 );
	const mount = page.locator(
		'.wp-block-temple-offerings-offerings[data-settings]'
	);
	await expect( mount ).toHaveCount( 1 );
	const settings = JSON.parse(
		( await mount.getAttribute( 'data-settings' ) ) ?? '{}'
	);
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
		await expect(
			page.locator(
				'.wp-block-temple-offerings-offerings[data-settings]'
			)
		).toHaveCount( 1 );
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
		// No mount element, so no script tries to start the offering page.
		await expect( page.locator( '[data-settings]' ) ).toHaveCount( 0 );

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
