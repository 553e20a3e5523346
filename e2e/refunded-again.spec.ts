/**
 * A believer a refund took holds no place any more: the order screen counts
 * the line's believers without them, and "Order again" brings back only the
 * others, the line taking as many places as believers. An order whose every
 * believer was refunded brings back none.
 */
/**
 * External dependencies
 */
import { test, expect, type Page } from '@playwright/test';

/**
 * Internal dependencies
 */
import { ADMIN, CUSTOMER } from './global-setup';
import { emptyCart, shopPhp, storeCart } from './cart-helpers';
import { lampBeliever } from './order-helpers';

/**
 * A completed order of the demo customer: a lamp line of these believers,
 * then a refund of the first `refunded` places that took those believers
 * (as the refund form leaves it: the chosen believers on the refund's item).
 *
 * @param names    The believers' names.
 * @param refunded How many of the first believers were refunded.
 * @return Order id.
 */
function refundedOrder( names: string[], refunded: number ): number {
	const believers = Buffer.from(
		JSON.stringify( names.map( ( name ) => lampBeliever( name ) ) )
	).toString( 'base64' );
	const chosen = JSON.stringify(
		Array.from( { length: refunded }, ( _none, index ) => index )
	);
	return Number(
		shopPhp( `
$order = wc_create_order( array( 'status' => 'pending', 'customer_id' => get_user_by( 'login', 'believer' )->ID ) );
$order->set_billing_first_name( '退款' );
$item = $order->get_item( $order->add_product( wc_get_product( get_page_by_path( 'guangming-lamp', OBJECT, 'product' )->ID ), ${ names.length } ) );
$item->update_meta_data( '_believers_data', json_decode( base64_decode( '${ believers }' ), true ) );
$item->update_meta_data( '_believers_kind', 'light' );
$item->save();
$order->calculate_totals();
$order->set_status( 'completed' );
$order->save();
$refund = wc_create_refund( array( 'order_id' => $order->get_id(), 'amount' => 0, 'line_items' => array( $item->get_id() => array( 'qty' => ${ refunded }, 'refund_total' => 0 ) ) ) );
if ( is_wp_error( $refund ) ) {
	fwrite( STDERR, $refund->get_error_message() );
	exit( 1 );
}
foreach ( $refund->get_items() as $refund_item ) {
	$refund_item->update_meta_data( '_temple_offerings_refunded_believers', json_decode( '${ chosen }' ) );
	$refund_item->save();
}
wc_get_order( $order->get_id() )->save();
echo $order->get_id();
` ).trim()
	);
}

const made: number[] = [];

test.afterAll( () => {
	shopPhp(
		`foreach ( array( ${ made.join( ', ' ) } ) as $id ) { $order = wc_get_order( $id ); if ( $order ) { $order->delete( true ); } }`
	);
} );

test.describe( 'refunded believers on the order screen', () => {
	test.use( { storageState: ADMIN } );

	test( 'the count under the line leaves out a refunded believer, who stays in the box labelled refunded', async ( {
		page,
	} ) => {
		const order = refundedOrder( [ '王小明', '李四' ], 1 );
		made.push( order );
		await page.goto(
			`/wp-admin/admin.php?page=wc-orders&action=edit&id=${ order }`
		);
		await expect(
			page.locator(
				'#order_line_items .temple-offerings-believers-count'
			)
		).toHaveText( '登記信眾：1 位，詳見下方「登記信眾」' );
		await expect(
			page.locator( '#temple-offerings-believers caption' )
		).toHaveText( [ '信眾 1（已退款）', '信眾 2' ] );
	} );
} );

test.describe( 'order again', () => {
	test.use( { storageState: CUSTOMER } );

	/**
	 * Presses "Order again" on the order's My Account page.
	 *
	 * @param page  Signed-in customer page.
	 * @param order Order id.
	 */
	async function orderAgain( page: Page, order: number ) {
		await emptyCart( page.request );
		await page.goto( `/my-account/view-order/${ order }/` );
		await Promise.all( [
			page.waitForEvent( 'load' ),
			page.locator( '.order-again a' ).click(),
		] );
	}

	test( 'brings back the believers a refund did not take, one place each', async ( {
		page,
	} ) => {
		const order = refundedOrder( [ '王小明', '李四', '陳大文' ], 1 );
		made.push( order );
		await orderAgain( page, order );

		const { items } = await storeCart( page.request );
		expect( items ).toHaveLength( 1 );
		expect( items[ 0 ].quantity ).toBe( 2 );
		const shown = items[ 0 ].item_data
			.map( ( row ) => `${ row.key } ${ row.value }` )
			.join( '\n' );
		expect( shown ).toContain( '李四' );
		expect( shown ).toContain( '陳大文' );
		expect( shown ).not.toContain( '王小明' );
	} );

	test( 'brings back no line whose every believer was refunded', async ( {
		page,
	} ) => {
		const order = refundedOrder( [ '王小明' ], 1 );
		made.push( order );
		await orderAgain( page, order );

		expect( ( await storeCart( page.request ) ).items ).toEqual( [] );
	} );
} );
