/**
 * Every offering line holds its believers, whatever path it comes by: the
 * Store API (JSON and form-encoded), the classic form and `?add-to-cart=`,
 * WC()->cart->add_to_cart() called by other code, a tampered session or
 * persistent cart, both checkouts, and "order again". A refused add leaves the
 * cart, the visitor's other notices and the undo list as they were. An
 * offering's own page and the shop grid send worshippers to the offering page.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { CUSTOMER } from './global-setup';
import {
	addBelievers,
	ajaxAdd,
	emptyCart,
	lightBeliever,
	metaData,
	productId,
	shopPhp,
	simpleProduct,
	storeCart,
	type Believer,
} from './cart-helpers';

const BILLING = {
	first_name: '小明',
	last_name: '王',
	address_1: '中山路1號',
	city: '台南市',
	state: '台南市',
	postcode: '700',
	country: 'TW',
	email: 'integrity@example.com',
	phone: '0912345678',
};

/**
 * The believers stored on an order's line items, by product id.
 *
 * @param order Order id.
 */
function orderBelievers(
	order: number
): Array< { product: number; kind: string; names: string[] } > {
	return JSON.parse(
		shopPhp( `
			$lines = array();
			foreach ( wc_get_order( ${ order } )->get_items() as $item ) {
				$believers = $item->get_meta( '_believers_data' );
				$lines[] = array(
					'product' => $item->get_product_id(),
					'kind'    => $item->get_meta( '_believers_kind' ),
					'names'   => is_array( $believers ) ? array_column( $believers, 'name' ) : array(),
				);
			}
			echo wp_json_encode( $lines );
		` )
	);
}

/**
 * Checks out the cart through the Store API (the block checkout's own call).
 *
 * @param request Request context holding the cart.
 */
async function storeCheckout( request: APIRequestContext ) {
	const { nonce } = await storeCart( request );
	return request.post( '/wp-json/wc/store/v1/checkout', {
		headers: { Nonce: nonce },
		data: {
			billing_address: BILLING,
			shipping_address: BILLING,
			payment_method: 'cheque',
		},
	} );
}

