/**
 * The counter screen on the real shop, what comes after the counter: a
 * phone registration waits for the transfer and shows as unpaid (the ritual
 * list's notice and its 來源 column and CSV, WooCommerce's on-hold orders,
 * the day's 結帳); the last place, taken online while the counter's form is
 * open, is refused with the places sentence and nothing is made.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './auth-states';
import { dropProducts, simpleProduct } from './cart-helpers';
import {
	COUNTER_SCREEN,
	believerOf,
	expectNoOrderSince,
	newestOrder,
	onlineCheckout,
	shopUser,
	storedOrder,
} from './counter-helpers';
import { logIn } from './page-helpers';

const CLERK = 'phone-clerk';
const CLERK_NAME = '電話櫃台';
const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

/**
 * A new worshipper on the screen: searched by phone, none found, typed.
 *
 * @param page    The clerk's page, on the screen.
 * @param phone   Phone.
 * @param name    Name.
 * @param address Address.
 */
async function newWorshipper(
	page: Page,
	phone: string,
	name: string,
	address: string
) {
	await page.getByLabel( '電話或姓名' ).fill( phone );
	await page.getByLabel( '電話或姓名' ).press( 'Enter' );
	await page.getByRole( 'button', { name: '新信眾' } ).click();
	await page.getByRole( 'textbox', { name: /^姓名/ } ).fill( name );
	await page.getByRole( 'textbox', { name: /^地址/ } ).fill( address );
}

