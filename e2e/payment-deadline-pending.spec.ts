/**
 * WooCommerce cancels a checkout's pending order once the shop's stock-hold
 * time (60 minutes by default) has passed without a payment. On the real
 * shop: a pending order with a payment deadline is left to its deadline
 * (three days here), while one without is cancelled as WooCommerce always did.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp, simpleProduct } from './cart-helpers';
import {
	adminOrders,
	dropOrders,
	lampBeliever,
	type AdminOrders,
} from './order-helpers';
import {
	CUSTOMER_EMAIL,
	HOUR,
	deadlineState,
	setWindow,
} from './deadline-helpers';

let withWindow = 0;
let withoutWindow = 0;
let orders: AdminOrders;

test.beforeAll( async ( { playwright } ) => {
	withWindow = simpleProduct(
		'e2e-pay-pending-window',
		'三日付款燈',
		600,
		[ 'light' ],
		5
	);
	withoutWindow = simpleProduct(
		'e2e-pay-pending-plain',
		'無期限燈',
		600,
		[ 'light' ],
		5
	);
	setWindow( withWindow, '4320' );
	setWindow( withoutWindow, '' );
	orders = await adminOrders( playwright );
} );

test.afterAll( async () => {
	await dropOrders( orders );
	for ( const id of [ withWindow, withoutWindow ] ) {
		shopPhp( `wp_delete_post( ${ id }, true );` );
	}
} );

/**
 * A pending order of one place, through WooCommerce's REST API.
 *
 * @param product The offering.
 * @param name    The believer's name.
 * @return The order's id.
 */
async function pendingOrder(
	product: number,
	name: string
): Promise< number > {
	const response = await orders.request.post( '/wp-json/wc/v3/orders', {
		headers: { 'X-WP-Nonce': orders.headers[ 'X-WP-Nonce' ] },
		data: {
			status: 'pending',
			billing: {
				first_name: '測試',
				last_name: '信眾',
				email: CUSTOMER_EMAIL,
			},
			line_items: [
				{
					product_id: product,
					quantity: 1,
					meta_data: [
						{
							key: '_believers_data',
							value: [ lampBeliever( name ) ],
						},
						{ key: '_believers_kind', value: 'light' },
					],
				},
			],
		},
	} );
	expect( response.status(), await response.text() ).toBe( 201 );
	const id = ( await response.json() ).id as number;
	orders.made.push( id );
	return id;
}

test( 'past the stock-hold time, a pending order with a deadline is kept for its deadline; one without is cancelled as before', async () => {
	const kept = await pendingOrder( withWindow, '待付款燈' );
	const left = await pendingOrder( withoutWindow, '無期限燈' );
	expect( Number( deadlineState( 'state', kept ).pay_by ) ).toBeGreaterThan(
		Date.now() / 1000 + 71 * HOUR
	);
	expect( deadlineState( 'state', left ).pay_by ).toBe( '' );
	// Both as checkouts left unpaid two hours ago; WooCommerce's own run of
	// wc_cancel_unpaid_orders() then looks at these two orders only (the shop
	// holds other specs' orders, which are not this test's to cancel).
	const ids = `array( ${ kept }, ${ left } )`;
	const statuses = shopPhp( `
		update_option( 'woocommerce_hold_stock_minutes', '60' );
		global $wpdb;
		foreach ( ${ ids } as $id ) {
			$order = wc_get_order( $id );
			$order->set_created_via( 'checkout' );
			$order->save();
		}
		$then = time() - 2 * HOUR_IN_SECONDS;
		$wpdb->query( "UPDATE {$wpdb->prefix}wc_orders SET date_updated_gmt = '" . gmdate( 'Y-m-d H:i:s', $then ) . "' WHERE id IN (${ kept }, ${ left })" );
		$wpdb->query( "UPDATE {$wpdb->posts} SET post_modified = '" . wp_date( 'Y-m-d H:i:s', $then ) . "', post_modified_gmt = '" . gmdate( 'Y-m-d H:i:s', $then ) . "' WHERE ID IN (${ kept }, ${ left })" );
		wp_cache_flush();
		add_filter( 'woocommerce_cancel_unpaid_order', fn( $cancel, $order ) => in_array( $order->get_id(), ${ ids }, true ) ? $cancel : false, 99, 2 );
		wc_cancel_unpaid_orders();
		echo wp_json_encode( array_map( fn( $id ) => wc_get_order( $id )->get_status(), ${ ids } ) );
	` );
	expect( JSON.parse( statuses ) ).toEqual( [ 'pending', 'cancelled' ] );
	const state = deadlineState( 'state', kept );
	expect( state.status ).toBe( 'pending' );
	expect(
		state.actions.filter(
			( action ) => action.hook === 'due' && action.status === 'pending'
		)
	).toHaveLength( 1 );
} );
