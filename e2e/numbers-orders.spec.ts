/**
 * Lamp numbers (燈號) given to orders on the real shop: a worshipper who
 * pays at the temple sees the numbers on the thank-you page, My Account and
 * the order e-mail; staff see them in the order's Believers box and the
 * ritual list's CSV; paying again (status back and forth) never renumbers;
 * a cancelled order's numbers are never given again; a bank transfer gets
 * its numbers when staff mark it paid; staff can reissue a line, with an
 * order note.
 *
 * The product is the spec's own, numbered before the tests as staff set it
 * in numbers-staff.spec.ts and unnumbered after.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import fs from 'node:fs';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import {
	createOrder,
	parseCsv,
	restNonce,
	deleteOrders,
} from './order-helpers';
import {
	addBelievers,
	checkout,
	emptyCart,
	lightBeliever,
	mails,
	simpleProduct,
	shopPhp,
} from './cart-helpers';
import { PRODUCT, shots, boxNumbers } from './numbers-helpers';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

/**
 * A lamp order paid by bank transfer, made through WooCommerce's REST API
 * with the line meta the cart writes.
 *
 * @param request Admin request context.
 * @param nonce   REST nonce.
 * @param product Product id.
 * @param names   Believers' names.
 * @param status  Order status.
 * @return The order id.
 */
async function transferOrder(
	request: APIRequestContext,
	nonce: string,
	product: number,
	names: string[],
	status: string
): Promise< number > {
	const believers = names.map( ( name ) => lightBeliever( name ) );
	const order = await createOrder(
		request,
		nonce,
		product,
		'light',
		believers,
		{
			status,
			payment_method: 'bacs',
			payment_method_title: 'ATM 轉帳／銀行匯款',
			billing: { first_name: '測試', last_name: '燈號' },
		}
	);
	return order.id;
}

async function setStatus(
	request: APIRequestContext,
	nonce: string,
	id: number,
	status: string
) {
	const response = await request.put( `/wp-json/wc/v3/orders/${ id }`, {
		headers: { 'X-WP-Nonce': nonce },
		data: { status },
	} );
	expect( response.status(), await response.text() ).toBe( 200 );
}

async function notes(
	request: APIRequestContext,
	nonce: string,
	id: number
): Promise< string[] > {
	const response = await request.get( `/wp-json/wc/v3/orders/${ id }/notes`, {
		headers: { 'X-WP-Nonce': nonce },
	} );
	expect( response.ok() ).toBe( true );
	return ( await response.json() ).map(
		( note: { note: string } ) => note.note
	);
}

