/**
 * A temple's kiosk or a family's tablet, used by many people in turn (issue
 * 21's shared devices, issue 30's silent draft): 清除我的資料 asks, then
 * leaves nothing of the visitor in the browser; a guest's order, once
 * placed, takes the guest's leftovers with it; a guest draft idle past the
 * site's hours is not restored, a fresher one is and says so with a one-tap
 * 清除; an account's saved believers and the cart are never touched.
 *
 * The spec brings its own customer and removes it at the end; it sets the
 * hours option only within a test and deletes it after.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { ADMIN } from './auth-states';
import {
	addBelievers,
	fillBilling,
	lightBeliever,
	productId,
	shopPhp,
	storeCart,
} from './cart-helpers';
import { logIn, seriousViolations, settingsIn } from './page-helpers';
import {
	lampCard,
	lampSection,
	pluginKeys,
	putBack,
	stored,
} from './browser-storage';
import { signIn } from './request-helpers';

// A checkout's first page can take half a minute on a busy machine.
test.describe.configure( { mode: 'serial', timeout: 180_000 } );

const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
const REPO = path.join( __dirname, '..' );
const SHOTS = path.join(
	process.env.E2E_SHOP_DIR ?? path.join( REPO, 'test-results' ),
	'shots'
);
const DRAFT_KEY = 'temple-offerings:draft:/offerings/';
const CAROL = { login: 'shared-carol', email: 'shared-carol@example.test' };
const HOUR = 60 * 60 * 1000;
const NOTICE = '已恢復上次未完成的資料';
const CLEARED = '已清除您在這台裝置上的資料';

const customerData = ( ...args: string[] ): { id: number } =>
	JSON.parse(
		execFileSync(
			'php',
			[ path.join( REPO, 'e2e/php/customer-data.php' ), WP_DIR, ...args ],
			{ encoding: 'utf8', timeout: 120_000 }
		)
	);

test.beforeAll( async () => {
	customerData( 'user', CAROL.login, CAROL.email );
	const { api, nonce } = await signIn( CAROL.login );
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
	fs.mkdirSync( SHOTS, { recursive: true } );
} );

test.afterAll( () => {
	customerData( 'clean', CAROL.email );
	shopPhp(
		`delete_option( 'temple_offerings_guest_draft_hours' ); wp_cache_flush();`
	);
} );

/**
 * Waits longer than the draft writer's pause (400 ms), so a draft it was
 * going to write back would be there.
 *
 * @param page The page.
 */
const pastTheDraftWriter = ( page: Page ) =>
	page.evaluate(
		() => new Promise( ( resolve ) => setTimeout( resolve, 800 ) )
	);

const summary = ( page: Page ) =>
	page.getByRole( 'complementary', { name: '結緣品明細' } );
const clearButton = ( page: Page ) =>
	summary( page ).getByRole( 'button', { name: '清除我的資料' } );

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
 * Picks 光明燈, types one believer and copies it, and waits for the draft.
 *
 * @param page The page.
 * @param name The believer's name.
 */
async function typeBeliever( page: Page, name: string ) {
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
async function expectNothingRestored( page: Page ) {
	await expect( lampCard( page ) ).toHaveAttribute( 'aria-pressed', 'false' );
	await expect( lampSection( page ) ).toHaveCount( 0 );
	await expect( page.getByLabel( /^信眾姓名/ ) ).toHaveCount( 0 );
	await expect( page.getByText( NOTICE ) ).toHaveCount( 0 );
}

test( '清除我的資料 asks first, then the next visit of this browser finds nothing', async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	await page.setViewportSize( { width: 1280, height: 900 } );
	await openOfferings( page );
	await typeBeliever( page, '王小明' );
	expect( ( await pluginKeys( page, true ) ).sort() ).toEqual( [
		'temple-offerings:copied-believer',
		DRAFT_KEY,
	] );
	await clearButton( page ).scrollIntoViewIfNeeded();
	await summary( page ).screenshot( {
		path: path.join( SHOTS, 'shared-device-summary-1280.png' ),
	} );
	await page.setViewportSize( { width: 390, height: 844 } );
	await clearButton( page ).scrollIntoViewIfNeeded();
	await summary( page ).screenshot( {
		path: path.join( SHOTS, 'shared-device-summary-390.png' ),
	} );

	// Cancelled: everything stays.
	await clearButton( page ).click();
	const dialog = page.getByRole( 'dialog', { name: '清除我的資料' } );
	await expect( dialog ).toContainText( '祈福袋與常用名單不受影響' );
	expect(
		await seriousViolations( page, '.temple-offerings-dialog' )
	).toEqual( [] );
	await page.screenshot( {
		path: path.join( SHOTS, 'shared-device-confirm-390.png' ),
	} );
	await dialog.getByRole( 'button', { name: '取消' } ).click();
	await expect( dialog ).toBeHidden();
	await expect( lampSection( page ).getByLabel( /^信眾姓名/ ) ).toHaveValue(
		'王小明'
	);

	// Confirmed: the page empties, a toast says so, and the browser keeps nothing.
	await clearButton( page ).click();
	await dialog.getByRole( 'button', { name: '清除', exact: true } ).click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: CLEARED } )
	).toBeVisible();
	await expect( lampSection( page ) ).toHaveCount( 0 );
	await expect( page.getByRole( 'tab', { selected: true } ) ).toBeFocused();
	// Past the draft writer's pause, still nothing written back.
	await pastTheDraftWriter( page );
	expect( await pluginKeys( page, true ) ).toEqual( [] );

	await openOfferings( page );
	await expectNothingRestored( page );
	await context.close();
} );

