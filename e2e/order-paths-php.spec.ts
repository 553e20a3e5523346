/**
 * An order another plugin makes in PHP without believers, on the real
 * shop: it is flagged on the order screen, in the orders list, on the
 * ritual list, in the CSV and on the dashboard.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	adminOrders,
	createOrder,
	dropOrders,
	lampBeliever,
	parseCsv,
	type AdminOrders,
} from './order-helpers';
import { completeBeliever } from '../src/domain/test/complete-believer';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

/**
 * An order another plugin makes in PHP, as WooCommerce lets it: a lamp line
 * of two places without believers, a 太歲燈 line of two places with one.
 *
 * @return Order id and number.
 */
function phpOrder(): { id: number; number: string } {
	return JSON.parse(
		shopPhp( `
$order = wc_create_order( array( 'status' => 'pending' ) );
$order->set_billing_first_name( '外掛' );
$order->add_product( wc_get_product( get_page_by_path( 'guangming-lamp', OBJECT, 'product' )->ID ), 2 );
$taisui = $order->get_item( $order->add_product( wc_get_product( get_page_by_path( 'taisui-lamp', OBJECT, 'product' )->ID ), 2 ) );
$taisui->update_meta_data( '_believers_data', array( json_decode( base64_decode( '${ Buffer.from(
			JSON.stringify( completeBeliever( 'light', { name: '蔡一' } ) )
		).toString( 'base64' ) }' ), true ) ) );
$taisui->save();
$order->calculate_totals();
$order->set_status( 'processing' );
$order->save();
echo wp_json_encode( array( 'id' => $order->get_id(), 'number' => $order->get_order_number() ) );
` )
	);
}

/**
 * The dashboard's count of orders with incomplete believers (0 when it says all are complete).
 *
 * @param page Signed-in admin page.
 */
async function dashboardCount( page: Page ): Promise< number > {
	await page.goto( '/wp-admin/index.php' );
	const widget = page.locator( '#temple_offerings_short_lines' );
	await expect(
		widget.getByRole( 'heading', { name: '信眾資料不齊的訂單' } )
	).toBeVisible();
	const text = (
		await widget.locator( '.temple-short-count' ).innerText()
	).trim();
	if ( text === '每筆訂單的每個名額都已登記信眾。' ) {
		return 0;
	}
	const found = text.match( /^有 (\d+) 筆訂單的信眾資料不齊。/ );
	expect( found, text ).not.toBeNull();
	return Number( found?.[ 1 ] );
}

test.describe( 'order paths', () => {
	test.describe.configure( { mode: 'serial' } );
	test.use( { storageState: ADMIN } );

	let orders: AdminOrders;
	let made: number[] = [];

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		( { made } = orders );
	} );

	test.afterAll( () => dropOrders( orders ) );

	test( 'an order made in PHP without believers is flagged on the order screen, the orders list, the ritual list, the CSV and the dashboard', async ( {
		page,
	} ) => {
		const before = await dashboardCount( page );
		// A complete order beside it, which the filter must leave out.
		const complete = await createOrder(
			orders.request,
			orders.headers[ 'X-WP-Nonce' ],
			orders.lamp,
			'light',
			[ lampBeliever( '齊一' ) ]
		);
		made.push( complete.id );
		const order = phpOrder();
		made.push( order.id );

		// The order screen: a warning naming each line, a mark under each.
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ order.id }`
		);
		const notice = page.locator( '.notice.temple-offerings-short-lines' );
		await expect( notice ).toContainText( '信眾資料不齊' );
		await expect( notice.locator( 'li' ) ).toHaveText( [
			'光明燈：缺 2 位信眾資料（數量 2，已登記 0 位）',
			'太歲燈：缺 1 位信眾資料（數量 2，已登記 1 位）',
		] );
		await expect(
			page.locator( '.temple-offerings-short-line' )
		).toHaveText( [
			'信眾資料不齊：缺 2 位信眾資料（數量 2，已登記 0 位）',
			'信眾資料不齊：缺 1 位信眾資料（數量 2，已登記 1 位）',
		] );

		// The orders list, filtered by the select beside WooCommerce's own.
		await page.goto( '/wp-admin/admin.php?page=wc-orders' );
		await page
			.getByLabel( '依信眾資料篩選' )
			.selectOption( { label: '信眾資料不齊' } );
		await page.locator( '#order-query-submit' ).click();
		await expect( page ).toHaveURL( /temple_believers=short/ );
		const list = page.locator( '#the-list' );
		await expect( list.locator( `#order-${ order.id }` ) ).toBeVisible();
		await expect( list.locator( `#order-${ complete.id }` ) ).toHaveCount(
			0
		);

		// The ritual list: a warning with the count and a link to the order.
		await page.goto( LIST );
		const warning = page.locator( '.temple-staff-short-lines' );
		const links = warning.locator( 'li a' );
		await expect(
			warning.getByRole( 'link', { name: `訂單 #${ order.number }` } )
		).toHaveAttribute( 'href', new RegExp( `id=${ order.id }` ) );
		await expect( warning ).toContainText(
			`有 ${ await links.count() } 筆訂單的結緣品信眾人數與數量不符`
		);
		const table = page.locator( 'table.temple-staff-table' );
		await expect(
			table.locator( 'tr', { hasText: '缺信眾資料' } ).filter( {
				hasText: order.number,
			} )
		).toHaveCount( 3 );

		// The CSV: a marked row for each missing place, beside the believer who is there.
		const href =
			( await page
				.getByRole( 'link', { name: '匯出 CSV' } )
				.getAttribute( 'href' ) ) ?? '';
		const csv = await page.request.get( href );
		expect( csv.ok() ).toBe( true );
		const [ header, ...rows ] = parseCsv(
			( await csv.body() ).subarray( 3 ).toString( 'utf8' )
		);
		const at = ( name: string ) => header.indexOf( name );
		const mine = rows.filter( ( row ) => row[ 0 ] === order.number );
		expect(
			mine.map( ( row ) => [
				row[ at( '結緣品' ) ],
				row[ at( '序號' ) ],
				row[ at( '信眾姓名' ) ],
				row[ at( '信眾資料不齊' ) ],
			] )
		).toEqual( [
			[ '光明燈', '1', '', '缺信眾資料' ],
			[ '光明燈', '2', '', '缺信眾資料' ],
			[ '太歲燈', '1', '蔡一', '' ],
			[ '太歲燈', '2', '', '缺信眾資料' ],
		] );

		// The dashboard counts it.
		expect( await dashboardCount( page ) ).toBe( before + 1 );
	} );
} );
