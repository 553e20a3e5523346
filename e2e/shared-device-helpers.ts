/**
 * What the shared-device specs (shared-device-clear, shared-device-drafts)
 * share: the customer one of them brings (e2e/php/customer-data.php), the
 * draft's key and the page's notices, and the offering page opened, typed
 * into and found empty as a new visitor must find it.
 */
/**
 * External dependencies
 */
import { expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { lampCard, lampSection, stored } from './browser-storage';

export const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
export const REPO = path.join( __dirname, '..' );
export const SHOTS = path.join(
	process.env.E2E_SHOP_DIR ?? path.join( REPO, 'test-results' ),
	'shots'
);
export const DRAFT_KEY = 'temple-offerings:draft:/offerings/';
export const CAROL = {
	login: 'shared-carol',
	email: 'shared-carol@example.test',
};
export const NOTICE = '已恢復上次未完成的資料';
export const CLEARED = '已清除您在這台裝置上的資料';

export const customerData = ( ...args: string[] ): { id: number } =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/customer-data.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	);

/**
 * Waits longer than the draft writer's pause (400 ms), so a draft it was
 * going to write back would be there.
 *
 * @param page The page.
 */
export const pastTheDraftWriter = ( page: Page ) =>
	page.evaluate(
		() => new Promise( ( resolve ) => setTimeout( resolve, 800 ) )
	);

export const summary = ( page: Page ) =>
	page.getByRole( 'complementary', { name: '結緣品明細' } );

/**
 * Opens the offering page and waits until it has drawn its cards (and so
 * restored whatever draft it was going to).
 *
 * @param page The page.
 */
export async function openOfferings( page: Page ) {
	await page.goto( '/offerings/' );
	await expect( lampCard( page ) ).toBeVisible();
}

/**
 * Picks 光明燈, types one believer and copies it, and waits for the draft.
 *
 * @param page The page.
 * @param name The believer's name.
 */
export async function typeBeliever( page: Page, name: string ) {
	if (
		( await lampCard( page ).getAttribute( 'aria-pressed' ) ) !== 'true'
	) {
		await lampCard( page ).click();
	}
	await lampSection( page )
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.click();
	await lampSection( page )
		.getByLabel( /^信眾姓名/ )
		.last()
		.fill( name );
	await lampSection( page )
		.getByLabel( /^信眾地址/ )
		.last()
		.fill( '台南市中山路1號' );
	await lampSection( page )
		.getByRole( 'button', { name: /^複製/ } )
		.last()
		.click();
	await expect.poll( () => stored( page, DRAFT_KEY ) ).toContain( name );
}

/**
 * The page shows no selection, no form and no notice: what a new visitor
 * must see.
 *
 * @param page The page.
 */
export async function expectNothingRestored( page: Page ) {
	await expect( lampCard( page ) ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( lampSection( page ) ).toHaveCount( 0 );
	await expect( page.getByLabel( /^信眾姓名/ ) ).toHaveCount( 0 );
	await expect( page.getByText( NOTICE ) ).toHaveCount( 0 );
}
