/**
 * Registration windows on the real shop: an offering that opens in about
 * 45 seconds says when and counts down on its card, cannot be picked until
 * then yet can be reached with the keyboard, becomes choosable at the
 * second without a reload (nothing moves while it counts), and the add
 * goes in; a closed offering says 已截止登記, and forged adds (wc-ajax,
 * Store API), a cart checked out after the close and a new order through
 * WooCommerce's REST API are refused with the sentence.
 *
 * The shop's time zone is Asia/Taipei (bin/shop/setup.php). Each test makes
 * its own products, so moving their windows touches nothing another spec uses.
 */
/**
 * External dependencies
 */
import { expect, test, request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp, simpleProduct, storeCart } from './cart-helpers';
import { lampBeliever, restNonce } from './order-helpers';
import {
	BASE,
	checkout,
	serverNow,
	storeAdd,
	ajaxAdd,
	taipei,
} from './opening-helpers';

/**
 * Sets a product's own window as its Temple tab would store it, and saves
 * the product through WooCommerce (so the page's cached rows are dropped).
 *
 * @param id     Product id.
 * @param opens  Opening (Unix seconds), or null for none.
 * @param closes Close (Unix seconds), or null for none.
 */
const setWindow = ( id: number, opens: number | null, closes: number | null ) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		foreach ( array( '_temple_offerings_opens_at' => ${ opens ?? 'null' }, '_temple_offerings_closes_at' => ${ closes ?? 'null' } ) as $key => $moment ) {
			null === $moment ? $product->delete_meta_data( $key ) : $product->update_meta_data( $key, (string) $moment );
		}
		$product->save();
	` );

test( 'a card opening in 45 s says when and counts down, becomes choosable at the second without a reload, and the add goes in', async ( {
	page,
} ) => {
	test.slow();
	const id = simpleProduct( 'e2e-opening-soon', '倒數光明燈', 600, [
		'light',
	] );
	// 45 s: on this shared machine a page has taken over 25 s to load.
	const opens = serverNow() + 45;
	setWindow( id, opens, null );
	// Layout shifts, kept from the page's start.
	await page.addInitScript( () => {
		window.shifts = [];
		new PerformanceObserver( ( list ) => {
			for ( const entry of list.getEntries() ) {
				window.shifts?.push( {
					value: ( entry as unknown as { value: number } ).value,
					startTime: entry.startTime,
				} );
			}
		} ).observe( { type: 'layout-shift', buffered: true } );
	} );

	await page.goto( '/offerings/' );
	const card = page
		.getByRole( 'tabpanel' )
		.getByRole( 'button', { name: /^倒數光明燈/ } );
	const label = `${ taipei( opens ).short } 開放登記`;
	await expect( card ).toContainText( label );
	await expect( card ).toHaveAttribute( 'aria-disabled', 'true' );
	const countdown = card.locator( '.temple-offerings__card-countdown' );
	await expect( countdown ).toHaveText( /^00:00:[0-4]\d$/ );
	await expect( countdown ).toHaveAttribute( 'aria-hidden', 'true' );
	// Its name says when, not the seconds.
	await expect( card ).toHaveAccessibleName(
		new RegExp( `^倒數光明燈 NT\\$600 ${ label }$` )
	);

	// Reached with the keyboard, but Enter picks nothing yet.
	await card.focus();
	await expect( card ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( card ).toHaveAttribute( 'aria-pressed', 'false' );

	// The seconds move nothing on the page.
	const box = await card.boundingBox();
	const first = await countdown.textContent();
	const from = await page.evaluate( () => {
		window.stayed = true;
		return performance.now();
	} );
	await expect( countdown ).not.toHaveText( first ?? '' );
	await page.waitForTimeout( 1_500 );
	expect( await card.boundingBox() ).toEqual( box );
	expect(
		await page.evaluate(
			( since ) =>
				( window.shifts ?? [] ).filter(
					( shift ) => shift.startTime >= since
				).length,
			from
		)
	).toBe( 0 );

	// At the second, by the server's clock: choosable, the same page.
	const opened = await page.waitForFunction(
		( name ) => {
			const button = [
				...document.querySelectorAll( '.temple-offerings__card' ),
			].find( ( element ) => element.textContent?.startsWith( name ) );
			return button && ! button.hasAttribute( 'aria-disabled' )
				? Date.now()
				: false;
		},
		'倒數光明燈',
		{ timeout: 60_000, polling: 50 }
	);
	const openedAt = Number( await opened.jsonValue() );
	test.info().annotations.push( {
		type: 'opened',
		description: `${ openedAt - opens * 1000 } ms after the opening second`,
	} );
	expect( openedAt ).toBeGreaterThanOrEqual( opens * 1000 - 250 );
	expect( openedAt ).toBeLessThan( opens * 1000 + 3_000 );
	expect( await page.evaluate( () => window.stayed ) ).toBe( true );
	await expect( countdown ).toHaveCount( 0 );
	await expect( card ).not.toContainText( '開放登記' );

	await expect( card ).toBeFocused();
	await page.keyboard.press( 'Enter' );
	await expect( card ).toHaveAttribute( 'aria-pressed', 'true' );
	const section = page.getByRole( 'region', {
		name: '倒數光明燈',
		exact: true,
	} );
	await section.getByRole( 'button', { name: '新增信眾' } ).click();
	await section.getByLabel( '信眾姓名' ).last().fill( '王開放' );
	await section.getByLabel( '信眾地址' ).last().fill( '台南市中山路1號' );
	await Promise.all( [
		page.waitForURL( /\/cart\/?/ ),
		page
			.getByRole( 'complementary', { name: '結緣品明細' } )
			.getByRole( 'button', { name: '加入結緣品' } )
			.click(),
	] );
	const cart = await storeCart( page.request );
	expect( cart.items.map( ( item ) => [ item.id, item.quantity ] ) ).toEqual(
		[ [ id, 1 ] ]
	);
} );

test( 'a closed card says 已截止登記; forged adds, a cart checked out after the close and a REST order are refused with the sentence', async ( {
	page,
} ) => {
	test.slow();
	const closed = simpleProduct( 'e2e-opening-closed', '已截止光明燈', 600, [
		'light',
	] );
	const later = simpleProduct( 'e2e-opening-later', '未開放光明燈', 600, [
		'light',
	] );
	const now = serverNow();
	setWindow( closed, now - 7_200, now - 60 );
	const opens = now + 3 * 86_400;
	setWindow( later, opens, null );
	const closedSentence = `「已截止光明燈」已於 ${
		taipei( now - 60 ).full
	} 截止登記。`;
	const laterSentence = `「未開放光明燈」將於 ${
		taipei( opens ).full
	} 開放登記。`;

	await page.goto( '/offerings/' );
	const grid = page.getByRole( 'tabpanel' );
	const closedCard = grid.getByRole( 'button', { name: /^已截止光明燈/ } );
	await expect( closedCard ).toBeDisabled();
	await expect( closedCard ).toContainText( '已截止登記' );
	const laterCard = grid.getByRole( 'button', { name: /^未開放光明燈/ } );
	await expect( laterCard ).toHaveAttribute( 'aria-disabled', 'true' );
	await expect( laterCard ).toContainText(
		`${ taipei( opens ).short } 開放登記`
	);
	await expect(
		laterCard.locator( '.temple-offerings__card-countdown' )
	).toHaveText( /^[23] 天 \d\d:\d\d:\d\d$/ );

	// Forged adds, as curl would post them, with believers that pass.
	for ( const [ id, sentence, code ] of [
		[ closed, closedSentence, 'temple_offerings_registration_closed' ],
		[ later, laterSentence, 'temple_offerings_registration_not_open' ],
	] as const ) {
		const ajax = await ajaxAdd( page.request, id, 1 );
		expect( ajax ).toMatchObject( {
			error: true,
			message: sentence,
			code,
		} );
		const store = await storeAdd( page.request, id, 1 );
		expect( store.status ).toBe( 400 );
		expect( store.body ).toMatchObject( { code, message: sentence } );
	}
	expect( ( await storeCart( page.request ) ).items ).toEqual( [] );

	// A cart filled while open, checked out after the close.
	const closing = simpleProduct( 'e2e-opening-closing', '將截止光明燈', 600, [
		'light',
	] );
	setWindow( closing, null, now + 3_600 );
	expect( ( await ajaxAdd( page.request, closing, 1 ) ).error ).toBeFalsy();
	const closesAt = serverNow() - 1;
	setWindow( closing, null, closesAt );
	const late = await checkout( page.request, 'late@example.com' );
	expect( late.status ).toBe( 409 );
	expect( late.body ).toMatchObject( {
		code: 'temple_offerings_registration_closed',
		message: `「將截止光明燈」已於 ${ taipei( closesAt ).full } 截止登記。`,
	} );
	expect( late.body.order_id ).toBeUndefined();

	// WooCommerce's REST orders API makes no new order of it either.
	const admin = await playwrightRequest.newContext( {
		baseURL: BASE,
		storageState: ADMIN,
	} );
	const nonce = await restNonce( admin );
	const rest = await admin.post( '/wp-json/wc/v3/orders', {
		headers: { 'X-WP-Nonce': nonce },
		data: {
			status: 'processing',
			billing: { first_name: '測試', last_name: '信眾' },
			line_items: [
				{
					product_id: closed,
					quantity: 1,
					meta_data: [
						{
							key: '_believers_data',
							value: [ lampBeliever( '王截止' ) ],
						},
					],
				},
			],
		},
	} );
	expect( rest.status() ).toBe( 400 );
	expect( await rest.json() ).toMatchObject( {
		code: 'temple_offerings_registration_closed',
		message: closedSentence,
	} );
	await admin.dispose();
} );
