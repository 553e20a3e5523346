/**
 * Registration cutoff (登記截止日) days, on the real shop: staff set a
 * cutoff on a product's Temple tab and on a category, the product's own day
 * winning, and the offering card shows the day.
 *
 * Its products and category are its own (cutoff-helpers.ts).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	SHOTS,
	LAMP,
	LATER,
	taipeiDay,
	cardDay,
	shoot,
	cutoffProducts,
	cutoffCleanUp,
} from './cutoff-helpers';

test.describe( 'registration cutoff and corrections before it', () => {
	test.describe.configure( { mode: 'serial' } );

	const open = taipeiDay( 40 );
	const categoryDay = taipeiDay( 20 );
	let lamp = 0;
	let later = 0;
	let variable = 0;
	let category = 0;

	test.beforeAll( () => {
		( { category, lamp, later, variable } = cutoffProducts() );
	} );

	test.afterAll( async ( { browser } ) => {
		await cutoffCleanUp( browser, 0, [ lamp, later, variable ] );
	} );

	test( 'staff set a cutoff on the Temple tab and on a category; the product’s own day wins', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		await page.goto( `/wp-admin/post.php?post=${ lamp }&action=edit` );
		await page.locator( '.temple_offerings_options a' ).click();
		const field = page.getByLabel( '登記截止日' );
		await expect( field ).toBeVisible();
		await field.fill( open );
		fs.mkdirSync( SHOTS, { recursive: true } );
		await page.setViewportSize( { width: 1280, height: 900 } );
		await page.locator( '#temple_offerings_product_data' ).screenshot( {
			path: path.join( SHOTS, 'cutoff-temple-tab-1280.png' ),
		} );
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message.updated' ) ).toBeVisible();
		await expect( page.getByLabel( '登記截止日' ) ).toHaveValue( open );

		await page.goto(
			`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
		);
		await page.getByLabel( '登記截止日' ).fill( categoryDay );
		await page.locator( '#edittag input[type="submit"]' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible();
		await page.goto(
			`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
		);
		await expect( page.getByLabel( '登記截止日' ) ).toHaveValue(
			categoryDay
		);
		const rows = await (
			await page.request.get(
				'/wp-json/temple-offerings/v1/visible-products?category=light'
			)
		).json();
		await context.close();
		const row = ( id: number ) =>
			rows.find( ( r: { id: number } ) => r.id === id );
		// Its own day, though its category closes earlier.
		expect( row( lamp ) ).toMatchObject( { cutoff: open, closed: false } );
		// No day of its own: its category's.
		expect( row( later ) ).toMatchObject( {
			cutoff: categoryDay,
			closed: false,
		} );
	} );

	test( 'the offering card shows the cutoff day', async ( { page } ) => {
		await page.goto( '/offerings/' );
		const card = page.getByRole( 'button', {
			name: new RegExp( `^${ LAMP }.*登記截止 ${ cardDay( open ) }` ),
		} );
		await expect( card ).toBeEnabled();
		await expect(
			page.getByRole( 'button', {
				name: new RegExp(
					`^${ LATER }.*登記截止 ${ cardDay( categoryDay ) }`
				),
			} )
		).toBeVisible();
		await card.scrollIntoViewIfNeeded();
		await shoot( page, 'card-open' );
	} );
} );
