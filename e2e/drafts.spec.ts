/**
 * The offering page's draft and copied believer on a shared computer: one
 * account fills a row and logs out; the log-in screen clears the plugin's
 * localStorage, and even a draft put back by hand is dropped for a guest and
 * for another account (each page only reads its own owner's items), while
 * its owner still gets it back. A row picked from the saved believers is
 * stored as a reference only and refilled after a reload.
 *
 * The spec brings its own two customers and removes them at the end.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	request as playwrightRequest,
	type Page,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { lightBeliever } from './cart-helpers';
import {
	lampCard,
	lampSection,
	pluginKeys,
	putBack,
	stored,
} from './browser-storage';
import { signIn } from './request-helpers';
import { settingsIn } from './page-helpers';

test.describe.configure( { mode: 'serial' } );

const BASE = process.env.E2E_BASE_URL ?? '';
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
const REPO = path.join( __dirname, '..' );
const DRAFT_KEY = 'temple-offerings:draft:/offerings/';
const COPIED_KEY = 'temple-offerings:copied-believer';
const ALICE = { login: 'draft-alice', email: 'draft-alice@example.test' };
const BOB = { login: 'draft-bob', email: 'draft-bob@example.test' };

const customerData = ( ...args: string[] ): { id: number } =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/customer-data.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	);

let aliceId = 0;

test.beforeAll( async () => {
	aliceId = customerData( 'user', ALICE.login, ALICE.email ).id;
	customerData( 'user', BOB.login, BOB.email );
	// Alice has one saved believer (常用名單).
	const { api, nonce } = await signIn( ALICE.login );
	const saved = await api.post( '/wp-json/temple-offerings/v1/believers', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			believers: [
				{
					product_category: [ 'light' ],
					data: lightBeliever( '林美華', '臺中市西區民權路99號' ),
				},
			],
		},
	} );
	expect( saved.status(), await saved.text() ).toBe( 201 );
	await api.dispose();
} );

test.afterAll( () => {
	customerData( 'clean', ALICE.email );
	customerData( 'clean', BOB.email );
} );

async function logIn( page: Page, login: string ) {
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( login );
	await page.locator( '#user_pass' ).fill( 'password' );
	await Promise.all( [
		page.waitForURL( ( url ) => ! url.pathname.endsWith( 'wp-login.php' ) ),
		page.locator( '#wp-submit' ).click(),
	] );
}

/**
 * Logs out as a person does: WordPress asks to confirm, the link logs out and
 * lands on the log-in screen.
 *
 * @param page The page.
 */
async function logOut( page: Page ) {
	await page.goto( '/wp-login.php?action=logout' );
	await Promise.all( [
		page.waitForURL( /loggedout=true/ ),
		page.locator( 'a[href*="action=logout"]' ).click(),
	] );
}

/**
 * Opens the offering page and waits until it has drawn its cards (and so
 * restored whatever draft it was going to).
 *
 * @param page The page.
 */
async function openOfferings( page: Page ) {
	await page.goto( '/offerings/' );
	await expect( lampCard( page ) ).toBeVisible();
}

/**
 * The page shows no selection and no form: what a new visitor must see.
 *
 * @param page The page.
 */