test( '清除我的資料 tapped twice on a 390 px phone: one question, nothing cleared until it is answered', async ( {
	browser,
} ) => {
	const context = await browser.newContext( {
		hasTouch: true,
		viewport: { width: 390, height: 844 },
	} );
	const page = await context.newPage();
	await openOfferings( page );
	await typeBeliever( page, '陳小華' );
	const dialog = page.getByRole( 'dialog', { name: '清除我的資料' } );
	const name = lampSection( page ).getByLabel( /^信眾姓名/ );
	// A double tap where the button is seen: the second tap lands on
	// whatever the first one put there, which must not be 清除.
	const tapTwice = async () => {
		await clearButton( page ).scrollIntoViewIfNeeded();
		const box = await clearButton( page ).boundingBox();
		if ( ! box ) {
			throw new Error( '清除我的資料 is not on the page.' );
		}
		const [ x, y ] = [ box.x + box.width / 2, box.y + box.height / 2 ];
		await page.touchscreen.tap( x, y );
		await page.touchscreen.tap( x, y );
	};

	await tapTwice();
	await expect( dialog ).toBeVisible();
	await pastTheDraftWriter( page );
	await expect( dialog ).toBeVisible();
	await expect( name ).toHaveValue( '陳小華' );
	expect( await pluginKeys( page, true ) ).toContain( DRAFT_KEY );
	await dialog.getByRole( 'button', { name: '取消' } ).tap();
	await expect( dialog ).toBeHidden();
	await expect( name ).toHaveValue( '陳小華' );

	// Answered, it clears once, and says so.
	await clearButton( page ).tap();
	await dialog.getByRole( 'button', { name: '清除', exact: true } ).tap();
	await expect( dialog ).toBeHidden();
	await expect( lampSection( page ) ).toHaveCount( 0 );
	await expect(
		page.getByRole( 'status' ).filter( { hasText: CLEARED } )
	).toBeVisible();
	await pastTheDraftWriter( page );
	expect( await pluginKeys( page, true ) ).toEqual( [] );
	await context.close();
} );

test( "a guest draft idle past the site's hours is not restored; a fresher one is, said with a 清除 that works", async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	await openOfferings( page );
	await typeBeliever( page, '陳阿姨' );
	const envelope = JSON.parse( ( await stored( page, DRAFT_KEY ) ) ?? '{}' );
	expect( envelope.owner ).toBe( 'guest' );
	const aged = ( hours: number ) =>
		JSON.stringify( { ...envelope, savedAt: Date.now() - hours * HOUR } );

	// Five idle hours, past the default four: dropped unread, and removed.
	await putBack( page, DRAFT_KEY, aged( 5 ) );
	await openOfferings( page );
	await expectNothingRestored( page );
	expect( await stored( page, DRAFT_KEY ) ).toBeNull();

	// A site that keeps guest drafts six hours restores the same one.
	shopPhp(
		`update_option( 'temple_offerings_guest_draft_hours', 6 ); wp_cache_flush();`
	);
	try {
		await putBack( page, DRAFT_KEY, aged( 5 ) );
		await openOfferings( page );
		await expect( lampCard( page ) ).toHaveAttribute(
			'aria-pressed',
			'true'
		);
	} finally {
		shopPhp(
			`delete_option( 'temple_offerings_guest_draft_hours' ); wp_cache_flush();`
		);
	}

	// One idle hour: restored, and said so atop the summary.
	await putBack( page, DRAFT_KEY, aged( 1 ) );
	await page.setViewportSize( { width: 1280, height: 900 } );
	await openOfferings( page );
	await expect( lampSection( page ).getByLabel( /^信眾姓名/ ) ).toHaveValue(
		'陳阿姨'
	);
	const notice = summary( page ).getByRole( 'status' );
	await expect( notice ).toHaveText( NOTICE );
	expect( await seriousViolations( page, '.temple-offerings' ) ).toEqual(
		[]
	);
	await summary( page ).screenshot( {
		path: path.join( SHOTS, 'shared-device-restored-1280.png' ),
	} );
	await page.setViewportSize( { width: 390, height: 844 } );
	await notice.scrollIntoViewIfNeeded();
	await page.screenshot( {
		path: path.join( SHOTS, 'shared-device-restored-390.png' ),
	} );

	// Its 清除 clears in one tap, with no dialog.
	await summary( page )
		.getByRole( 'button', { name: '清除', exact: true } )
		.click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: CLEARED } )
	).toBeVisible();
	await expect( page.getByRole( 'dialog' ) ).toHaveCount( 0 );
	await pastTheDraftWriter( page );
	expect( await pluginKeys( page, true ) ).toEqual( [] );
	await openOfferings( page );
	await expectNothingRestored( page );
	await context.close();
} );

