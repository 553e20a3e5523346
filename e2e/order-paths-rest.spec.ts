/**
 * Orders made through WooCommerce's REST orders API keep their believers,
 * on the real shop: create, update and batch refuse an offering line
 * without valid believers, one per unit, and change nothing; valid ones
 * are stored sanitized with the product's kind.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN } from './global-setup';
import { shopPhp } from './cart-helpers';
import {
	adminOrders,
	dropOrders,
	lampBeliever,
	type AdminOrders,
} from './order-helpers';

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
