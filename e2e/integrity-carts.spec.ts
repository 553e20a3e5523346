/**
 * Carts and orders that hold an offering line keep its believers: a
 * tampered session or persistent cart drops the line without them, both
 * checkouts refuse a cart with a bad line, and "order again" keeps the
 * believers and their kind on a line of its own.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	productId,
	shopPhp,
	storeCart,
	type Believer,
} from './cart-helpers';
import { orderBelievers, storeCheckout } from './integrity-helpers';

// The checkouts here save integrity@example.com as the shared customer's
// billing e-mail; later specs read that customer's mail at its own address.
test.afterAll( () => {
	shopPhp(
		`update_user_meta( get_user_by( 'login', 'believer' )->ID, 'billing_email', 'believer@example.test' );`
	);
} );

test.describe( 'carts that already hold a bad line', () => {
	test.use( { storageState: CUSTOMER } );

	test( 'a restored session or persistent cart drops the offering without believers, with a notice', async ( {
		page,
	} ) => {
		await emptyCart( page.request );
		const lamp = await productId( page.request, 'guangming-lamp' );
		await addBelievers( page.request, lamp, [ lightBeliever( '留下' ) ] );
		await addBelievers( page.request, lamp, [ lightBeliever( '被改' ) ] );
		// Tamper with the stored cart: one line loses its believers, as a cart
		// saved before this check, or by other code, could.
		shopPhp( `
			$user = get_user_by( 'login', 'believer' )->ID;
			$session = new WC_Session_Handler();
			$data = $session->get_session( (string) $user );
			$cart = maybe_unserialize( $data['cart'] );
			foreach ( $cart as $key => $line ) {
				if ( '被改' === ( $line['_believers_data'][0]['name'] ?? '' ) ) {
					unset( $cart[ $key ]['_believers_data'] );
				}
			}
			$data['cart'] = maybe_serialize( $cart );
			global $wpdb;
			$wpdb->update( $wpdb->prefix . 'woocommerce_sessions', array( 'session_value' => maybe_serialize( $data ) ), array( 'session_key' => (string) $user ) );
			wp_cache_flush();
			update_user_meta( $user, '_woocommerce_persistent_cart_' . get_current_blog_id(), array( 'cart' => $cart ) );
		` );
		await page.goto( '/cart/' );
		await expect(
			page.getByText( /「光明燈」已從祈福袋移除/ ).first()
		).toBeVisible();
		const cart = await storeCart( page.request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '留下' );
		const persistent = shopPhp( `
			$user = get_user_by( 'login', 'believer' )->ID;
			$saved = get_user_meta( $user, '_woocommerce_persistent_cart_' . get_current_blog_id(), true );
			echo count( $saved['cart'] );
		` );
		expect( persistent.trim() ).toBe( '1' );
		await emptyCart( page.request );
	} );

	test( 'both checkouts refuse a cart with a bad line, and no order line is made without believers', () => {
		const result = JSON.parse(
			shopPhp( `
				wc_load_cart();
				$lamp = wc_get_product( get_page_by_path( 'guangming-lamp', OBJECT, 'product' )->ID );
				// A line put straight into the cart's contents, past every add check.
				WC()->cart->set_cart_contents( array( 'bad' => array(
					'key' => 'bad', 'product_id' => $lamp->get_id(), 'variation_id' => 0,
					'variation' => array(), 'quantity' => 1, 'data' => $lamp,
					'data_hash' => wc_get_cart_item_data_hash( $lamp ),
				) ) );
				$out = array();
				wc_clear_notices();
				do_action( 'woocommerce_check_cart_items' );
				$out['classic'] = array_column( wc_get_notices( 'error' ), 'notice' );
				$errors = new WP_Error();
				do_action( 'woocommerce_store_api_cart_errors', $errors, WC()->cart );
				$out['blocks'] = $errors->get_error_codes();
				$order = wc_create_order();
				try {
					WC()->checkout()->create_order_line_items( $order, WC()->cart );
					$out['line'] = 'made';
				} catch ( Exception $e ) {
					$out['line'] = $e->getMessage();
				}
				$order->delete( true );
				echo wp_json_encode( $out );
			` )
		);
		expect( result.classic.join( ' ' ) ).toContain( '光明燈' );
		expect( result.blocks ).toEqual( [
			'temple_offerings_believers_required',
		] );
		expect( result.line ).toContain( '光明燈' );
	} );
} );

test.describe( 'order again', () => {
	test.use( { storageState: CUSTOMER } );

	test( 'keeps the believers and their kind, on a line of its own', async ( {
		page,
	} ) => {
		await emptyCart( page.request );
		const pudu = await productId( page.request, 'pudu-rice' );
		const believer: Believer = {
			...lightBeliever( '再訂' ),
			deceased_name: '先人',
			deceased_gender: 'male',
			deceased_birthday: '1930-03-05-吉',
			deceased_death_anniversary: '2001-07-15-午',
			deceased_address: '台南市北區',
			product_category: [ 'pudu' ],
		};
		expect(
			( await addBelievers( page.request, pudu, [ believer ] ) ).error
		).toBeUndefined();
		const checkout = await storeCheckout( page.request );
		expect( checkout.status(), await checkout.text() ).toBe( 200 );
		const { order_id: order } = await checkout.json();
		shopPhp( `wc_get_order( ${ order } )->update_status( 'completed' );` );

		await page.goto( `/my-account/view-order/${ order }/` );
		await page.locator( '.order-again a' ).click();
		await page.waitForURL( /\/cart\/?/ );
		const cart = await storeCart( page.request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].quantity ).toBe( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '先人' );

		const again = await storeCheckout( page.request );
		expect( again.status(), await again.text() ).toBe( 200 );
		const reordered = ( await again.json() ).order_id;
		expect( orderBelievers( reordered ) ).toEqual( [
			{ product: pudu, kind: 'pudu', names: [ '再訂' ] },
		] );
		// A completed order counts as paid: other suites' ritual lists must not see it.
		shopPhp(
			`foreach ( array( ${ order }, ${ reordered } ) as $id ) { wc_get_order( $id )->delete( true ); }`
		);
	} );
} );