test.describe( 'the Store API add', () => {
	let lamp = 0;

	test.beforeAll( async ( { request } ) => {
		lamp = await productId( request, 'guangming-lamp' );
	} );

	test( 'JSON meta_data with valid believers: the line carries them, the quantity is pinned, and checkout stores them on the order', async ( {
		request,
	} ) => {
		const { nonce } = await storeCart( request );
		const believers = [ lightBeliever( '陳一' ), lightBeliever( '陳二' ) ];
		const added = await request.post(
			'/wp-json/wc/store/v1/cart/add-item',
			{
				headers: { Nonce: nonce },
				data: {
					id: lamp,
					quantity: 2,
					meta_data: [ { key: '_believers_data', value: believers } ],
				},
			}
		);
		expect( added.status() ).toBe( 201 );
		const cart = await storeCart( request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].quantity ).toBe( 2 );
		expect( cart.items[ 0 ].quantity_limits ).toMatchObject( {
			editable: false,
			minimum: 2,
			maximum: 2,
		} );
		expect( cart.items[ 0 ].item_data.map( ( row ) => row.key ) ).toEqual( [
			'信眾 1',
			'信眾 2',
		] );

		const checkout = await storeCheckout( request );
		expect( checkout.status(), await checkout.text() ).toBe( 200 );
		const { order_id: order } = await checkout.json();
		expect( orderBelievers( order ) ).toEqual( [
			{ product: lamp, kind: 'light', names: [ '陳一', '陳二' ] },
		] );
	} );

	test( 'form-encoded, as a plain WooCommerce client sends it: the believers are kept, the browser’s product_category is not', async ( {
		request,
	} ) => {
		const { nonce } = await storeCart( request );
		const believer = {
			...lightBeliever( '林三' ),
			product_category: [ 'pudu', 'made-up' ],
		};
		const added = await request.post(
			'/wp-json/wc/store/v1/cart/add-item',
			{
				headers: { Nonce: nonce },
				form: {
					id: String( lamp ),
					quantity: '1',
					meta_data: metaData( [ believer ] ),
				},
			}
		);
		expect( added.status() ).toBe( 201 );
		const cart = await storeCart( request );
		expect( cart.items[ 0 ].item_data ).toHaveLength( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '林三' );
		expect( cart.items[ 0 ].quantity_limits.editable ).toBe( false );

		const { order_id: order } = await (
			await storeCheckout( request )
		).json();
		const category = shopPhp( `
			$item = current( wc_get_order( ${ order } )->get_items() );
			echo wp_json_encode( $item->get_meta( '_believers_data' )[0]['product_category'] );
		` );
		expect( JSON.parse( category ) ).toEqual( [ 'light' ] );
	} );

	const refusals: Array< [ string, Record< string, unknown >, string ] > = [
		[
			'no meta_data',
			{ quantity: 1 },
			'temple_offerings_believers_required',
		],
		[
			'an empty believers list',
			{
				quantity: 1,
				meta_data: [ { key: '_believers_data', value: [] } ],
			},
			'temple_offerings_believers_required',
		],
		[
			'one believer for a quantity of 3',
			{
				quantity: 3,
				meta_data: [
					{
						key: '_believers_data',
						value: [ lightBeliever( '王' ) ],
					},
				],
			},
			'temple_offerings_quantity_mismatch',
		],
		[
			'a believer without a name',
			{
				quantity: 1,
				meta_data: [
					{ key: '_believers_data', value: [ lightBeliever( '' ) ] },
				],
			},
			'temple_offerings_invalid_believer',
		],
		[
			'meta_data that is not JSON',
			{ quantity: 1, meta_data: '[{"key":' },
			'temple_offerings_invalid_meta_data',
		],
	];
	for ( const [ name, body, code ] of refusals ) {
		test( `${ name } → 400 ${ code }, nothing added`, async ( {
			request,
		} ) => {
			// Something already in the cart stays exactly as it was.
			await addBelievers( request, lamp, [ lightBeliever( '先來' ) ] );
			const before = await storeCart( request );
			const answer = await request.post(
				'/wp-json/wc/store/v1/cart/add-item',
				{
					headers: { Nonce: before.nonce },
					data: { id: lamp, ...body },
				}
			);
			expect( answer.status() ).toBe( 400 );
			expect( ( await answer.json() ).code ).toBe( code );
			const after = await storeCart( request );
			expect( after.items ).toEqual( before.items );
		} );
	}

	test( 'a batch of adds is checked item by item', async ( { request } ) => {
		const { nonce } = await storeCart( request );
		const batch = await request.post( '/wp-json/wc/store/v1/batch', {
			headers: { Nonce: nonce },
			data: {
				requests: [
					{
						method: 'POST',
						path: '/wc/store/v1/cart/add-item',
						headers: { Nonce: nonce },
						body: {
							id: lamp,
							quantity: 1,
							meta_data: [
								{
									key: '_believers_data',
									value: [ lightBeliever( '批一' ) ],
								},
							],
						},
					},
					{
						method: 'POST',
						path: '/wc/store/v1/cart/add-item',
						headers: { Nonce: nonce },
						body: { id: lamp, quantity: 1 },
					},
				],
			},
		} );
		expect( batch.status() ).toBe( 207 );
		const answers = ( await batch.json() ).responses as Array< {
			status: number;
		} >;
		expect( answers.map( ( answer ) => answer.status ) ).toEqual( [
			201, 400,
		] );
		const cart = await storeCart( request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '批一' );
	} );
} );

