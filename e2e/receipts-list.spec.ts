/**
 * WooCommerce → 收據 on the real shop: every receipt of a year, filtered by
 * type, channel, 經手人 and voided or not through the screen's own form, with
 * the sums of the live ones; the CSV and the .xlsx hold exactly the filtered
 * rows; a counter clerk and a customer get nothing of it, an accountant's
 * role holding only the receipts capability gets the list and the prints;
 * forged filters and a forged nonce get no other rows.
 *
 * This spec's receipts are told apart from other specs' by their 經手人: a
 * shop manager of its own marks its orders paid.
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
import { ADMIN, CUSTOMER } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	adminOrders,
	dropOrders,
	parseCsv,
	type AdminOrders,
} from './order-helpers';
import { logIn } from './page-helpers';
import { restOrder, stored } from './receipts-helpers';
import {
	dropUsers,
	paidBy,
	shopUser,
	RECEIPTS_LIST as LIST,
	numbers,
	show,
	voidInBox,
	donationProduct,
} from './receipts-staff-helpers';
import { readXlsx } from './xlsx-helpers';

const SHOTS = path.join( __dirname, '../test-results/receipts' );
const HANDLER = '陳經手';
const MANAGER = 'receipts-manager';
const CLERK = 'receipts-clerk';
const ACCOUNTANT = 'receipts-accountant';

test.describe( 'the receipts list', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let donation = 0;
	let year = 0;
	/** Receipt numbers: a counter donation, a counter lamp, a phone donation and lamp, an online donation voided. */
	const receipt = { gift: '', lamp: '', both: '', voided: '' };

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		year = Number( shopPhp( "echo wp_date( 'Y' );" ).trim() );
		donation = donationProduct();
		shopUser( MANAGER, 'shop_manager', HANDLER );
		shopUser( CLERK, 'temple_counter' );
		shopPhp(
			"add_role( 'e2e_accountant', 'Accountant', array( 'read' => true, 'view_admin_dashboard' => true, 'temple_offerings_receipts' => true ) );"
		);
		shopUser( ACCOUNTANT, 'e2e_accountant' );
		const made: Array< [ keyof typeof receipt, string, number[] ] > = [
			[ 'gift', 'counter', [ donation ] ],
			[ 'lamp', 'counter', [ orders.lamp ] ],
			[ 'both', 'phone', [ donation, orders.lamp ] ],
			[ 'voided', 'web', [ donation ] ],
		];
		for ( const [ key, channel, products ] of made ) {
			const id = await restOrder(
				orders,
				products.map( ( product ) => ( {
					product,
					kind: product === donation ? 'worship' : 'light',
					names: [ '林清單' ],
				} ) ),
				{
					status: 'on-hold',
					billing: {
						first_name: '清單',
						last_name: '林',
						email: 'list@example.test',
					},
				}
			);
			// Taken at the counter or the phone, or online; marked paid by this spec's shop manager, its 經手人.
			const [ issued ] = paidBy( id, MANAGER, channel );
			expect( issued.handler ).toBe( HANDLER );
			receipt[ key ] = issued.number as string;
		}
		// Voided from the order's Receipts box, as staff do.
		await voidInBox(
			orders,
			orders.made[ 3 ],
			receipt.voided,
			'金額登錄錯誤'
		);
		expect( stored( orders.made[ 3 ] )[ 0 ].status ).toBe( 'void' );
	} );

	test.afterAll( async () => {
		await dropOrders( orders );
		dropUsers( [ MANAGER, CLERK, ACCOUNTANT ] );
		shopPhp( "remove_role( 'e2e_accountant' );" );
	} );

	test( 'staff filter a year’s receipts by type, channel, 經手人 and voided, with the live receipts’ sums', async ( {
		page,
	} ) => {
		// Under WooCommerce, beside 法會名單; the current year by default.
		await page.goto( '/wp-admin/' );
		await expect(
			page.locator( '#toplevel_page_woocommerce a', { hasText: '收據' } )
		).toHaveAttribute( 'href', 'admin.php?page=temple-offerings-receipts' );
		await page.goto( LIST );
		await expect( page.getByLabel( '年', { exact: true } ) ).toHaveValue(
			String( year )
		);

		await show( page, { 經手人: HANDLER } );
		expect( await numbers( page ) ).toEqual( [
			receipt.voided,
			receipt.both,
			receipt.lamp,
			receipt.gift,
		] );
		// 添油香 NT$1,000 a donation, 光明燈 NT$600 a fee; the voided donation counts in no sum.
		await expect(
			page.locator( '.temple-staff-receipts-sums' )
		).toHaveText(
			'未作廢者合計：捐款 NT$2,000，服務費 NT$1,200，總計 NT$3,200。'
		);
		await expect( page.locator( 'caption' ) ).toHaveText(
			'共 4 張收據（其中 1 張作廢）；第 1 頁，共 1 頁'
		);
		// The list as docs/receipts.md shows it.
		fs.mkdirSync( SHOTS, { recursive: true } );
		await page.screenshot( {
			path: path.join( SHOTS, 'receipts-list.png' ),
			fullPage: true,
		} );
		const voided = page.locator( `tr[data-receipt="${ receipt.voided }"]` );
		await expect( voided.locator( '.column-status' ) ).toHaveText( '作廢' );
		await expect( voided.locator( '.column-void' ) ).toContainText(
			'admin：金額登錄錯誤'
		);
		await expect( voided.locator( '.column-channel' ) ).toHaveText(
			'網路'
		);
		const both = page.locator( `tr[data-receipt="${ receipt.both }"]` );
		await expect( both.locator( '.column-donations' ) ).toHaveText(
			'1,000'
		);
		await expect( both.locator( '.column-fees' ) ).toHaveText( '600' );
		await expect( both.locator( '.column-channel' ) ).toHaveText( '電話' );

		await show( page, { 經手人: HANDLER, 類別: '含捐款' } );
		expect( await numbers( page ) ).toEqual( [
			receipt.voided,
			receipt.both,
			receipt.gift,
		] );
		await show( page, { 經手人: HANDLER, 類別: '含服務費' } );
		expect( await numbers( page ) ).toEqual( [
			receipt.both,
			receipt.lamp,
		] );
		await show( page, { 經手人: HANDLER, 來源: '臨櫃' } );
		expect( await numbers( page ) ).toEqual( [
			receipt.lamp,
			receipt.gift,
		] );
		await show( page, { 經手人: HANDLER, 狀態: '作廢' } );
		expect( await numbers( page ) ).toEqual( [ receipt.voided ] );
		await expect(
			page.locator( '.temple-staff-receipts-sums' )
		).toHaveText( '未作廢者合計：捐款 NT$0，服務費 NT$0，總計 NT$0。' );
		await show( page, { 經手人: HANDLER, 狀態: '未作廢', 來源: '網路' } );
		await expect( page.locator( '.temple-staff-empty' ) ).toHaveText(
			'沒有符合條件的收據。'
		);

		// Each number opens its A5 print; each order its screen.
		await show( page, { 經手人: HANDLER, 來源: '電話' } );
		const link = page.getByRole( 'link', {
			name: receipt.both,
			exact: true,
		} );
		const [ print ] = await Promise.all( [
			page.waitForEvent( 'popup' ),
			link.click(),
		] );
		await expect( print.locator( '.temple-receipt-number' ) ).toHaveText(
			receipt.both
		);
		await print.close();
		await expect(
			page.locator(
				`tr[data-receipt="${ receipt.both }"] .column-order a`
			)
		).toHaveAttribute( 'href', new RegExp( `id=${ orders.made[ 2 ] }` ) );
	} );

	test( 'the CSV and the .xlsx hold exactly the filtered receipts, amounts as numbers a spreadsheet sums', async ( {
		page,
	} ) => {
		await show( page, { 經手人: HANDLER, 來源: '臨櫃' } );
		const [ csv ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		expect( csv.suggestedFilename() ).toMatch(
			new RegExp( `^${ year } 年收據-\\d{4}-\\d{2}-\\d{2}-\\d{4}\\.csv$` )
		);
		const bytes = fs.readFileSync( ( await csv.path() ) as string );
		expect( bytes.subarray( 0, 3 ) ).toEqual(
			Buffer.from( [ 0xef, 0xbb, 0xbf ] )
		);
		const [ heading, ...rows ] = parseCsv(
			bytes.subarray( 3 ).toString( 'utf8' )
		);
		expect( heading ).toEqual( [
			'收據號碼',
			'日期',
			'收據姓名',
			'捐款',
			'服務費',
			'合計',
			'付款方式',
			'來源',
			'經手人',
			'狀態',
			'作廢（時間、經手、原因）',
			'補開自',
			'補開為',
			'訂單',
		] );
		// Oldest first, as the accounts read them.
		expect( rows.map( ( row ) => row[ 0 ] ) ).toEqual( [
			receipt.gift,
			receipt.lamp,
		] );
		expect( rows[ 0 ].slice( 2, 10 ) ).toEqual( [
			'林清單',
			'1000',
			'0',
			'1000',
			'現場付款',
			'臨櫃',
			HANDLER,
			'開立',
		] );
		expect( rows[ 1 ].slice( 3, 6 ) ).toEqual( [ '0', '600', '600' ] );

		await show( page, { 經手人: HANDLER, 類別: '含捐款' } );
		const [ xlsx ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 Excel（.xlsx）' } ).click(),
		] );
		const sheet = readXlsx( ( await xlsx.path() ) as string );
		expect( sheet.title ).toBe( `${ year } 年收據` );
		expect( sheet.rows.slice( 1 ).map( ( row ) => row[ 0 ] ) ).toEqual( [
			receipt.gift,
			receipt.both,
			receipt.voided,
		] );
		// Amounts are numbers a spreadsheet sums, not text.
		expect(
			sheet.rows[ 1 ].slice( 3, 6 ).map( ( cell ) => typeof cell )
		).toEqual( [ 'number', 'number', 'number' ] );
		const last = sheet.rows[ 3 ];
		expect( last[ 9 ] ).toBe( '作廢' );
		expect( last[ 10 ] ).toContain( 'admin：金額登錄錯誤' );
	} );

	test( 'a counter clerk and a customer get nothing; an accountant’s role with the receipts capability alone gets the list and the prints', async ( {
		browser,
		page,
	} ) => {
		await show( page, { 經手人: HANDLER } );
		const csv =
			( await page
				.getByRole( 'link', { name: '匯出 CSV' } )
				.getAttribute( 'href' ) ) ?? '';

		const clerk = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const clerkPage = await clerk.newPage();
		await logIn( clerkPage, CLERK );
		await expect( clerkPage.locator( '#adminmenu' ) ).not.toContainText(
			'收據'
		);
		const refused = await clerkPage.goto( LIST );
		expect( refused?.status() ).toBe( 403 );
		const clerkCsv = await clerkPage.request.get( csv );
		expect( clerkCsv.status() ).toBe( 403 );
		expect( await clerkCsv.text() ).not.toContain( '林清單' );
		await clerk.close();

		const customer = await browser.newContext( { storageState: CUSTOMER } );
		const customerCsv = await customer.request.get( csv );
		expect( customerCsv.status() ).toBe( 403 );
		expect( await customerCsv.text() ).not.toContain( '林清單' );
		const customerList = await customer.request.get( LIST );
		expect( await customerList.text() ).not.toContain( receipt.gift );
		await customer.close();

		const accountant = await browser.newContext( {
			storageState: { cookies: [], origins: [] },
		} );
		const books = await accountant.newPage();
		await logIn( books, ACCOUNTANT );
		await books
			.locator( '#adminmenu' )
			.getByRole( 'link', { name: '收據' } )
			.first()
			.click();
		await books
			.getByLabel( '經手人', { exact: true } )
			.selectOption( HANDLER );
		await books.getByRole( 'button', { name: '顯示收據' } ).click();
		expect( await numbers( books ) ).toHaveLength( 4 );
		// No order screen for a role that may not edit orders, but the receipt itself prints.
		await expect( books.locator( '.column-order a' ) ).toHaveCount( 0 );
		const href =
			( await books
				.getByRole( 'link', { name: receipt.gift, exact: true } )
				.getAttribute( 'href' ) ) ?? '';
		await books.goto( href );
		await expect( books.locator( '.temple-receipt-number' ) ).toHaveText(
			receipt.gift
		);
		await accountant.close();
	} );

	test( 'forged filters list no other receipts, and an export without its nonce is refused', async ( {
		page,
	} ) => {
		const forged = await page.goto(
			`${ LIST }&year=${ year }%20OR%201%3D1&type=donation%20OR%201&channel=web'%20--&status=deleted&handler[]=x`
		);
		expect( forged?.status() ).toBe( 200 );
		// Every forged value dropped: the current year's whole list, and no database error.
		await expect( page.getByLabel( '年', { exact: true } ) ).toHaveValue(
			String( year )
		);
		await expect( page.getByLabel( '來源', { exact: true } ) ).toHaveValue(
			''
		);
		await expect( page.locator( 'body' ) ).not.toContainText(
			'database error'
		);
		expect( await numbers( page ) ).toEqual(
			expect.arrayContaining( Object.values( receipt ) )
		);

		await show( page, { 經手人: HANDLER, 來源: '臨櫃' } );
		const csv =
			( await page
				.getByRole( 'link', { name: '匯出 CSV' } )
				.getAttribute( 'href' ) ) ?? '';
		const refused = await page.request.get(
			csv.replace( /_wpnonce=[^&]+/, '_wpnonce=bad' )
		);
		expect( refused.status() ).toBe( 403 );
		// A forged handler in a real export link: no row of anyone else.
		const other = await page.request.get(
			csv.replace(
				/handler=[^&]+/,
				`handler=${ encodeURIComponent( "x' OR '1'='1" ) }`
			)
		);
		expect( other.status() ).toBe( 200 );
		const [ , ...rows ] = parseCsv( ( await other.text() ).slice( 1 ) );
		expect( rows ).toEqual( [] );
	} );
} );
