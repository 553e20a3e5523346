/**
 * Receipts (收據) issued on the real shop: the temple's details are settings
 * and a tax ID that is not eight digits (or a counter series that is not
 * one) is refused; staff set an offering's receipt type and personal
 * receipts on its Temple tab; a bank transfer placed at the checkout gets
 * its receipt when staff mark it paid (經手人 網路), the next paid order the
 * next number; cash taken at the counter (the counter's own order route, as
 * its screen posts it) gets its receipt at once, the next number again,
 * handled by the clerk, and the counter's own series numbers its receipts
 * apart; the worshipper opens their receipt from the e-mail and My Account,
 * while another customer, a signed-out visitor and a wrong key get nothing.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { adminOrders, type AdminOrders } from './order-helpers';
import {
	addBelievers,
	checkout,
	emptyCart,
	lightBeliever,
	mails,
	shopPhp,
} from './cart-helpers';
import { signIn } from './request-helpers';
import {
	OTHER,
	TEMPLE,
	SAVED,
	orderScreen,
	restOrder,
	stored,
	serial,
	receiptsShop,
	receiptsCleanUp,
} from './receipts-helpers';
import { dropUsers, paidBy } from './receipts-staff-helpers';
import {
	believerOf,
	postCounterOrder,
	shopUser as counterUser,
} from './counter-helpers';

const CLERK = 'receipts-clerk';

/**
 * Opens a product's Temple tab once WooCommerce's tab script answers clicks.
 *
 * @param page    Admin page.
 * @param product Product id.
 */
async function openTempleTab( page: Page, product: number ) {
	await page.goto( `/wp-admin/post.php?post=${ product }&action=edit` );
	await expect( async () => {
		await page.getByRole( 'link', { name: '寺務' } ).click();
		await expect( page.getByLabel( '收據類別' ) ).toBeVisible( {
			timeout: 1_000,
		} );
	} ).toPass();
}

