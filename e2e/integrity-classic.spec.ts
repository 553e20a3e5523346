/**
 * Every offering line added by WooCommerce's classic paths holds its
 * believers: `?add-to-cart=` adds nothing and says why, the classic form
 * post and WC()->cart->add_to_cart() called by other code need the list,
 * and a refused add leaves the cart, the visitor's other notices and the
 * undo list as they were. An offering's own page and the shop grid send
 * worshippers to the offering page.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	ajaxAdd,
	lightBeliever,
	metaData,
	productId,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';

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
