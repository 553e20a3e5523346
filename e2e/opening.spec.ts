/**
 * Opening day on the real shop: an offering that opens in about 45 seconds
 * says when and counts down on its card, cannot be picked until then yet can
 * be reached with the keyboard, becomes choosable at the second without a
 * reload (nothing moves while it counts), and the add goes in; a closed
 * offering says 已截止登記, and forged adds (wc-ajax, Store API), a cart
 * checked out after the close and a new order through WooCommerce's REST API
 * are refused with the sentence; an offering's places per order and per
 * person (account, or a guest's e-mail) are refused with how many are left,
 * counted across orders, unpaid ones included, cancelled ones not.
 *
 * The shop's time zone is Asia/Taipei (bin/shop/setup.php). Each test makes
 * its own products, so moving their windows touches nothing another spec uses.
 */
/**
 * External dependencies
 */
import {
	expect,
	test,
	request as playwrightRequest,
	type APIRequestContext,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	addBelievers,
	lightBeliever,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';
import { lampBeliever, restNonce } from './order-helpers';
import { signIn } from './request-helpers';

const BASE = process.env.E2E_BASE_URL ?? '';

const BILLING = {
	first_name: '小明',
	last_name: '王',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'opening@example.com',
	phone: '0912345678',
};

/** The shop's clock, in seconds: the server decides, not this process. */
const serverNow = (): number => Number( shopPhp( 'echo time();' ).trim() );

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

/**
 * Sets a product's limits as its Temple tab would store them.
 *
 * @param id        Product id.
 * @param perOrder  Places per order, or null.
 * @param perPerson Places per person, or null.
 */
const setLimits = (
	id: number,
	perOrder: number | null,
	perPerson: number | null
) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		foreach ( array( '_temple_offerings_per_order' => ${ perOrder ?? 'null' }, '_temple_offerings_per_person' => ${ perPerson ?? 'null' } ) as $key => $limit ) {
			null === $limit ? $product->delete_meta_data( $key ) : $product->update_meta_data( $key, (string) $limit );
		}
		$product->save();
	` );

/**
 * A moment's parts in Taipei.
 *
 * @param seconds Unix seconds.
 */
function taipei( seconds: number ) {
	const parts = Object.fromEntries(
		new Intl.DateTimeFormat( 'en-US', {
			timeZone: 'Asia/Taipei',
			year: 'numeric',
			month: 'numeric',
			day: 'numeric',
			hour: '2-digit',
			minute: '2-digit',
			hourCycle: 'h23',
		} )
			.formatToParts( new Date( seconds * 1000 ) )
			.map( ( part ) => [ part.type, part.value ] )
	);
	return {
		short: `${ parts.month }月${ parts.day }日 ${ parts.hour }:${ parts.minute }`,
		full: `${ parts.year }年${ parts.month }月${ parts.day }日 ${ parts.hour }:${ parts.minute }`,
	};
}

/**
 * Checks out a cart through the Store API, as the block checkout does.
 *
 * @param request Request context holding the cart.
 * @param email   Billing e-mail.
 */
async function checkout( request: APIRequestContext, email: string ) {
	const { nonce } = await storeCart( request );
	const response = await request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: { ...BILLING, email },
			shipping_address: BILLING,
			payment_method: 'cheque',
		},
	} );
	return {
		status: response.status(),
		body: ( await response.json() ) as {
			order_id?: number;
			code?: string;
			message?: string;
		},
	};
}

/**
 * A Store API add of one product with believers.
 *
 * @param request   Request context.
 * @param id        Product id.
 * @param believers How many.
 */
async function storeAdd(
	request: APIRequestContext,
	id: number,
	believers: number
) {
	const { nonce } = await storeCart( request );
	const response = await request.post( '/wp-json/wc/store/v1/cart/add-item', {
		headers: { Nonce: nonce },
		data: {
			id,
			quantity: believers,
			meta_data: [
				{
					key: '_believers_data',
					value: Array.from( { length: believers }, ( _, n ) =>
						lightBeliever( `開放${ n }` )
					),
				},
			],
		},
	} );
	return {
		status: response.status(),
		body: ( await response.json() ) as { code?: string; message?: string },
	};
}

/**
 * Adds believers of a product through the page's wc-ajax add.
 *
 * @param request Request context.
 * @param id      Product id.
 * @param count   How many believers.
 */
const ajaxAdd = ( request: APIRequestContext, id: number, count: number ) =>
	addBelievers(
		request,
		id,
		Array.from( { length: count }, ( _, n ) =>
			lightBeliever( `限量${ n }` )
		)
	);

/** A fresh guest's request context (its own WooCommerce session). */
const guest = () => playwrightRequest.newContext( { baseURL: BASE } );

declare global {
	interface Window {
		shifts?: Array< { value: number; startTime: number } >;
		stayed?: boolean;
	}
}

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

test( 'places per person and per order are refused with how many are left, across orders, unpaid ones included and cancelled ones not', async () => {
	test.slow();
	const lamp = simpleProduct( 'e2e-opening-per-person', '限量斗燈', 600, [
		'light',
	] );
	const single = simpleProduct( 'e2e-opening-per-order', '一單一位燈', 600, [
		'light',
	] );
	setLimits( lamp, null, 2 );
	setLimits( single, 1, null );
	const login = `e2e-opening-${ Date.now() }`;
	shopPhp(
		`wp_insert_user( array( 'user_login' => '${ login }', 'user_pass' => 'password', 'user_email' => '${ login }@example.com', 'role' => 'customer' ) );`
	);
	const { api } = await signIn( login );

	// The first order: one place, unpaid (cheque, on hold).
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	const firstOrder = await checkout( api, `${ login }@example.com` );
	expect( firstOrder.status ).toBe( 200 );

	// Two more: one is left to this person.
	const two = await ajaxAdd( api, lamp, 2 );
	expect( two ).toMatchObject( {
		error: true,
		code: 'temple_offerings_person_limit',
		message: '「限量斗燈」每人限登記 2 位，您還可登記 1 位。',
	} );
	const storeTwo = await storeAdd( api, lamp, 2 );
	expect( storeTwo.status ).toBe( 400 );
	expect( storeTwo.body.message ).toBe(
		'「限量斗燈」每人限登記 2 位，您還可登記 1 位。'
	);
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	expect( ( await checkout( api, `${ login }@example.com` ) ).status ).toBe(
		200
	);
	expect( await ajaxAdd( api, lamp, 1 ) ).toMatchObject( {
		error: true,
		message: '「限量斗燈」每人限登記 2 位，您已登記滿 2 位。',
	} );

	// A cancelled order gives its place back.
	shopPhp(
		`wc_get_order( ${ firstOrder.body.order_id } )->update_status( 'cancelled' );`
	);
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	await api.delete( '/wp-json/wc/store/v1/cart/items', {
		headers: { Nonce: ( await storeCart( api ) ).nonce },
	} );

	// Per order: one place an order.
	expect( await ajaxAdd( api, single, 2 ) ).toMatchObject( {
		error: true,
		code: 'temple_offerings_order_limit',
		message: '「一單一位燈」每筆訂單限登記 1 位，這筆訂單還可登記 1 位。',
	} );
	expect( ( await ajaxAdd( api, single, 1 ) ).error ).toBeFalsy();
	expect( await ajaxAdd( api, single, 1 ) ).toMatchObject( {
		error: true,
		message: '「一單一位燈」每筆訂單限登記 1 位，這筆訂單已登記滿 1 位。',
	} );
	await api.dispose();

	// Guests are one person by their billing e-mail, known at checkout.
	const email = `${ login }-guest@example.com`;
	const [ one, other ] = [ await guest(), await guest() ];
	expect( ( await ajaxAdd( one, lamp, 1 ) ).error ).toBeFalsy();
	expect( ( await ajaxAdd( other, lamp, 2 ) ).error ).toBeFalsy();
	expect( ( await checkout( one, email ) ).status ).toBe( 200 );
	const refused = await checkout( other, email );
	expect( refused.status ).toBe( 400 );
	expect( refused.body ).toMatchObject( {
		code: 'temple_offerings_person_limit',
		message: '「限量斗燈」每人限登記 2 位，您還可登記 1 位。',
	} );

	// Two checkouts of the last place at once: one order, one refusal.
	const [ a, b ] = [ await guest(), await guest() ];
	expect( ( await ajaxAdd( a, lamp, 1 ) ).error ).toBeFalsy();
	expect( ( await ajaxAdd( b, lamp, 1 ) ).error ).toBeFalsy();
	const both = await Promise.all( [
		checkout( a, email ),
		checkout( b, email ),
	] );
	expect( both.map( ( answer ) => answer.status ).sort() ).toEqual( [
		200, 400,
	] );
	expect(
		both.find( ( answer ) => answer.status === 400 )?.body.message
	).toBe( '「限量斗燈」每人限登記 2 位，您已登記滿 2 位。' );
	for ( const context of [ one, other, a, b ] ) {
		await context.dispose();
	}
} );

test( 'staff set the window and the limits on the Temple tab and a window on a category; a close before the opening or a made-up value saves nothing and says why', async ( {
	browser,
} ) => {
	test.slow();
	const id = simpleProduct( 'e2e-opening-staff', '後台設定燈', 600, [
		'light',
	] );
	const stored = () =>
		JSON.parse(
			shopPhp( `
				$keys = array( '_temple_offerings_opens_at', '_temple_offerings_closes_at', '_temple_offerings_per_order', '_temple_offerings_per_person' );
				echo wp_json_encode( array_map( fn( $key ) => get_post_meta( ${ id }, $key, true ), array_combine( $keys, $keys ) ) );
			` )
		) as Record< string, string >;
	const context = await browser.newContext( { storageState: ADMIN } );
	const page = await context.newPage();
	// WooCommerce's tabs work once its script has run: click until the Temple tab shows.
	const templeTab = () =>
		expect( async () => {
			await page.locator( '.temple_offerings_options a' ).click();
			await expect( page.getByLabel( '開放登記時間' ) ).toBeVisible( {
				timeout: 2_000,
			} );
		} ).toPass( { timeout: 120_000 } );
	const edit = async () => {
		await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
		await templeTab();
	};
	const save = async () => {
		await page.evaluate( () => ( window.stayed = true ) );
		await page.locator( '#publish' ).click();
		// The screen the save leads to, loaded.
		await page.waitForFunction(
			() => ! window.stayed && document.readyState === 'complete',
			undefined,
			{ timeout: 120_000 }
		);
		await templeTab();
	};

	await edit();
	await page.getByLabel( '開放登記時間' ).fill( '2030-11-30T10:00' );
	await page.getByLabel( '截止登記時間' ).fill( '2030-12-31T17:00' );
	await page.getByLabel( '每人限登記位數' ).fill( '2' );
	await save();
	await expect( page.getByLabel( '開放登記時間' ) ).toHaveValue(
		'2030-11-30T10:00'
	);
	await expect( page.getByLabel( '截止登記時間' ) ).toHaveValue(
		'2030-12-31T17:00'
	);
	// Read in the shop's time zone, stored as the moment itself.
	const saved = {
		_temple_offerings_opens_at: String(
			Date.parse( '2030-11-30T10:00:00+08:00' ) / 1000
		),
		_temple_offerings_closes_at: String(
			Date.parse( '2030-12-31T17:00:00+08:00' ) / 1000
		),
		_temple_offerings_per_order: '',
		_temple_offerings_per_person: '2',
	};
	expect( stored() ).toEqual( saved );

	// A close before the opening: nothing of the pair is saved, and staff read why.
	await page.getByLabel( '截止登記時間' ).fill( '2030-11-29T10:00' );
	await save();
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		'「後台設定燈」的登記時段未儲存：截止登記時間必須晚於開放登記時間。'
	);
	expect( stored() ).toEqual( saved );

	// What the browser's own inputs would never post (a forged or scripted
	// form): the form's checks are turned off, so only the server's remain.
	await edit();
	await page
		.getByLabel( '開放登記時間' )
		.evaluate( ( input: HTMLInputElement ) => {
			input.type = 'text';
			input.value = '11/30 早上十點';
			( input.form as HTMLFormElement ).noValidate = true;
		} );
	await page.getByLabel( '每人限登記位數' ).fill( '0' );
	await save();
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		'「後台設定燈」的登記時段未儲存：請填寫日期與時間。'
	);
	await expect( page.locator( '#woocommerce_errors' ) ).toContainText(
		'「後台設定燈」的登記位數上限未儲存：請填寫 1 以上的整數，或留空。'
	);
	expect( stored() ).toEqual( saved );

	// A category's window is the default of its products without their own.
	const category = Number(
		shopPhp( `
			$term = term_exists( 'e2e-opening-category', 'product_cat' ) ?: wp_insert_term( '開放測試類別', 'product_cat', array( 'slug' => 'e2e-opening-category' ) );
			echo $term['term_id'];
		` ).trim()
	);
	const inCategory = simpleProduct(
		'e2e-opening-in-category',
		'類別開放燈',
		600,
		[ 'light', 'e2e-opening-category' ]
	);
	await page.goto(
		`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
	);
	await page.getByLabel( '開放登記時間' ).fill( '2031-01-01T09:30' );
	await page.locator( '#edittag input[type="submit"]' ).click();
	await expect( page.locator( '#message' ) ).toBeVisible();
	await page.goto(
		`/wp-admin/term.php?taxonomy=product_cat&tag_ID=${ category }&post_type=product`
	);
	await expect( page.getByLabel( '開放登記時間' ) ).toHaveValue(
		'2031-01-01T09:30'
	);
	const rows = ( await (
		await page.request.get(
			'/wp-json/temple-offerings/v1/visible-products?category=light'
		)
	).json() ) as Array< Record< string, unknown > >;
	expect( rows.find( ( row ) => row.id === inCategory ) ).toMatchObject( {
		opens_at: '2031-01-01T09:30:00+08:00',
		closes_at: '',
		registration: 'before',
		opens_label: '1月1日 09:30 開放登記',
	} );
	expect( rows.find( ( row ) => row.id === id ) ).toMatchObject( {
		opens_at: '2030-11-30T10:00:00+08:00',
		closes_at: '2030-12-31T17:00:00+08:00',
		registration: 'before',
	} );
	await context.close();
} );