test( "a guest's order, once placed, takes what the guest left on the page with it", async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	await openOfferings( page );
	// In the cart through the page's own add…
	const lamp = await productId( page.request, 'guangming-lamp' );
	const added = await addBelievers( page.request, lamp, [
		lightBeliever( '王小明' ),
	] );
	expect( added.error ).toBeFalsy();
	// …and then a believer typed on the page again and left there.
	await openOfferings( page );
	await typeBeliever( page, '林大同' );
	expect( await pluginKeys( page, true ) ).toHaveLength( 2 );

	// The guest's address through the Store API first: the block checkout
	// then opens filled in, as it does for a returning customer.
	const { nonce } = await storeCart( page.request );
	const address = {
		first_name: '小明',
		last_name: '王',
		address_1: '中山路1號',
		city: '台南市',
		state: '台南市',
		postcode: '700',
		country: 'TW',
		phone: '0912345678',
	};
	const customer = await page.request.post(
		'/wp-json/wc/store/v1/cart/update-customer',
		{
			headers: { Nonce: nonce },
			data: {
				billing_address: {
					...address,
					email: 'shared-guest@example.test',
				},
				shipping_address: address,
			},
		}
	);
	expect( customer.ok(), await customer.text() ).toBe( true );
	await page.goto( '/checkout/' );
	await fillBilling( page );
	await page
		.locator( '.wc-block-components-checkout-place-order-button' )
		.click();
	await page.waitForURL( /order-received/, { timeout: 30_000 } );
	await expect( page.locator( 'body' ) ).toContainText( '王小明' );
	await expect.poll( () => pluginKeys( page, true ) ).toEqual( [] );

	await openOfferings( page );
	await expectNothingRestored( page );
	await context.close();
} );

test( "an account's 清除我的資料 keeps its saved believers and its cart", async ( {
	browser,
} ) => {
	const context = await browser.newContext();
	const page = await context.newPage();
	await logIn( page, CAROL.login );
	const lamp = await productId( page.request, 'guangming-lamp' );
	await addBelievers( page.request, lamp, [ lightBeliever( '王小明' ) ] );
	const cartBefore = ( await storeCart( page.request ) ).items.length;
	expect( cartBefore ).toBeGreaterThan( 0 );

	await openOfferings( page );
	await lampCard( page ).click();
	await lampSection( page )
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.click();
	await lampSection( page )
		.getByLabel( '常用名單' )
		.selectOption( { label: '林美華（臺中市西區民權路99號）' } );
	await expect
		.poll( () => stored( page, DRAFT_KEY ) )
		.toContain( 'saved_id' );

	await clearButton( page ).click();
	await page
		.getByRole( 'dialog', { name: '清除我的資料' } )
		.getByRole( 'button', { name: '清除', exact: true } )
		.click();
	await expect(
		page.getByRole( 'status' ).filter( { hasText: CLEARED } )
	).toBeVisible();
	await pastTheDraftWriter( page );
	expect( await pluginKeys( page, true ) ).toEqual( [] );

	// The saved list and the cart are the shop's: both as they were.
	expect( ( await storeCart( page.request ) ).items ).toHaveLength(
		cartBefore
	);
	await openOfferings( page );
	await expectNothingRestored( page );
	await lampCard( page ).click();
	await lampSection( page )
		.getByRole( 'button', { name: '新增信眾', exact: true } )
		.click();
	await expect(
		lampSection( page )
			.getByLabel( '常用名單' )
			.locator( 'option', { hasText: '林美華' } )
	).toHaveCount( 1 );
	await context.close();
} );

test.describe( 'the setting', () => {
	test.use( { storageState: ADMIN } );

	test( 'sits beside keep-data on uninstall, and saves whole hours within 1 to 24', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=wc-settings&tab=advanced' );
		const hours = page.getByLabel( '訪客草稿保留時數' );
		await expect( hours ).toHaveValue( '4' );
		await expect( hours ).toHaveAttribute( 'max', '24' );
		// In the plugin's section, with keep-data on uninstall.
		await expect(
			page.locator( 'table.form-table', { has: hours } )
		).toContainText( '解除安裝時保留資料' );
		// The browser's own check would stop 100; the server must stop it too.
		await hours.evaluate( ( input ) => input.removeAttribute( 'max' ) );
		await hours.fill( '100' );
		await page.locator( 'button[name="save"]' ).click();
		await expect( hours ).toHaveValue( '24' );
		expect(
			shopPhp(
				`echo get_option( 'temple_offerings_guest_draft_hours' );`
			).trim()
		).toBe( '24' );
		const html = await ( await page.request.get( '/offerings/' ) ).text();
		expect( settingsIn( html ) ).toContain( '"guestDraftHours":24' );
		shopPhp(
			`delete_option( 'temple_offerings_guest_draft_hours' ); wp_cache_flush();`
		);
	} );
} );