test.describe( 'lamp numbers', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let product = 0;
	let paidOrder = 0;
	const made: number[] = [];

	test.beforeAll( () => {
		product = simpleProduct( 'e2e-numbers-lamp', PRODUCT, 600, [
			'light',
		] );
		// Numbered 光明燈-0001 on, as staff set it on its Temple tab
		// (numbers-staff.spec.ts).
		shopPhp( `
			$product = wc_get_product( ${ product } );
			$product->update_meta_data( '_temple_offerings_number_prefix', '光明燈-' );
			$product->update_meta_data( '_temple_offerings_number_start', '1' );
			$product->update_meta_data( '_temple_offerings_number_width', '4' );
			$product->save();
		` );
	} );

	test.afterAll( async ( { browser } ) => {
		await deleteOrders( browser, made );
		// Unnumbered again, as numbers-staff.spec.ts expects to find it.
		shopPhp( `
			$product = wc_get_product( ${ product } );
			foreach ( array( 'prefix', 'start', 'width' ) as $key ) {
				$product->delete_meta_data( '_temple_offerings_number_' . $key );
			}
			$product->save();
		` );
	} );

	test( 'a worshipper who pays at the temple sees each believer’s number on the thank-you page, My Account and the e-mail', async ( {
		browser,
	} ) => {
		const context = await browser.newContext( {
			storageState: CUSTOMER,
		} );
		const page = await context.newPage();
		await emptyCart( page.request );
		const added = await addBelievers( page.request, product, [
			lightBeliever( '林一燈' ),
			lightBeliever( '林二燈' ),
		] );
		expect( added.error ).toBeUndefined();
		paidOrder = await checkout( page, '現場付款' );
		made.push( paidOrder );

		const believers = page.locator( 'ul.temple-offerings-believers li' );
		await expect( believers ).toHaveCount( 2 );
		await expect( believers.nth( 0 ) ).toContainText( '林一燈' );
		await expect( believers.nth( 0 ) ).toContainText( '燈號：光明燈-0001' );
		await expect( believers.nth( 1 ) ).toContainText( '林二燈' );
		await expect( believers.nth( 1 ) ).toContainText( '燈號：光明燈-0002' );
		await shots( page, 'thank-you' );

		await page.goto( `/my-account/view-order/${ paidOrder }/` );
		await expect( page.locator( 'body' ) ).toContainText(
			'燈號：光明燈-0001'
		);
		await expect( page.locator( 'body' ) ).toContainText(
			'燈號：光明燈-0002'
		);
		await shots( page, 'my-account' );
		await context.close();

		const mail = mails()
			.filter( ( sent ) => sent.message.includes( '林一燈' ) )
			.pop();
		expect( mail, 'the order e-mail to the worshipper' ).toBeTruthy();
		expect( mail?.message ).toContain( '燈號：光明燈-0001' );
		expect( mail?.message ).toContain( '燈號：光明燈-0002' );
	} );

	test( 'staff see the numbers in the Believers box; paying again (status back and forth) never renumbers', async ( {
		page,
	} ) => {
		expect( await boxNumbers( page, paidOrder ) ).toEqual( [
			'光明燈-0001',
			'光明燈-0002',
		] );
		await shots( page, 'order-box', [ 1280 ] );
		const nonce = await restNonce( page.request );
		for ( const status of [
			'on-hold',
			'processing',
			'completed',
			'processing',
		] ) {
			await setStatus( page.request, nonce, paidOrder, status );
		}
		expect( await boxNumbers( page, paidOrder ) ).toEqual( [
			'光明燈-0001',
			'光明燈-0002',
		] );
		const given = ( await notes( page.request, nonce, paidOrder ) ).filter(
			( note ) => note.startsWith( '已編燈號' )
		);
		expect( given ).toEqual( [
			`已編燈號：${ PRODUCT }：光明燈-0001 – 光明燈-0002`,
		] );
	} );

	test( 'a cancelled order keeps its numbers', async ( { page } ) => {
		const nonce = await restNonce( page.request );
		const cancelled = await transferOrder(
			page.request,
			nonce,
			product,
			[ '陳取消' ],
			'processing'
		);
		made.push( cancelled );
		expect( await boxNumbers( page, cancelled ) ).toEqual( [
			'光明燈-0003',
		] );
		await setStatus( page.request, nonce, cancelled, 'cancelled' );
		expect( await boxNumbers( page, cancelled ) ).toEqual( [
			'光明燈-0003',
		] );
	} );

	test( 'a bank transfer is numbered when staff mark it paid, never with the cancelled order’s number; staff can reissue', async ( {
		page,
	} ) => {
		// Five loads of the order screen, each a few seconds on a busy shared machine.
		test.slow();
		const nonce = await restNonce( page.request );
		// Bank transfer: on hold, no numbers until staff mark it paid on the order screen.
		const transfer = await transferOrder(
			page.request,
			nonce,
			product,
			[ '黃轉帳', '黃匯款' ],
			'on-hold'
		);
		made.push( transfer );
		expect( await boxNumbers( page, transfer ) ).toEqual( [] );
		await page.locator( '#order_status' ).selectOption( 'wc-processing' );
		await page.locator( 'button.save_order' ).click();
		await expect( page.locator( '#message' ) ).toBeVisible();
		// 0003 went to the cancelled order and is not given again.
		expect( await boxNumbers( page, transfer ) ).toEqual( [
			'光明燈-0004',
			'光明燈-0005',
		] );

		// Reissue: new numbers, the old ones left unused, an order note naming who did it.
		page.once( 'dialog', ( dialog ) => dialog.accept() );
		await page.getByRole( 'link', { name: '重新編燈號' } ).click();
		await page.waitForURL( /page=wc-orders/ );
		expect( await boxNumbers( page, transfer ) ).toEqual( [
			'光明燈-0006',
			'光明燈-0007',
		] );
		expect( await notes( page.request, nonce, transfer ) ).toContainEqual(
			`admin 重新編排「${ PRODUCT }」的燈號：光明燈-0004, 光明燈-0005 改為 光明燈-0006 – 光明燈-0007。原燈號不再發出。`
		);
		// A reissue link without its nonce changes nothing.
		const href =
			( await page
				.getByRole( 'link', { name: '重新編燈號' } )
				.getAttribute( 'href' ) ) ?? '';
		const forged = await page.request.get(
			href.replace( /_wpnonce=[^&]+/, '_wpnonce=0' )
		);
		expect( forged.status() ).toBe( 403 );
		expect( await boxNumbers( page, transfer ) ).toEqual( [
			'光明燈-0006',
			'光明燈-0007',
		] );
		await shots( page, 'order-box-reissued', [ 1280 ] );
	} );

	test( 'the ritual list and its CSV have a 燈號 column with each believer’s number', async ( {
		page,
	} ) => {
		await page.goto( LIST );
		const table = page.locator( 'table.temple-staff-table' );
		await expect(
			table.getByRole( 'columnheader', { name: '燈號' } )
		).toBeVisible();
		await expect( table ).toContainText( '光明燈-0001' );
		// The cancelled order is not paid: off the list, its number too.
		await expect( table ).not.toContainText( '光明燈-0003' );
		await shots( page, 'ritual-list', [ 1280 ] );

		const [ download ] = await Promise.all( [
			page.waitForEvent( 'download' ),
			page.getByRole( 'link', { name: '匯出 CSV' } ).click(),
		] );
		const bytes = fs.readFileSync( ( await download.path() ) as string );
		const [ header, ...rows ] = parseCsv(
			bytes.subarray( 3 ).toString( 'utf8' )
		);
		const number = header.indexOf( '燈號' );
		const name = header.indexOf( '信眾姓名' );
		const offering = header.indexOf( '結緣品' );
		expect( number ).toBe( header.indexOf( '序號' ) + 1 );
		const mine = rows
			.filter( ( row ) => row[ offering ] === PRODUCT )
			.map( ( row ) => [ row[ name ], row[ number ] ] );
		expect( mine ).toEqual( [
			[ '林一燈', '光明燈-0001' ],
			[ '林二燈', '光明燈-0002' ],
			[ '黃轉帳', '光明燈-0006' ],
			[ '黃匯款', '光明燈-0007' ],
		] );
	} );
} );
