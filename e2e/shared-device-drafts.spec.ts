/**
 * A guest's silent draft on a shared device: a guest draft idle past the
 * site's hours is not restored, a fresher one is and says so with a
 * one-tap 清除; a guest's order, once placed, takes the guest's leftovers
 * with it; the hours are a setting beside keep-data on uninstall.
 *
 * The spec sets the hours option only within a test and deletes it after.
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
import { ADMIN } from './auth-states';
import {
	addBelievers,
	fillBilling,
	lightBeliever,
	productId,
	shopPhp,
	storeCart,
} from './cart-helpers';
import {
	saveShopSettings,
	seriousViolations,
	settingsIn,
} from './page-helpers';
import {
	lampCard,
	lampSection,
	pluginKeys,
	putBack,
	stored,
} from './browser-storage';
import {
	SHOTS,
	DRAFT_KEY,
	NOTICE,
	CLEARED,
	pastTheDraftWriter,
	summary,
	openOfferings,
	typeBeliever,
	expectNothingRestored,
} from './shared-device-helpers';

// A checkout's first page can take half a minute on a busy machine.
test.describe.configure( { mode: 'serial', timeout: 180_000 } );

const HOUR = 60 * 60 * 1000;

test.beforeAll( () => {
	fs.mkdirSync( SHOTS, { recursive: true } );
} );

test.afterAll( () => {
	shopPhp(
		`delete_option( 'temple_offerings_guest_draft_hours' ); wp_cache_flush();`
	);
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
		await saveShopSettings( page );
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
