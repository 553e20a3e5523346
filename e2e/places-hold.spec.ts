/**
 * The places of an offering are counted once at every moment, on the real
 * shop: WooCommerce lets a checkout's stock hold go when its order leaves
 * pending payment and lowers the stock only afterwards. Here a PHP process
 * of the site places an order for the last place and stops in that very
 * moment (its status on hold, its stock not yet lowered, as a checkout
 * between the two would be); a worshipper's checkout of that place is
 * refused with the places sentence at once, without waiting for anything,
 * and keeps its cart. Once the order's stock is lowered its hold is gone
 * and the places are counted by the stock alone. A shop that holds stock
 * for no time still holds an offering's checkout.
 */
/**
 * External dependencies
 */
import { expect, test } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	shopPhp,
	simpleProduct,
	storeCart,
	storeCheckout,
} from './cart-helpers';

const FULL = '已額滿';

/**
 * The hold rows of an order, as WooCommerce's table keeps them.
 *
 * @param order Order id.
 */
function holds( order: number ): number {
	return Number(
		shopPhp(
			`global $wpdb; echo (int) $wpdb->get_var( $wpdb->prepare( "SELECT COALESCE( SUM( stock_quantity ), 0 ) FROM {$wpdb->wc_reserved_stock} WHERE order_id = %d", ${ order } ) );`
		)
	);
}

/**
 * The stock of a product, read from the database.
 *
 * @param product Product id.
 */
function stock( product: number ): number {
	return Number(
		shopPhp(
			`wp_cache_delete( ${ product }, 'post_meta' ); echo (int) get_post_meta( ${ product }, '_stock', true );`
		)
	);
}

test( 'an order caught between leaving pending payment and lowering its stock still counts its place: another checkout is refused at once and keeps its cart', async ( {
	request,
} ) => {
	test.slow();
	const lamp = simpleProduct(
		'e2e-places-hold-lamp',
		'名額保留測試燈',
		300,
		[ 'light' ],
		1
	);
	shopPhp(
		`$p = wc_get_product( ${ lamp } ); $p->set_stock_quantity( 1 ); $p->save();`
	);

	// Another worshipper's order of the last place, held as a checkout holds
	// it, then put on hold with WooCommerce's actions of that status (lower
	// the stock, then let the hold go) kept off: the moment before them, frozen.
	const other = Number(
		shopPhp(
			`$o = wc_create_order(); $o->add_product( wc_get_product( ${ lamp } ), 1 ); $o->set_billing_email( 'other-hold@example.test' ); $o->calculate_totals(); $o->save(); wc_reserve_stock_for_order( $o ); remove_action( 'woocommerce_order_status_on-hold', 'wc_maybe_reduce_stock_levels' ); remove_action( 'woocommerce_order_status_on-hold', 'wc_release_stock_for_order', 11 ); $o->update_status( 'on-hold' ); echo $o->get_id();`
		)
	);
	try {
		expect( other ).toBeGreaterThan( 0 );
		// The frozen moment: the order is on hold, its stock not lowered, its hold kept.
		expect( stock( lamp ) ).toBe( 1 );
		expect( holds( other ) ).toBe( 1 );

		await emptyCart( request );
		// The page's add already sees the place held.
		const refusedAdd = await addBelievers( request, lamp, [
			lightBeliever( '林搶先' ),
		] );
		expect( refusedAdd.error ).toBe( true );

		// A cart that got the place before the order was placed is refused at checkout.
		shopPhp(
			`update_post_meta( ${ lamp }, '_stock', 2 ); wc_delete_product_transients( ${ lamp } );`
		);
		const added = await addBelievers( request, lamp, [
			lightBeliever( '陳晚到' ),
		] );
		expect( added.error ).toBeUndefined();
		shopPhp(
			`update_post_meta( ${ lamp }, '_stock', 1 ); wc_delete_product_transients( ${ lamp } );`
		);
		const refused = await storeCheckout( request );
		expect(
			refused.status,
			JSON.stringify( refused.body )
		).toBeGreaterThanOrEqual( 400 );
		expect( refused.status ).toBeLessThan( 500 );
		expect( refused.body.message ).toContain( FULL );
		// Refused at once: no lock, no wait.
		expect( refused.seconds ).toBeLessThan( 8 );
		// Nothing taken, nothing lost: the cart keeps its believer, the stock is the one place.
		const cart = await storeCart( request );
		expect( cart.items.map( ( item ) => item.id ) ).toEqual( [ lamp ] );
		expect( stock( lamp ) ).toBe( 1 );

		// The order's stock lowered: its hold goes with it, counted once by the stock.
		shopPhp( `wc_maybe_reduce_stock_levels( ${ other } ); echo 'ok';` );
		expect( stock( lamp ) ).toBe( 0 );
		expect( holds( other ) ).toBe( 0 );
		const stillRefused = await storeCheckout( request );
		expect( stillRefused.status ).toBeGreaterThanOrEqual( 400 );
		expect( stillRefused.status ).toBeLessThan( 500 );
		expect( stillRefused.body.message ).toContain( FULL );
	} finally {
		shopPhp(
			`$o = wc_get_order( ${ other } ); if ( $o ) { $o->delete( true ); }`
		);
		await emptyCart( request );
	}
} );