test.describe( 'receipts', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let roc = 0;
	let donation = 0;
	let personal = 0;
	/** The worshipper's bank transfer, opened again in the last test. */
	let transfer = 0;
	let transferNumber = '';

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		( { roc, donation, personal } = receiptsShop() );
	} );

	test.afterAll( async () => {
		await receiptsCleanUp( orders, personal );
	} );

	test( 'the temple’s details are settings, a tax ID that is not eight digits is refused; staff make an offering a donation with personal receipts on its Temple tab; the seeded 添油香 is a donation', async ( {
		page,
	} ) => {
		await page.goto( '/wp-admin/admin.php?page=wc-settings&tab=advanced' );
		await expect( page.getByLabel( '宮廟名稱' ) ).toHaveValue( TEMPLE );
		await page.getByLabel( '統一編號' ).fill( '1234' );
		await page.getByLabel( '電話' ).fill( '06-2221235' );
		// A series beginning with a digit would read as part of the year; the refusal says the whole rule.
		await page.getByLabel( '臨櫃收據字軌' ).fill( '1A' );
		await page.getByRole( 'button', { name: 'Save changes' } ).click();
		await expect( page.locator( '#message.error' ) ).toContainText(
			[
				'統一編號未儲存：須為 8 位數字。',
				'臨櫃收據字軌未儲存：請輸入一至四個英文字母或數字，頭尾須為英文字母（例如 C）。',
			],
			{ timeout: SAVED }
		);
		await expect( page.getByLabel( '臨櫃收據字軌' ) ).toHaveValue( '' );
		await expect( page.getByLabel( '統一編號' ) ).toHaveValue( '12345675' );
		await expect( page.getByLabel( '電話' ) ).toHaveValue( '06-2221235' );

		await openTempleTab( page, donation );
		await expect( page.getByLabel( '收據類別' ) ).toHaveValue( 'donation' );
		await expect( page.getByLabel( '個人收據' ) ).not.toBeChecked();

		await openTempleTab( page, personal );
		await expect( page.getByLabel( '收據類別' ) ).toHaveValue( 'fee' );
		await page.getByLabel( '收據類別' ).selectOption( 'donation' );
		await page.getByLabel( '個人收據' ).check();
		await page.locator( '#publish' ).click();
		await expect( page.locator( '#message.notice-success' ) ).toBeVisible( {
			timeout: SAVED,
		} );
		expect(
			shopPhp(
				`$p = wc_get_product( ${ personal } ); echo $p->get_meta( '_temple_offerings_receipt_type' ), '|', $p->get_meta( '_temple_offerings_personal_receipts' );`
			).trim()
		).toBe( 'donation|yes' );
	} );

	test( 'a bank transfer gets its receipt when staff mark it paid, handled 網路; the next paid order gets the next number', async ( {
		browser,
		page,
	} ) => {
		test.slow();
		const customer = await browser.newContext( { storageState: CUSTOMER } );
		const shop = await customer.newPage();
		await emptyCart( shop.request );
		const added = await addBelievers( shop.request, orders.lamp, [
			lightBeliever( '林收據' ),
		] );
		expect( added.error ).toBeUndefined();
		transfer = await checkout( shop, 'ATM 轉帳／銀行匯款' );
		orders.made.push( transfer );
		await customer.close();

		// On hold: no money seen, no receipt.
		await page.goto( orderScreen( transfer ) );
		const box = page.locator( '#temple-offerings-receipts' );
		await expect( box ).toContainText( '訂單付款後即開立收據。' );
		expect( stored( transfer ) ).toEqual( [] );

		await page.locator( '#order_status' ).selectOption( 'wc-processing' );
		await page.locator( 'button.save_order' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible( {
			timeout: SAVED,
		} );
		const numbers = box.locator( '.temple-staff-receipt-number' );
		await expect( numbers ).toHaveCount( 1 );
		transferNumber = ( await numbers.innerText() ).trim();
		expect( transferNumber ).toMatch( new RegExp( `^${ roc }-\\d{6}$` ) );
		const [ receipt ] = stored( transfer );
		expect( receipt ).toMatchObject( {
			number: transferNumber,
			payer: '王小明',
			handler: '網路',
			payment: 'ATM 轉帳／銀行匯款',
			total: 600,
			words: '陸佰元整',
			status: 'issued',
		} );
		// Saving the order again (paid to paid) issues nothing more.
		await page.locator( 'button.save_order' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible( {
			timeout: SAVED,
		} );
		expect( stored( transfer ) ).toHaveLength( 1 );

		// The worshipper's "order received" e-mail links the receipt.
		const mail = mails()
			.filter(
				( sent ) =>
					sent.to.includes( 'believer@example.test' ) &&
					sent.message.includes( transferNumber )
			)
			.pop();
		expect( mail, 'the processing e-mail with the receipt' ).toBeTruthy();
		expect( mail?.message ).toContain(
			`收據 ${ transferNumber }（王小明）`
		);
		// The link, as the HTML e-mail escapes it (esc_url writes & as &#038;).
		expect( mail?.message ).toMatch(
			new RegExp(
				`admin-post\\.php\\?action=temple_offerings_receipt(&#038;|&amp;)order=${ transfer }(&#038;|&amp;)receipt=${ transferNumber }(&#038;|&amp;)paper=a5"`
			)
		);

		// The next paid order, made and marked paid by staff: the next number, handled by admin.
		const next = await restOrder(
			orders,
			[ { product: orders.lamp, kind: 'light', names: [ '林次號' ] } ],
			{
				status: 'on-hold',
				payment_method: 'bacs',
				payment_method_title: 'ATM 轉帳／銀行匯款',
			}
		);
		expect( stored( next ) ).toEqual( [] );
		const response = await orders.request.put(
			`/wp-json/wc/v3/orders/${ next }`,
			{ headers: orders.headers, data: { status: 'processing' } }
		);
		expect( response.status() ).toBe( 200 );
		const [ following ] = stored( next );
		expect( serial( following.number as string ) ).toBe(
			serial( transferNumber ) + 1
		);
		expect( following.handler ).toBe( 'admin' );
	} );

	test( 'cash taken at the counter gets its receipt at once, the next number, handled by the clerk; with the counter’s series set, its receipts number on their own and the shop’s go on', async () => {
		counterUser( CLERK, '陳櫃台', 'temple_counter' );
		const clerk = await signIn( CLERK );
		// The counter's own route, as its screen posts a walk-in paying cash.
		const cash = async ( name: string ) => {
			const made = await postCounterOrder( clerk.api, clerk.nonce, {
				channel: 'counter',
				payment: 'cash',
				contact: { name: '王小明', phone: '0912 345 678' },
				lines: [
					{
						product_id: orders.lamp,
						variation_id: 0,
						believers: [ believerOf( 'light', name ) ],
					},
				],
			} );
			expect( made.status, JSON.stringify( made.body ) ).toBe( 201 );
			orders.made.push( made.body.order_id );
			return stored( made.body.order_id );
		};
		const before = serial( transferNumber ) + 1;
		const [ receipt ] = await cash( '林現金' );
		expect( receipt ).toMatchObject( {
			number: `${ roc }-${ String( before + 1 ).padStart( 6, '0' ) }`,
			handler: '陳櫃台',
			payment: '現金',
			total: 600,
			words: '陸佰元整',
			status: 'issued',
		} );

		// The counter's own series: C115-000001, C115-000002 for the counter; the shop's numbers go on between them.
		shopPhp(
			"update_option( 'temple_offerings_receipt_counter_series', 'C' );"
		);
		expect( ( await cash( '林字軌一' ) )[ 0 ].number ).toBe(
			`C${ roc }-000001`
		);
		const online = await restOrder(
			orders,
			[ { product: orders.lamp, kind: 'light', names: [ '林網路' ] } ],
			{ status: 'pending' }
		);
		expect( paidBy( online, 'admin', 'web' )[ 0 ].number ).toBe(
			`${ roc }-${ String( before + 2 ).padStart( 6, '0' ) }`
		);
		expect( ( await cash( '林字軌二' ) )[ 0 ].number ).toBe(
			`C${ roc }-000002`
		);
		await clerk.api.dispose();
		dropUsers( [ CLERK ] );
	} );

	test( 'the worshipper opens their receipt from My Account; another customer, a signed-out visitor and a wrong key get nothing', async ( {
		browser,
	} ) => {
		test.slow();
		const customer = await browser.newContext( { storageState: CUSTOMER } );
		const own = await customer.newPage();
		await own.goto( `/my-account/view-order/${ transfer }/` );
		const section = own.locator( '.temple-offerings-receipts' );
		await expect( section.getByRole( 'heading' ) ).toHaveText( '收據' );
		const link = section.getByRole( 'link', {
			name: `收據 ${ transferNumber }（王小明）`,
		} );
		const url = ( await link.getAttribute( 'href' ) ) ?? '';
		expect( url ).not.toContain( 'key=' );
		await link.click();
		await expect( own.locator( '.temple-receipt-number' ) ).toHaveText(
			transferNumber
		);
		await customer.close();

		// Another customer: the same 404 as for no receipt, nothing of it in the answer.
		const other = await signIn( OTHER );
		const theirs = await other.api.get( url );
		expect( theirs.status() ).toBe( 404 );
		const body = await theirs.text();
		expect( body ).not.toContain( transferNumber );
		expect( body ).not.toContain( '王小明' );
		expect( body ).not.toContain( '林收據' );
		await other.api.dispose();

		// Signed out: sent to sign in first, nothing shown.
		const anonymous = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const signedOut = await anonymous.request.get( url, {
			maxRedirects: 0,
		} );
		expect( signedOut.status() ).toBe( 302 );
		expect( signedOut.headers().location ).toContain( 'wp-login.php' );

		// A guest order opens to its key and to nothing else.
		const guest = await restOrder(
			orders,
			[ { product: orders.lamp, kind: 'light', names: [ '訪客甲' ] } ],
			{
				customer_id: 0,
				billing: {
					first_name: '大同',
					last_name: '林',
					email: 'guest-receipt@example.test',
				},
			}
		);
		const [ guestReceipt ] = stored( guest );
		const page = await anonymous.newPage();
		const { search } = new URL( url );
		const params = new URLSearchParams( search );
		params.set( 'order', String( guest ) );
		params.set( 'receipt', guestReceipt.number as string );
		const key = shopPhp(
			`echo wc_get_order( ${ guest } )->get_order_key();`
		).trim();
		const base = `/wp-admin/admin-post.php?${ params.toString() }`;
		const withKey = await page.goto( `${ base }&key=${ key }` );
		expect( withKey?.status() ).toBe( 200 );
		await expect( page.locator( '.temple-receipt-payer' ) ).toHaveText(
			'林大同'
		);
		const wrongKey = await anonymous.request.get(
			`${ base }&key=${ key.slice( 0, -1 ) }x`,
			{ maxRedirects: 0 }
		);
		expect( wrongKey.status() ).toBe( 404 );
		expect( await wrongKey.text() ).not.toContain( '林大同' );
		await anonymous.close();
	} );
} );