test.describe.serial( 'after the counter', () => {
	let lamp = 0;
	let clerk = 0;

	test.beforeAll( () => {
		clerk = shopUser( CLERK, CLERK_NAME, 'temple_counter' );
		lamp = simpleProduct( 'phone-lamp', '電話光明燈', 600, [ 'light' ] );
	} );

	test.afterAll( () => {
		dropProducts( [ 'phone-lamp', 'screen-last-lamp' ] );
	} );

	test( 'a phone registration waits for the transfer: unpaid in the ritual list (來源 and CSV say so), on hold in WooCommerce, counted in 結帳', async ( {
		page,
		browser,
	} ) => {
		await logIn( page, CLERK );
		await page.goto( COUNTER_SCREEN );
		await newWorshipper(
			page,
			'0977123123',
			'電話信眾',
			'高雄市苓雅區四維三路2號'
		);
		await page.getByRole( 'radio', { name: '電話' } ).check();
		await page.getByRole( 'checkbox', { name: /^電話光明燈/ } ).check();
		// The caller is the believer: their name and address are filled in.
		await expect(
			page.locator( '.temple-counter__summary' )
		).toContainText( '電話信眾' );
		await page.getByRole( 'radio', { name: /轉帳／ATM/ } ).check();
		await page.getByRole( 'button', { name: '登記：NT$600' } ).click();
		const done = page.getByRole( 'heading', {
			name: /^訂單 #\d+ 已登記：NT\$600，待付款。$/,
		} );
		await expect( done ).toBeVisible();
		// Nothing paid, nothing to receipt yet.
		await expect(
			page.getByRole( 'link', { name: '列印收據' } )
		).toHaveCount( 0 );
		const id = Number(
			/#(\d+)/.exec( ( await done.textContent() ) ?? '' )?.[ 1 ]
		);
		expect( storedOrder( id ) ).toMatchObject( {
			status: 'on-hold',
			channel: 'phone',
			payment: 'transfer',
			method: 'bacs',
			receipts: 0,
		} );

		// 結帳: the day's transfer, by this clerk.
		await page.getByText( '結帳', { exact: true } ).click();
		const day = page.locator( '.temple-counter__day-table' );
		await expect(
			day.getByRole( 'row', {
				name: `${ CLERK_NAME } 轉帳／ATM 1 NT$600`,
			} )
		).toBeVisible();

		// The ritual list of paid orders leaves it out and says so; the unpaid ones include it.
		await page.goto( LIST );
		await page
			.getByLabel( '要列出的結緣品' )
			.selectOption( String( lamp ) );
		await page
			.getByRole( 'combobox', { name: '來源', exact: true } )
			.selectOption( 'phone' );
		await page.getByRole( 'button', { name: '顯示名單' } ).click();
		const unpaid = page.locator( '.temple-staff-unpaid' );
		await expect( unpaid ).toContainText( '另有 1 筆未付款訂單' );
		await unpaid.getByRole( 'link', { name: '列入未付款訂單' } ).click();
		const row = page.locator( 'table tbody tr', { hasText: '電話信眾' } );
		await expect( row ).toHaveCount( 1 );
		await expect( row ).toContainText( `電話 · ${ CLERK_NAME }` );
		const csv = await page.request.get(
			( await page
				.getByRole( 'link', { name: '匯出 CSV' } )
				.getAttribute( 'href' ) ) ?? ''
		);
		const text = await csv.text();
		expect( text.split( '\n' )[ 0 ] ).toContain( '來源' );
		expect( text ).toContain( `電話 · ${ CLERK_NAME }` );

		// By who took it: the clerk is offered and keeps the row; another
		// staff member's list (one who took no order) leaves it out.
		await expect(
			page
				.getByRole( 'combobox', { name: '經手人', exact: true } )
				.locator( `option[value="${ clerk }"]` )
		).toHaveText( CLERK_NAME );
		const byStaff = ( staff: number ) => {
			const url = new URL( page.url() );
			url.searchParams.set( 'staff', String( staff ) );
			return page.goto( url.toString() );
		};
		await byStaff( clerk );
		await expect(
			page.getByRole( 'combobox', { name: '經手人', exact: true } )
		).toHaveValue( String( clerk ) );
		await expect( row ).toHaveCount( 1 );
		await byStaff(
			shopUser( 'list-nobody', '無單人員', 'temple_counter' )
		);
		await expect( page.locator( '.temple-staff-empty' ) ).toBeVisible();
		await expect( row ).toHaveCount( 0 );

		// WooCommerce's own on-hold orders, for staff who mark it paid when the money comes.
		const admin = await browser.newContext( { storageState: ADMIN } );
		const orders = await admin.newPage();
		await orders.goto(
			'/wp-admin/admin.php?page=wc-orders&status=wc-on-hold'
		);
		const listed = orders.locator( `tr#order-${ id }, tr#post-${ id }` );
		await expect( listed ).toBeVisible();
		await expect( listed.locator( '.column-temple_channel' ) ).toHaveText(
			`電話 · ${ CLERK_NAME }`
		);
		await admin.close();
	} );

	test( 'the last place, taken online while the counter’s form is open, is refused with the places sentence; nothing is made and the list says 額滿', async ( {
		page,
		playwright,
		baseURL,
	} ) => {
		const last = simpleProduct(
			'screen-last-lamp',
			'最後一盞燈',
			600,
			[ 'light' ],
			1
		);
		await logIn( page, CLERK );
		await page.goto( COUNTER_SCREEN );
		await newWorshipper( page, '0933111222', '臨櫃晚到', '台南市北區' );
		const offering = page.locator( '.temple-counter__offering', {
			hasText: '最後一盞燈',
		} );
		await expect( offering ).toContainText( '剩 1 位' );
		await offering.getByRole( 'checkbox' ).check();
		await page.getByRole( 'radio', { name: /現金/ } ).check();

		// Meanwhile a worshipper online checks out the last place.
		const online = await playwright.request.newContext( { baseURL } );
		const paid = await onlineCheckout( online, last, [
			believerOf( 'light', '網路先到' ),
		] );
		await online.dispose();
		expect( paid.status, JSON.stringify( paid.body ) ).toBe( 200 );

		const before = newestOrder();
		await page.getByRole( 'button', { name: '登記：NT$600' } ).click();
		await expect( page.getByRole( 'alert' ) ).toHaveText(
			'「最後一盞燈」已額滿，無法再登記。本次沒有登記任何資料，請勿收款。'
		);
		expectNoOrderSince( before );
		// The places are read again: the offering now says it is full; what was typed stays.
		await expect( offering ).toContainText( '額滿' );
		await expect( offering.getByRole( 'checkbox' ) ).toBeChecked();
		await expect(
			page.getByRole( 'textbox', { name: /^姓名/ } )
		).toHaveValue( '臨櫃晚到' );
	} );
} );