async function expectEmptyForms( page: Page ) {
	await expect( lampCard( page ) ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( page.getByRole( 'region', { name: /^光明燈/ } ) ).toHaveCount(
		0
	);
	await expect( page.getByLabel( /^信眾姓名/ ) ).toHaveCount( 0 );
}

test( 'after one account logs out, a guest and another account find empty forms; the owner finds hers', async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	const page = await context.newPage();

	await logIn( page, ALICE.login );
	await openOfferings( page );
	await lampCard( page ).click();
	await lampSection( page )
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.click();
	await lampSection( page )
		.getByLabel( /^信眾姓名/ )
		.fill( '王小明' );
	await lampSection( page )
		.getByLabel( /^信眾地址/ )
		.fill( '台南市中山路1號' );
	await lampSection( page ).getByRole( 'button', { name: /^複製/ } ).click();
	await expect.poll( () => stored( page, DRAFT_KEY ) ).toContain( '王小明' );

	const aliceDraft = ( await stored( page, DRAFT_KEY ) ) ?? '';
	const envelope = JSON.parse( aliceDraft );
	// An opaque token: not the guests', and not the user id.
	expect( envelope.owner ).toMatch( /^[0-9a-f]{32}$/ );
	expect( envelope.owner ).not.toBe( String( aliceId ) );
	expect(
		JSON.parse( ( await stored( page, COPIED_KEY ) ) ?? '{}' )
	).toMatchObject( { owner: envelope.owner, data: { name: '王小明' } } );

	// Logging out: the log-in screen removes the plugin's keys and its cookie.
	await logOut( page );
	await expect.poll( () => pluginKeys( page ) ).toEqual( [] );
	expect(
		( await context.cookies() ).map( ( cookie ) => cookie.name )
	).not.toContain( 'temple_offerings_forget' );

	// The next visitor, a guest, gets empty forms.
	await openOfferings( page );
	await expectEmptyForms( page );

	// Even with Alice's draft back in storage, a guest's page drops it unread.
	await putBack( page, DRAFT_KEY, aliceDraft );
	await openOfferings( page );
	await expectEmptyForms( page );
	expect( await stored( page, DRAFT_KEY ) ).toBeNull();

	// So does another account's.
	await logIn( page, BOB.login );
	await putBack( page, DRAFT_KEY, aliceDraft );
	await openOfferings( page );
	await expectEmptyForms( page );
	expect( await stored( page, DRAFT_KEY ) ).toBeNull();
	await logOut( page );

	// Alice herself, back within the day, finds her row.
	await logIn( page, ALICE.login );
	await putBack( page, DRAFT_KEY, aliceDraft );
	await openOfferings( page );
	await expect( lampCard( page ) ).toHaveAttribute( 'aria-pressed', 'true' );
	await expect( lampSection( page ).getByLabel( /^信眾姓名/ ) ).toHaveValue(
		'王小明'
	);
	await context.close();
} );

test( 'a row picked from the saved believers is stored by reference and refilled after a reload', async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	await logIn( page, ALICE.login );
	await openOfferings( page );
	await page.evaluate( () => window.localStorage.clear() );
	await lampCard( page ).click();
	await lampSection( page )
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.click();
	await lampSection( page )
		.getByLabel( '常用名單' )
		.selectOption( { label: '林美華（臺中市西區民權路99號）' } );
	await expect( lampSection( page ).getByLabel( /^信眾姓名/ ) ).toHaveValue(
		'林美華'
	);
	await expect
		.poll( () => stored( page, DRAFT_KEY ) )
		.toContain( 'saved_id' );
	const draft = ( await stored( page, DRAFT_KEY ) ) ?? '';
	for ( const personal of [ '林美華', '民權路', '1980' ] ) {
		expect( draft ).not.toContain( personal );
	}

	await page.reload();
	await expect( lampSection( page ).getByLabel( /^信眾姓名/ ) ).toHaveValue(
		'林美華'
	);
	await expect( lampSection( page ).getByLabel( /^信眾地址/ ) ).toHaveValue(
		'臺中市西區民權路99號'
	);
	await context.close();
} );

test( 'every guest gets the same owner in the page; an account gets its own token', async ( {
	request,
	browser,
} ) => {
	const guestA = settingsIn(
		await ( await request.get( '/offerings/' ) ).text()
	);
	const other = await playwrightRequest.newContext( { baseURL: BASE } );
	const guestB = settingsIn(
		await ( await other.get( '/offerings/' ) ).text()
	);
	await other.dispose();
	expect( guestA ).toContain( '"owner":"guest"' );
	// Nothing else of them is a guest's own either: they differ only by the
	// server's clock (`now`), which sets the opening countdowns.
	const clockless = ( settings: string ) => {
		const { now, ...rest } = JSON.parse( settings );
		expect( typeof now ).toBe( 'number' );
		return rest;
	};
	expect( clockless( guestB ) ).toEqual( clockless( guestA ) );

	const context = await browser.newContext();
	const page = await context.newPage();
	await logIn( page, BOB.login );
	const bob = settingsIn(
		await ( await page.request.get( '/offerings/' ) ).text()
	);
	expect( bob ).toMatch( /"owner":"[0-9a-f]{32}"/ );
	expect( bob ).not.toContain( '"owner":"guest"' );
	await context.close();
} );