test.describe( 'the classic paths', () => {
	let lamp = 0;

	test.beforeAll( async ( { request } ) => {
		lamp = await productId( request, 'guangming-lamp' );
	} );

	test( '?add-to-cart= in a link adds nothing and says why', async ( {
		request,
	} ) => {
		const first = await request.get( `/cart/?add-to-cart=${ lamp }` );
		expect( first.ok() ).toBe( true );
		expect( ( await storeCart( request ) ).items ).toHaveLength( 0 );
		// The refusal is a notice, on this page or the next one the visitor sees.
		const next = await request.get( '/my-account/' );
		expect( ( await first.text() ) + ( await next.text() ) ).toContain(
			'請為此結緣品填寫信眾資料'
		);
	} );

	test( 'the classic form post: believers accepted, a missing list refused', async ( {
		request,
	} ) => {
		const refused = await request.post( '/cart/', {
			form: { 'add-to-cart': String( lamp ), quantity: '1' },
		} );
		expect( refused.ok() ).toBe( true );
		expect( ( await storeCart( request ) ).items ).toHaveLength( 0 );

		const accepted = await request.post( '/cart/', {
			form: {
				'add-to-cart': String( lamp ),
				quantity: '1',
				meta_data: metaData( [ lightBeliever( '表單' ) ] ),
			},
		} );
		expect( accepted.ok() ).toBe( true );
		const cart = await storeCart( request );
		expect( cart.items ).toHaveLength( 1 );
		expect( cart.items[ 0 ].item_data[ 0 ].value ).toContain( '表單' );
	} );

	test( 'a refused wc-ajax add leaves the other notices and the undo list alone', async ( {
		request,
	} ) => {
		const plain = simpleProduct( 'integrity-plain', '香', 50 );
		expect(
			(
				await ajaxAdd( request, {
					product_id: String( plain ),
					quantity: '1',
				} )
			).error
		).toBeUndefined();
		// Removing a line puts it in WooCommerce's undo list.
		const { items, nonce } = await storeCart( request );
		await request.post( '/wp-json/wc/store/v1/cart/remove-item', {
			headers: { Nonce: nonce },
			data: { key: items[ 0 ].key },
		} );
		// This visitor's session: the one with an undo list. It also gets a
		// notice waiting for the next page.
		const session = ( note = '' ) =>
			JSON.parse(
				shopPhp( `
					global $wpdb;
					$table = $wpdb->prefix . 'woocommerce_sessions';
					$out = array();
					foreach ( $wpdb->get_results( "SELECT session_key, session_value FROM {$table}" ) as $row ) {
						$value = maybe_unserialize( $row->session_value );
						$removed = maybe_unserialize( $value['removed_cart_contents'] ?? '' );
						if ( ! is_array( $removed ) || array() === $removed ) {
							continue;
						}
						if ( '' !== ${ JSON.stringify( note ) } ) {
							$value['wc_notices'] = maybe_serialize( array( 'notice' => array( array( 'notice' => ${ JSON.stringify( note ) }, 'data' => array() ) ) ) );
							$wpdb->update( $table, array( 'session_value' => maybe_serialize( $value ) ), array( 'session_key' => $row->session_key ) );
							wp_cache_flush();
						}
						$out[] = array( 'removed' => array_keys( $removed ), 'notices' => maybe_unserialize( $value['wc_notices'] ?? '' ) );
					}
					echo wp_json_encode( $out );
				` )
			);
		session( '其他通知' );
		const before = session();
		const refused = await ajaxAdd( request, {
			product_id: String( lamp ),
			quantity: '1',
		} );
		expect( refused ).toMatchObject( {
			error: true,
			code: 'temple_offerings_believers_required',
		} );
		expect( before ).toHaveLength( 1 );
		expect( JSON.stringify( before ) ).toContain( '其他通知' );
		expect( session() ).toEqual( before );
	} );

	test( 'WC()->cart->add_to_cart() called by other code cannot add an offering without believers', () => {
		const result = JSON.parse(
			shopPhp( `
				wc_load_cart();
				$lamp = get_page_by_path( 'guangming-lamp', OBJECT, 'product' )->ID;
				$key = WC()->cart->add_to_cart( $lamp, 2 );
				echo wp_json_encode( array(
					'key'     => $key,
					'lines'   => count( WC()->cart->get_cart_contents() ),
					'notices' => array_column( wc_get_notices( 'error' ), 'notice' ),
				) );
			` )
		);
		expect( result.key ).toBe( false );
		expect( result.lines ).toBe( 0 );
		expect( result.notices.join( ' ' ) ).toContain( '光明燈' );
	} );
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

test.describe( 'an offering’s own page and the shop grid', () => {
	test( 'lead to the offering page on the product’s tab instead of an add button', async ( {
		page,
	} ) => {
		await page.goto( '/product/guangming-lamp/' );
		// The product's own button; related products below link the same way.
		const link = page.getByRole( 'link', { name: '前往登記信眾' } ).first();
		await expect( link ).toHaveAttribute(
			'href',
			/\/offerings\/\?category=light$/
		);
		await expect(
			page.locator( 'button[name="add-to-cart"]' )
		).toHaveCount( 0 );
		await link.click();
		await expect(
			page.getByRole( 'tab', { name: '光明燈', selected: true } )
		).toBeVisible();

		await page.goto( '/shop/' );
		const card = page.locator( 'li', { hasText: '普渡白米' } ).first();
		// Its accessible name says where it leads, not "Add to cart".
		const button = card.getByRole( 'link', {
			name: '前往登記「普渡白米」的信眾',
		} );
		await expect( button ).toHaveText( '前往登記信眾' );
		await expect( button ).toHaveAttribute(
			'href',
			/\/offerings\/\?category=pudu$/
		);
		await expect( card.locator( '.ajax_add_to_cart' ) ).toHaveCount( 0 );
	} );
} );
