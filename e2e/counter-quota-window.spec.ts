/**
 * The counter's own window and places kept for the counter at the classic
 * checkout and on the Temple tab, on the real shop: counter orders outside
 * the counter's window are refused with its sentence while the page's window
 * stays as it was; a classic (shortcode) cart filled while the page had
 * places and checked out after only the counter's are left is refused, the
 * form kept and no order made; staff set the places kept, their release and
 * the counter's window on the Temple tab, a bad value saving nothing and
 * saying why. The page's and the counter's places: counter-quota.spec.ts.
 *
 * The shop's time zone is Asia/Taipei (bin/shop/setup.php). Each test makes
 * its own products, so their quotas touch nothing another spec uses.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	dropProducts,
	shopPhp,
	simpleProduct,
} from './cart-helpers';
import { classicBilling, classicPage } from './classic-checkout-helpers';
import { expectNoOrderSince, newestOrder, shopUser } from './counter-helpers';
import {
	CLERK,
	counterOrder,
	guest,
	row,
	serverNow,
	setCounter,
} from './counter-quota-helpers';
import { taipei } from './opening-helpers';
import { signIn } from './request-helpers';

test.describe
	.serial( 'the counter’s window and the places kept, elsewhere', () => {
	let clerk: Awaited< ReturnType< typeof signIn > >;

	test.beforeAll( async () => {
		shopUser( CLERK, '陳櫃台', 'temple_counter' );
		clerk = await signIn( CLERK );
	} );

	test.afterAll( async () => {
		await clerk?.api.dispose();
		dropProducts( [
			'e2e-quota-window',
			'e2e-quota-classic',
			'e2e-quota-staff',
		] );
	} );

	test( 'the counter’s own window refuses counter orders outside it with its sentence; the page’s window is unchanged', async () => {
		const windowed = simpleProduct( 'e2e-quota-window', '臨櫃時段燈', 600, [
			'light',
		] );
		const now = serverNow();
		const opens = now + 2 * 86_400;
		setCounter( windowed, { opens_at: opens, closes_at: null } );
		const before = newestOrder();
		const early = await counterOrder( clerk, windowed, [ '早到' ] );
		expect( early.status ).toBe( 400 );
		expect( early.body ).toMatchObject( {
			code: 'temple_offerings_registration_not_open',
			message: `「臨櫃時段燈」將於 ${ taipei( opens ).full } 開放臨櫃登記。`,
		} );
		expectNoOrderSince( before );
		// The page's window is its own: open.
		const visitor = await guest();
		expect(
			(
				await addBelievers( visitor, windowed, [
					lightBeliever( '網路' ),
				] )
			).error ?? false
		).toBe( false );
		expect( await row( visitor, windowed ) ).toMatchObject( {
			registration: 'open',
			closed: false,
		} );
		expect(
			await row( clerk.api, windowed, 'counter', clerk.nonce )
		).toMatchObject( { registration: 'before' } );
		await visitor.dispose();

		const closes = now - 60;
		setCounter( windowed, { opens_at: null, closes_at: closes } );
		const late = await counterOrder( clerk, windowed, [ '晚到' ] );
		expect( late.status ).toBe( 400 );
		expect( late.body ).toMatchObject( {
			code: 'temple_offerings_registration_closed',
			message: `「臨櫃時段燈」已於 ${ taipei( closes ).full } 截止臨櫃登記。`,
		} );
		expect(
			await row( clerk.api, windowed, 'counter', clerk.nonce )
		).toMatchObject( { registration: 'closed', sold_out: true } );
		expectNoOrderSince( before );

		setCounter( windowed, { opens_at: now - 60, closes_at: now + 86_400 } );
		const open = await counterOrder( clerk, windowed, [ '準時' ] );
		expect( open.status, JSON.stringify( open.body ) ).toBe( 201 );
	} );

	test( 'a classic cart filled while the page had places is refused at the classic checkout once only the counter’s are left: the sentence, the form kept, no order', async ( {
		page,
	} ) => {
		const name = '經典保留燈';
		const lamp = simpleProduct(
			'e2e-quota-classic',
			name,
			600,
			[ 'light' ],
			3
		);
		setCounter( lamp, { kept: 2, release: null, kept_since: null } );
		const checkoutPage = classicPage( 'quota-classic-checkout' );
		await emptyCart( page.request );
		expect(
			(
				await addBelievers( page.request, lamp, [
					lightBeliever( '經一' ),
				] )
			).error ?? false
		).toBe( false );
		await page.goto( '/quota-classic-checkout/' );
		const form = page.locator( 'form.checkout' );
		await expect( form ).toBeVisible();
		const fields = classicBilling( 'classic-kept@example.com' );
		for ( const [ id, value ] of Object.entries( fields ) ) {
			await page.locator( `#${ id }` ).fill( value );
		}
		await expect( page.locator( '.blockUI' ) ).toHaveCount( 0 );
		await page.locator( '#payment_method_cheque' ).check();
		const before = newestOrder();
		// Another worshipper's order takes the page's last place: WooCommerce's stock still covers the cart.
		shopPhp( `wc_update_product_stock( ${ lamp }, 2, 'set' );` );
		await page.locator( '#place_order' ).click();
		const sentence = `「${ name }」網路登記已額滿，剩餘名額保留給本宮櫃台臨櫃登記。`;
		await expect(
			page.locator( '.woocommerce-NoticeGroup-checkout' )
		).toContainText( sentence );
		await expect( page.locator( '#billing_first_name' ) ).toHaveValue(
			'小明'
		);
		expectNoOrderSince( before );
		// Opened again, the classic checkout says it at once.
		await page.goto( '/quota-classic-checkout/' );
		await expect(
			page.locator(
				'.woocommerce-error, .wc-block-components-notice-banner.is-error'
			)
		).toContainText( sentence );
		await emptyCart( page.request );
		shopPhp( `wp_delete_post( ${ checkoutPage }, true );` );
	} );

	test( 'staff set the places kept, their release and the counter’s window on the Temple tab; a bad value saves nothing and says why', async ( {
		browser,
	} ) => {
		test.slow();
		const id = simpleProduct( 'e2e-quota-staff', '後台保留燈', 600, [
			'light',
		] );
		const stored = () =>
			JSON.parse(
				shopPhp( `
					$keys = array( 'kept', 'release', 'opens_at', 'closes_at' );
					echo wp_json_encode( array_combine( $keys, array_map( fn( $key ) => get_post_meta( ${ id }, '_temple_offerings_counter_' . $key, true ), $keys ) ) );
				` )
			) as Record< string, string >;
		const context = await browser.newContext( { storageState: ADMIN } );
		const page = await context.newPage();
		const templeTab = () =>
			expect( async () => {
				await page.locator( '.temple_offerings_options a' ).click();
				await expect( page.getByLabel( '保留臨櫃名額' ) ).toBeVisible( {
					timeout: 2_000,
				} );
			} ).toPass( { timeout: 120_000 } );
		const save = async () => {
			await page.evaluate( () => ( window.stayed = true ) );
			await page.locator( '#publish' ).click();
			await page.waitForFunction(
				() => ! window.stayed && document.readyState === 'complete',
				undefined,
				{ timeout: 120_000 }
			);
			await templeTab();
		};
		await page.goto( `/wp-admin/post.php?post=${ id }&action=edit` );
		await templeTab();
		await page.getByLabel( '保留臨櫃名額' ).fill( '4' );
		await page
			.getByLabel( '釋出給網頁登記時間' )
			.fill( '2030-11-30T10:00' );
		await page.getByLabel( '臨櫃登記開始' ).fill( '2030-12-01T09:00' );
		await save();
		const saved = {
			kept: '4',
			release: String( Date.parse( '2030-11-30T10:00:00+08:00' ) / 1000 ),
			opens_at: String(
				Date.parse( '2030-12-01T09:00:00+08:00' ) / 1000
			),
			closes_at: '',
		};
		expect( stored() ).toEqual( saved );
		await expect( page.getByLabel( '釋出給網頁登記時間' ) ).toHaveValue(
			'2030-11-30T10:00'
		);

		// What no browser input posts, as a forged post would send it.
		await page
			.getByLabel( '保留臨櫃名額' )
			.evaluate( ( input: HTMLInputElement ) => {
				input.type = 'text';
				input.value = '2.5';
				( input.form as HTMLFormElement ).noValidate = true;
			} );
		await page.getByLabel( '臨櫃登記結束' ).fill( '2030-11-30T09:00' );
		await save();
		const errors = page.locator( '#woocommerce_errors' );
		await expect( errors ).toContainText(
			'「後台保留燈」的保留臨櫃名額未儲存：請填寫 0 以上的整數，或留空。'
		);
		await expect( errors ).toContainText(
			'「後台保留燈」的臨櫃登記時段未儲存：臨櫃登記結束必須晚於臨櫃登記開始。'
		);
		expect( stored() ).toEqual( saved );

		await page
			.getByLabel( '釋出給網頁登記時間' )
			.evaluate( ( input: HTMLInputElement ) => {
				input.type = 'text';
				input.value = '明天早上';
				( input.form as HTMLFormElement ).noValidate = true;
			} );
		await save();
		await expect( errors ).toContainText(
			'「後台保留燈」的保留臨櫃名額未儲存：釋出時間請填寫日期與時間，或留空。'
		);
		expect( stored() ).toEqual( saved );
		await context.close();
	} );
} );