test( 'a shop that holds stock for no time still holds an offering checkout’s places until its stock is lowered', async ( {
	request,
} ) => {
	test.slow();
	const lamp = simpleProduct(
		'e2e-places-hold-minutes-lamp',
		'零分鐘保留測試燈',
		300,
		[ 'light' ],
		3
	);
	shopPhp(
		`$p = wc_get_product( ${ lamp } ); $p->set_stock_quantity( 3 ); $p->save(); update_option( 'woocommerce_hold_stock_minutes', '' );`
	);
	try {
		// An offering's order made and held as a checkout holds it: held although the shop holds for 0 minutes.
		const held = Number(
			shopPhp(
				`$o = wc_create_order(); $o->add_product( wc_get_product( ${ lamp } ), 2 ); $o->calculate_totals(); $o->save(); wc_reserve_stock_for_order( $o ); echo $o->get_id();`
			)
		);
		expect( holds( held ) ).toBe( 2 );
		// Paid: the stock lowered, the hold gone.
		shopPhp( `wc_get_order( ${ held } )->payment_complete();` );
		expect( stock( lamp ) ).toBe( 1 );
		expect( holds( held ) ).toBe( 0 );
		shopPhp( `wc_get_order( ${ held } )->delete( true );` );

		// An ordinary product keeps the shop's setting: no hold at all.
		const plain = simpleProduct(
			'e2e-places-hold-plain',
			'一般保留測試品',
			100,
			[],
			3
		);
		const plainOrder = Number(
			shopPhp(
				`$o = wc_create_order(); $o->add_product( wc_get_product( ${ plain } ), 1 ); $o->calculate_totals(); $o->save(); wc_reserve_stock_for_order( $o ); echo $o->get_id();`
			)
		);
		expect( holds( plainOrder ) ).toBe( 0 );
		shopPhp( `wc_get_order( ${ plainOrder } )->delete( true );` );
	} finally {
		shopPhp( `update_option( 'woocommerce_hold_stock_minutes', '60' );` );
	}

	// The checkout of a worshipper goes through as before.
	await emptyCart( request );
	const added = await addBelievers( request, lamp, [
		lightBeliever( '王保留' ),
	] );
	expect( added.error ).toBeUndefined();
	const placed = await storeCheckout( request );
	expect( placed.status, JSON.stringify( placed.body ) ).toBe( 200 );
	expect( stock( lamp ) ).toBe( 0 );
	expect( holds( placed.body.order_id ?? 0 ) ).toBe( 0 );
	shopPhp( `wc_get_order( ${ placed.body.order_id } )->delete( true );` );
} );
