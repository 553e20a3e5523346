/**
 * The demo shop's customer, `believer`, as a newcomer first uses it: their
 * first checkout asks for nothing, because the seed gives them a whole
 * Taiwanese address (WooCommerce requires a state for Taiwan, which an
 * empty account met as an English "State / County" error).
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	productId,
	shopPhp,
} from './cart-helpers';
import { CUSTOMER } from './global-setup';

test.use( { storageState: CUSTOMER } );

test( 'the seeded customer has a whole Taiwanese address and checks out without typing one', async ( {
	page,
} ) => {
	const seeded = JSON.parse(
		shopPhp( `
			$customer = new WC_Customer( get_user_by( 'login', 'believer' )->ID );
			echo wp_json_encode( array(
				'country'   => $customer->get_billing_country(),
				'state'     => $customer->get_billing_state(),
				'city'      => $customer->get_billing_city(),
				'postcode'  => $customer->get_billing_postcode(),
				'address_1' => $customer->get_billing_address_1(),
				'name'      => $customer->get_billing_last_name() . $customer->get_billing_first_name(),
				'phone'     => $customer->get_billing_phone(),
			) );
		` )
	);
	for ( const [ part, value ] of Object.entries( seeded ) ) {
		expect( value, part ).not.toBe( '' );
	}
	expect( seeded.country ).toBe( 'TW' );

	await emptyCart( page.request );
	const lamp = await productId( page.request, 'guangming-lamp' );
	const added = await addBelievers( page.request, lamp, [
		lightBeliever( '林第一' ),
	] );
	expect( added.error ).toBeUndefined();

	await page.goto( '/checkout/' );
	// Nothing is typed: the saved address is what the checkout uses.
	await page.getByRole( 'radio', { name: /現場付款/ } ).check();
	await page
		.locator( '.wc-block-components-checkout-place-order-button' )
		.click();
	await page.waitForURL( /order-received/, { timeout: 60_000 } );
	await expect( page.locator( 'body' ) ).toContainText( seeded.address_1 );
	await expect( page.locator( 'body' ) ).not.toContainText(
		'State / County'
	);

	// The order goes again, so the ritual list other specs read is as they left it.
	const order = Number( /order-received\/(\d+)/.exec( page.url() )?.[ 1 ] );
	expect( order ).toBeGreaterThan( 0 );
	shopPhp( `wc_get_order( ${ order } )->delete( true );` );
} );
