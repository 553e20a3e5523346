/**
 * 清除我的資料 on a temple's kiosk or a family's tablet, used by many people
 * in turn: it asks, then leaves nothing of the visitor in the browser, and
 * a double tap on a phone asks once and clears nothing until answered; an
 * account's saved believers and the cart are never touched.
 *
 * The spec brings its own customer and removes it at the end.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	productId,
	storeCart,
} from './cart-helpers';
import { logIn, seriousViolations } from './page-helpers';
import { lampCard, lampSection, pluginKeys, stored } from './browser-storage';
import { signIn } from './request-helpers';
import {
	SHOTS,
	DRAFT_KEY,
	CAROL,
	CLEARED,
	customerData,
	pastTheDraftWriter,
	summary,
	openOfferings,
	typeBeliever,
	expectNothingRestored,
} from './shared-device-helpers';

// A checkout's first page can take half a minute on a busy machine.
test.describe.configure( { mode: 'serial', timeout: 180_000 } );

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
} );

const clearButton = ( page: Page ) =>
	summary( page ).getByRole( 'button', { name: '清除我的資料' } );

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
