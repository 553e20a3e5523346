/**
 * The draw's setting on the real shop: staff tick and untick **Places are
 * given by draw** (名額以抽籤決定) on an offering's Temple tab, and the
 * product meta the draw reads follows.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp, simpleProduct } from './cart-helpers';

let plain = 0;

test.beforeAll( () => {
	plain = simpleProduct( 'e2e-draw-setting', '抽籤設定燈', 500, [ 'light' ] );
	shopPhp( `delete_post_meta( ${ plain }, '_temple_offerings_draw' );` );
} );

test.afterAll( () => {
	shopPhp( `wp_delete_post( ${ plain }, true );` );
} );

test( 'staff set and clear the draw on the offering’s Temple tab', async ( {
	browser,
} ) => {
	test.slow();
	const context = await browser.newContext( { storageState: ADMIN } );
	const page = await context.newPage();
	const stored = () =>
		shopPhp(
			`echo get_post_meta( ${ plain }, '_temple_offerings_draw', true );`
		).trim();
	const box = () => page.getByLabel( '名額以抽籤決定' );
	const templeTab = () =>
		expect( async () => {
			await page.locator( '.temple_offerings_options a' ).click();
			await expect( box() ).toBeVisible( { timeout: 2_000 } );
		} ).toPass( { timeout: 120_000 } );
	const save = async () => {
		await Promise.all( [
			page.waitForURL( /message=|post\.php/, { timeout: 120_000 } ),
			page.locator( '#publish' ).click(),
		] );
		await page.waitForLoadState( 'load', { timeout: 120_000 } );
		await templeTab();
	};
	await page.goto( `/wp-admin/post.php?post=${ plain }&action=edit` );
	await templeTab();
	await expect( box() ).not.toBeChecked();
	await box().check();
	await save();
	await expect( box() ).toBeChecked();
	expect( stored() ).toBe( 'yes' );
	await box().uncheck();
	await save();
	await expect( box() ).not.toBeChecked();
	expect( stored() ).toBe( '' );
	await context.close();
} );
