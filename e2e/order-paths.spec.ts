/**
 * Every path an order takes keeps its believers, on the real shop:
 * WooCommerce's REST orders API (create, update, batch) refuses an offering
 * line without valid believers, one per unit, and changes nothing; an order
 * another plugin makes in PHP without believers is flagged on the order
 * screen, in the orders list, on the ritual list, in the CSV and on the
 * dashboard.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	type APIRequestContext,
	type Page,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	adminOrders,
	dropOrders,
	lampBeliever,
	parseCsv,
	type AdminOrders,
} from './order-helpers';
import { completeBeliever } from '../src/domain/test/complete-believer';

const LIST = '/wp-admin/admin.php?page=temple-offerings-ritual-list';

/** What the shop holds of orders: orders and order lines, every status and storage. */
function orderRows(): string {
	return shopPhp( `
global $wpdb;
echo $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}wc_orders" ), '|',
	$wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'shop_order'" ), '|',
	$wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}woocommerce_order_items" );
` ).trim();
}

/**
 * A line of an order as stored: quantity, form kind and believers.
 *
 * @param order Order id.
 */
function storedLines( order: number ): {
	quantity: number;
	kind: string;
	believers: Record< string, unknown >[];
}[] {
	return JSON.parse(
		shopPhp( `
$lines = array();
foreach ( wc_get_order( ${ order } )->get_items() as $item ) {
	$lines[] = array(
		'quantity'  => $item->get_quantity(),
		'kind'      => $item->get_meta( '_believers_kind', true ),
		'believers' => $item->get_meta( '_believers_data', true ),
	);
}
echo wp_json_encode( $lines );
` )
	);
}

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
	let request: APIRequestContext;
	let headers: Record< string, string >;
	let lamp = 0;
	let made: number[] = [];

	test.beforeAll( async ( { playwright } ) => {
		orders = await adminOrders( playwright );
		( { request, headers, lamp, made } = orders );
	} );

	test.afterAll( () => dropOrders( orders ) );

	/**
	 * Posts a new order of lines to WooCommerce's REST API.
	 *
	 * @param lines `line_items`.
	 */
	const post = ( lines: unknown[] ) =>
		request.post( '/wp-json/wc/v3/orders', {
			headers,
			data: {
				status: 'on-hold',
				billing: { first_name: '路徑', last_name: '測試' },
				line_items: lines,
			},
		} );

	test( 'REST create with valid believers stores them sanitized, with the product’s kind', async () => {
		const response = await post( [
			{
				product_id: lamp,
				quantity: 2,
				meta_data: [
					{
						key: '_believers_data',
						value: [
							lampBeliever( '  王小明  ', {
								address: '<b>臺北市</b>中正區重慶南路一段122號',
								product_category: [ 'pudu' ],
							} ),
							lampBeliever( '李小華' ),
						],
					},
					// Whatever a tool claims, the kind is the product's.
					{ key: '_believers_kind', value: 'pudu' },
				],
			},
		] );
		expect( response.status(), await response.text() ).toBe( 201 );
		const order = ( await response.json() ).id;
		made.push( order );
		const [ line ] = storedLines( order );
		expect( line.quantity ).toBe( 2 );
		expect( line.kind ).toBe( 'light' );
		expect( line.believers.map( ( b ) => b.name ) ).toEqual( [
			'王小明',
			'李小華',
		] );
		expect( line.believers[ 0 ].address ).toBe(
			'臺北市中正區重慶南路一段122號'
		);
		expect( line.believers[ 0 ].product_category ).toEqual( [ 'light' ] );
	} );

	test( 'REST create without believers is refused, and no order is made', async () => {
		const before = orderRows();
		const response = await post( [ { product_id: lamp, quantity: 1 } ] );
		expect( response.status() ).toBe( 400 );
		const body = await response.json();
		expect( body.code ).toBe( 'temple_offerings_believers_required' );
		expect( body.message ).toBe(
			'第 1 項結緣品（光明燈）：請為此結緣品填寫信眾資料'
		);
		expect( body.data.line ).toBe( 0 );
		expect( orderRows() ).toBe( before );
	} );

	test( 'REST create with an impossible birthday and a script for a name stores nothing', async () => {
		const before = orderRows();
		const response = await post( [
			{
				product_id: lamp,
				quantity: 1,
				meta_data: [
					{
						key: '_believers_data',
						value: [
							lampBeliever( '<script>alert(1)</script>', {
								birthday: '1980-13-45-子',
							} ),
						],
					},
				],
			},
		] );
		expect( response.status() ).toBe( 400 );
		const body = await response.json();
		expect( body.code ).toBe( 'temple_offerings_invalid_believer' );
		expect( body.message ).toBe(
			'第 1 項結緣品（光明燈）：部分結緣品的資料不完整，請檢查'
		);
		const fields = body.data.errors.map(
			( error: { field: string; code: string } ) =>
				`${ error.field }:${ error.code }`
		);
		expect( fields ).toEqual(
			expect.arrayContaining( [
				'name:required',
				'birthday.month:invalid',
				'birthday.day:invalid',
			] )
		);
		expect( orderRows() ).toBe( before );
		expect(
			shopPhp(
				`global $wpdb; echo $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}woocommerce_order_itemmeta WHERE meta_value LIKE '%1980-13-45%' OR meta_value LIKE '%<script>%'" );`
			).trim()
		).toBe( '0' );
	} );

	test( 'REST resize 1→4 without three more believers is refused and the order stays as it was', async () => {
		const created = await post( [
			{
				product_id: lamp,
				quantity: 1,
				meta_data: [
					{
						key: '_believers_data',
						value: [ lampBeliever( '陳一' ) ],
					},
				],
			},
		] );
		expect( created.status(), await created.text() ).toBe( 201 );
		const order = await created.json();
		made.push( order.id );
		const item = order.line_items[ 0 ].id;
		const before = JSON.stringify( storedLines( order.id ) );
		const rows = orderRows();

		const resized = await request.put(
			`/wp-json/wc/v3/orders/${ order.id }`,
			{
				headers,
				data: { line_items: [ { id: item, quantity: 4 } ] },
			}
		);
		expect( resized.status() ).toBe( 400 );
		const body = await resized.json();
		expect( body.code ).toBe( 'temple_offerings_quantity_mismatch' );
		expect( body.message ).toBe(
			'第 1 項結緣品（光明燈）：數量必須等於登記的信眾人數'
		);
		expect( JSON.stringify( storedLines( order.id ) ) ).toBe( before );
		expect( orderRows() ).toBe( rows );
		const total = await request.get(
			`/wp-json/wc/v3/orders/${ order.id }`,
			{
				headers,
			}
		);
		expect( ( await total.json() ).total ).toBe( order.total );

		// With their believers, the same resize goes in, sanitized.
		const four = [ '陳一', '陳二', '陳三', ' 陳四 ' ].map( ( name ) =>
			lampBeliever( name )
		);
		const accepted = await request.put(
			`/wp-json/wc/v3/orders/${ order.id }`,
			{
				headers,
				data: {
					line_items: [
						{
							id: item,
							quantity: 4,
							meta_data: [
								{ key: '_believers_data', value: four },
							],
						},
					],
				},
			}
		);
		expect( accepted.status(), await accepted.text() ).toBe( 200 );
		const [ line ] = storedLines( order.id );
		expect( line.quantity ).toBe( 4 );
		expect( line.believers.map( ( b ) => b.name ) ).toEqual( [
			'陳一',
			'陳二',
			'陳三',
			'陳四',
		] );
	} );

	test( 'an order made in PHP without believers is flagged on the order screen, the orders list, the ritual list, the CSV and the dashboard', async ( {
		page,
	} ) => {
		const before = await dashboardCount( page );
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
		// A complete order (the first test's) is not on the filtered list.
		await expect( list.locator( `#order-${ made[ 0 ] }` ) ).toHaveCount(
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

	test( 'a batch puts the good order in and answers the bad one with its own error', async () => {
		const existing = await post( [
			{
				product_id: lamp,
				quantity: 1,
				meta_data: [
					{
						key: '_believers_data',
						value: [ lampBeliever( '林一' ) ],
					},
				],
			},
		] );
		const kept = await existing.json();
		made.push( kept.id );
		const before = JSON.stringify( storedLines( kept.id ) );

		const response = await request.post( '/wp-json/wc/v3/orders/batch', {
			headers,
			data: {
				create: [
					{
						status: 'on-hold',
						line_items: [ { product_id: lamp, quantity: 1 } ],
					},
					{
						status: 'on-hold',
						line_items: [
							{
								product_id: lamp,
								quantity: 1,
								meta_data: [
									{
										key: '_believers_data',
										value: [ lampBeliever( '林好' ) ],
									},
								],
							},
						],
					},
				],
				update: [
					{
						id: kept.id,
						line_items: [
							{ id: kept.line_items[ 0 ].id, quantity: 3 },
						],
					},
				],
			},
		} );
		expect( response.status(), await response.text() ).toBe( 200 );
		const body = await response.json();
		expect( body.create ).toHaveLength( 2 );
		expect( body.create[ 0 ].id ).toBe( 0 );
		expect( body.create[ 0 ].error.code ).toBe(
			'temple_offerings_believers_required'
		);
		expect( body.create[ 0 ].error.data.status ).toBe( 400 );
		expect( body.create[ 1 ].id ).toBeGreaterThan( 0 );
		made.push( body.create[ 1 ].id );
		expect(
			storedLines( body.create[ 1 ].id )[ 0 ].believers[ 0 ].name
		).toBe( '林好' );
		expect( body.update ).toHaveLength( 1 );
		expect( body.update[ 0 ].id ).toBe( kept.id );
		expect( body.update[ 0 ].error.code ).toBe(
			'temple_offerings_quantity_mismatch'
		);
		expect( JSON.stringify( storedLines( kept.id ) ) ).toBe( before );
	} );
} );
