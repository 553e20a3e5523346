/**
 * What the lamp number specs (numbers-staff, numbers-orders) share: their
 * product's name, the order screen, screenshots, the numbers in an order's
 * Believers box, and deleting their orders at the end, so the ritual list
 * other specs count holds none of them.
 */
/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

export const PRODUCT = '燈號測試光明燈';
export const SHOTS = path.join( __dirname, '../test-results/numbers' );

export const orderScreen = ( id: number ) =>
	`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ id }`;

export async function shots(
	page: Page,
	name: string,
	widths = [ 390, 1280 ]
) {
	fs.mkdirSync( SHOTS, { recursive: true } );
	for ( const width of widths ) {
		await page.setViewportSize( { width, height: 900 } );
		await page.screenshot( {
			path: path.join( SHOTS, `${ name }-${ width }.png` ),
			fullPage: true,
		} );
	}
	await page.setViewportSize( { width: 1280, height: 900 } );
}

/**
 * The numbers the order's Believers box shows, in order.
 *
 * @param page Admin page.
 * @param id   Order id.
 */
export async function boxNumbers(
	page: Page,
	id: number
): Promise< string[] > {
	await page.goto( orderScreen( id ) );
	const box = page.locator( '#temple-offerings-believers' );
	await expect( box ).toBeVisible();
	return box.locator( 'tr.temple-staff-number td' ).allInnerTexts();
}
