/**
 * Places kept for the temple's counter on the real shop: an offering of 10
 * places keeps 4 for the counter. The page says 剩 6 位 and refuses a 7th
 * (wc-ajax, Store API, the page's own form, a cart checked out after the
 * page's places are gone, WooCommerce's REST orders) saying the rest is kept
 * for the counter, and nothing is lost; the counter reads and sells every
 * place left on its screen and its route, its own first and then what the
 * page has not sold; at the release moment the page may sell the rest,
 * without a save; a guest who forges `channel=counter` reads the page's
 * count. The counter's own window, the Temple tab's fields and the classic
 * checkout: counter-quota-window.spec.ts.
 *
 * The shop's time zone is Asia/Taipei (bin/shop/setup.php). Each test makes
 * its own products, so their quotas touch nothing another spec uses.
 */
/**
 * External dependencies
 */
import { expect, test, request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	addBelievers,
	lightBeliever,
	dropProducts,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';
import {
	COUNTER_SCREEN,
	expectNoOrderSince,
	newestOrder,
	shopUser,
} from './counter-helpers';
import {
	CLERK,
	KEPT_CODE,
	NAME,
	card,
	counterOrder,
	guest,
	onlineOrder,
	row,
	serverNow,
	setCounter,
	stockOf,
} from './counter-quota-helpers';
import { lampBeliever, restNonce } from './order-helpers';
import { BASE, checkout, storeAdd } from './opening-helpers';
import { field, logIn } from './page-helpers';
import { signIn } from './request-helpers';

test.describe.serial( 'places kept for the counter', () => {
	let lamp = 0;
	let clerk: Awaited< ReturnType< typeof signIn > >;

	test.beforeAll( async () => {
		shopUser( CLERK, '陳櫃台', 'temple_counter' );
		lamp = simpleProduct( 'e2e-quota-kept', NAME, 600, [ 'light' ], 10 );
		// Its own low-stock threshold is over its places: the card always says 剩 N 位.
		shopPhp(
			`$p = wc_get_product( ${ lamp } ); $p->set_low_stock_amount( 10 ); $p->save();`
		);
		setCounter( lamp, {
			kept: 4,
			release: serverNow() + 86_400,
			kept_since: null,
		} );
		clerk = await signIn( CLERK );
	} );

	test.afterAll( async () => {
		await clerk?.api.dispose();
		dropProducts( [ 'e2e-quota-kept', 'e2e-quota-more' ] );
	} );

	test( 'the page says 剩 6 位 and refuses a 7th saying the rest is kept for the counter, nothing added; the counter reads 10; a guest forging channel=counter reads 6', async ( {
		page,
	} ) => {
		const visitor = await guest();
		expect( await row( visitor, lamp ) ).toMatchObject( {
			stock: 6,
			low_stock: true,
			sold_out: false,
			kept_for_counter: true,
		} );
		expect( await row( visitor, lamp ) ).not.toHaveProperty( 'counter' );
		// A guest asking for the counter's places reads the page's.
		expect( await row( visitor, lamp, 'counter' ) ).toMatchObject( {
			stock: 6,
			kept_for_counter: true,
		} );
		expect(
			await row( clerk.api, lamp, 'counter', clerk.nonce )
		).toMatchObject( { stock: 10, kept_for_counter: false } );
		// A customer signed in is no counter clerk either.
		const customer = await signIn( 'believer' );
		expect(
			await row( customer.api, lamp, 'counter', customer.nonce )
		).toMatchObject( { stock: 6 } );
		await customer.api.dispose();

		await expect( await card( page ) ).toHaveAccessibleName( /剩 6 位/ );

		const seven = Array.from( { length: 7 }, ( _, n ) =>
			lightBeliever( `七位${ n }` )
		);
		const sentence = `「${ NAME }」網路登記只剩 6 個名額，其餘名額保留給本宮櫃台臨櫃登記，請減少信眾人數。`;
		expect( await addBelievers( visitor, lamp, seven ) ).toMatchObject( {
			error: true,
			code: KEPT_CODE,
			message: sentence,
		} );
		const store = await storeAdd( visitor, lamp, 7 );
		expect( store.status ).toBe( 400 );
		expect( store.body ).toMatchObject( {
			code: KEPT_CODE,
			message: sentence,
		} );
		expect( ( await storeCart( visitor ) ).items ).toHaveLength( 0 );
		expect( stockOf( lamp ) ).toBe( 10 );
		await visitor.dispose();
	} );

	test( 'the page sells its 6 and no more: its form keeps what was typed, a cart filled before is refused at checkout, and the REST orders API too', async ( {
		page,
	} ) => {
		test.slow();
		expect(
			( await onlineOrder( lamp, 5, 'first@example.com' ) ).status
		).toBe( 200 );
		expect( stockOf( lamp ) ).toBe( 5 );
		// A worshipper fills a cart with the page's last place, and checks out later.
		const late = await guest();
		expect(
			( await addBelievers( late, lamp, [ lightBeliever( '晚到' ) ] ) )
				.error ?? false
		).toBe( false );

		// The page: 剩 1 位; two believers typed are refused, and stay typed.
		await expect( await card( page ) ).toHaveAccessibleName( /剩 1 位/ );
		const lampCard = await card( page );
		await lampCard.click();
		const section = page.getByRole( 'region', { name: NAME, exact: true } );
		const rows = section.locator( 'fieldset.temple-offerings-believer' );
		const add = section.getByRole( 'button', {
			name: '新增信眾',
			exact: true,
		} );
		await add.click();
		await add.click();
		await expect( rows ).toHaveCount( 2 );
		await field( rows.nth( 0 ), '信眾姓名' ).fill( '王一' );
		await field( rows.nth( 0 ), '信眾地址' ).fill( '台南市中山路1號' );
		await field( rows.nth( 1 ), '信眾姓名' ).fill( '王二' );
		await field( rows.nth( 1 ), '信眾地址' ).fill( '台南市中山路2號' );
		await page
			.getByRole( 'complementary', { name: '結緣品明細' } )
			.getByRole( 'button', { name: '加入結緣品' } )
			.click();
		await expect(
			page
				.locator( '.temple-offerings__toaster [role="status"]' )
				.filter( {
					hasText: `「${ NAME }」網路登記只剩 1 個名額，其餘名額保留給本宮櫃台臨櫃登記，請減少信眾人數。`,
				} )
		).toBeVisible();
		await expect( page ).toHaveURL( /\/offerings\/(\?|$)/ );
		await expect( rows ).toHaveCount( 2 );
		await expect( field( rows.nth( 1 ), '信眾姓名' ) ).toHaveValue(
			'王二'
		);
		expect( ( await storeCart( page.request ) ).items ).toHaveLength( 0 );

		// Another worshipper takes the page's last place.
		expect(
			( await onlineOrder( lamp, 1, 'last@example.com' ) ).status
		).toBe( 200 );
		expect( stockOf( lamp ) ).toBe( 4 );
		const visitor = await guest();
		expect( await row( visitor, lamp ) ).toMatchObject( {
			stock: 0,
			sold_out: true,
			kept_for_counter: true,
		} );
		await visitor.dispose();
		const full = `「${ NAME }」網路登記已額滿，剩餘名額保留給本宮櫃台臨櫃登記。`;
		const refused = await checkout( late, 'late@example.com' );
		// WooCommerce answers a cart's errors at checkout with 409.
		expect( refused.status ).toBe( 409 );
		expect( refused.body ).toMatchObject( {
			code: KEPT_CODE,
			message: full,
		} );
		expect( refused.body.order_id ).toBeUndefined();
		await late.dispose();

		// WooCommerce's REST orders API is an online path too.
		const admin = await playwrightRequest.newContext( {
			baseURL: BASE,
			storageState: ADMIN,
		} );
		const rest = await admin.post( '/wp-json/wc/v3/orders', {
			headers: { 'X-WP-Nonce': await restNonce( admin ) },
			data: {
				status: 'processing',
				billing: { first_name: '測試', last_name: '信眾' },
				line_items: [
					{
						product_id: lamp,
						quantity: 1,
						meta_data: [
							{
								key: '_believers_data',
								value: [ lampBeliever( '王網路' ) ],
							},
						],
					},
				],
			},
		} );
		expect( rest.status() ).toBe( 400 );
		expect( await rest.json() ).toMatchObject( {
			code: KEPT_CODE,
			message: full,
		} );
		await admin.dispose();
		expect( stockOf( lamp ) ).toBe( 4 );
	} );

	test( 'the counter reads and sells its 4 places on its screen and its route; the page still sells none', async ( {
		page,
	} ) => {
		expect(
			await row( clerk.api, lamp, 'counter', clerk.nonce )
		).toMatchObject( { stock: 4, sold_out: false } );
		await logIn( page, CLERK );
		await page.goto( COUNTER_SCREEN );
		await page.getByLabel( '電話或姓名' ).fill( '0900111222' );
		await page.keyboard.press( 'Enter' );
		await page.getByRole( 'button', { name: '新信眾' } ).click();
		await expect(
			page.getByRole( 'checkbox', {
				name: new RegExp( `^${ NAME }.*剩 4 位` ),
			} )
		).toBeEnabled();

		const before = newestOrder();
		const tooMany = await counterOrder( clerk, lamp, [
			'甲',
			'乙',
			'丙',
			'丁',
			'戊',
		] );
		expect( tooMany.status ).toBe( 409 );
		expect( tooMany.body.message ).toBe(
			`「${ NAME }」只剩 4 個名額，請減少信眾人數。本次沒有登記任何資料，請勿收款。`
		);
		expectNoOrderSince( before );
		const made = await counterOrder( clerk, lamp, [ '甲', '乙', '丙' ] );
		expect( made.status, JSON.stringify( made.body ) ).toBe( 201 );
		expect( stockOf( lamp ) ).toBe( 1 );
		// One place is still the counter's: the page reads none.
		const visitor = await guest();
		expect( await row( visitor, lamp ) ).toMatchObject( {
			stock: 0,
			sold_out: true,
			kept_for_counter: true,
		} );
		await visitor.dispose();
		expect(
			await row( clerk.api, lamp, 'counter', clerk.nonce )
		).toMatchObject( { stock: 1, sold_out: false } );
	} );

	test( 'at the release moment the page may sell what the counter has not, without a save', async () => {
		test.slow();
		// Far enough ahead that a loaded machine reads the kept state before it (12 s was not, at load 12).
		const release = serverNow() + 40;
		setCounter( lamp, { release } );
		const visitor = await guest();
		expect( await row( visitor, lamp ) ).toMatchObject( {
			stock: 0,
			kept_for_counter: true,
		} );
		expect(
			( await addBelievers( visitor, lamp, [ lightBeliever( '等候' ) ] ) )
				.message
		).toBe(
			`「${ NAME }」網路登記已額滿，剩餘名額保留給本宮櫃台臨櫃登記。`
		);
		await expect( async () => {
			expect( await row( visitor, lamp ) ).toMatchObject( {
				stock: 1,
				sold_out: false,
				kept_for_counter: false,
			} );
		} ).toPass( { timeout: 120_000, intervals: [ 1_000 ] } );
		expect( serverNow() ).toBeGreaterThanOrEqual( release );
		expect(
			( await onlineOrder( lamp, 1, 'released@example.com' ) ).status
		).toBe( 200 );
		expect( stockOf( lamp ) ).toBe( 0 );
		await visitor.dispose();
	} );

	test( 'the counter sells more than its part when the page left places: its own first, then the page’s', async () => {
		const more = simpleProduct(
			'e2e-quota-more',
			'加售光明燈',
			600,
			[ 'light' ],
			8
		);
		setCounter( more, { kept: 3, release: null, kept_since: null } );
		const visitor = await guest();
		expect( await row( visitor, more ) ).toMatchObject( { stock: 5 } );
		expect(
			( await onlineOrder( more, 2, 'more@example.com' ) ).status
		).toBe( 200 );
		// Of 6 left, 3 kept: the counter takes its 3 and 1 of the page's 3.
		const made = await counterOrder( clerk, more, [
			'一',
			'二',
			'三',
			'四',
		] );
		expect( made.status, JSON.stringify( made.body ) ).toBe( 201 );
		expect( stockOf( more ) ).toBe( 2 );
		expect( await row( visitor, more ) ).toMatchObject( {
			stock: 2,
			kept_for_counter: false,
		} );
		expect(
			(
				await addBelievers( visitor, more, [
					lightBeliever( '網一' ),
					lightBeliever( '網二' ),
				] )
			).error ?? false
		).toBe( false );
		await visitor.dispose();
	} );
} );
