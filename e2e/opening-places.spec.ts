/**
 * Places per order and per person on the real shop: an offering's places
 * per order and per person (account, or a guest's e-mail) are refused with
 * how many are left, counted across orders, unpaid ones included, cancelled
 * ones not.
 *
 * The test makes its own products, so their limits touch nothing another
 * spec uses.
 */
/**
 * External dependencies
 */
import { expect, test, request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { shopPhp, simpleProduct, storeCart } from './cart-helpers';
import { signIn } from './request-helpers';
import { BASE, checkout, storeAdd, ajaxAdd } from './opening-helpers';

/**
 * Sets a product's limits as its Temple tab would store them.
 *
 * @param id        Product id.
 * @param perOrder  Places per order, or null.
 * @param perPerson Places per person, or null.
 */
const setLimits = (
	id: number,
	perOrder: number | null,
	perPerson: number | null
) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		foreach ( array( '_temple_offerings_per_order' => ${ perOrder ?? 'null' }, '_temple_offerings_per_person' => ${ perPerson ?? 'null' } ) as $key => $limit ) {
			null === $limit ? $product->delete_meta_data( $key ) : $product->update_meta_data( $key, (string) $limit );
		}
		$product->save();
	` );

/** A fresh guest's request context (its own WooCommerce session). */
const guest = () => playwrightRequest.newContext( { baseURL: BASE } );

test( 'places per person and per order are refused with how many are left, across orders, unpaid ones included and cancelled ones not', async () => {
	test.slow();
	const lamp = simpleProduct( 'e2e-opening-per-person', '限量斗燈', 600, [
		'light',
	] );
	const single = simpleProduct( 'e2e-opening-per-order', '一單一位燈', 600, [
		'light',
	] );
	setLimits( lamp, null, 2 );
	setLimits( single, 1, null );
	const login = `e2e-opening-${ Date.now() }`;
	shopPhp(
		`wp_insert_user( array( 'user_login' => '${ login }', 'user_pass' => 'password', 'user_email' => '${ login }@example.com', 'role' => 'customer' ) );`
	);
	const { api } = await signIn( login );

	// The first order: one place, unpaid (cheque, on hold).
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	const firstOrder = await checkout( api, `${ login }@example.com` );
	expect( firstOrder.status ).toBe( 200 );

	// Two more: one is left to this person.
	const two = await ajaxAdd( api, lamp, 2 );
	expect( two ).toMatchObject( {
		error: true,
		code: 'temple_offerings_person_limit',
		message: '「限量斗燈」每人限登記 2 位，您還可登記 1 位。',
	} );
	const storeTwo = await storeAdd( api, lamp, 2 );
	expect( storeTwo.status ).toBe( 400 );
	expect( storeTwo.body.message ).toBe(
		'「限量斗燈」每人限登記 2 位，您還可登記 1 位。'
	);
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	expect( ( await checkout( api, `${ login }@example.com` ) ).status ).toBe(
		200
	);
	expect( await ajaxAdd( api, lamp, 1 ) ).toMatchObject( {
		error: true,
		message: '「限量斗燈」每人限登記 2 位，您已登記滿 2 位。',
	} );

	// A cancelled order gives its place back.
	shopPhp(
		`wc_get_order( ${ firstOrder.body.order_id } )->update_status( 'cancelled' );`
	);
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	await api.delete( '/wp-json/wc/store/v1/cart/items', {
		headers: { Nonce: ( await storeCart( api ) ).nonce },
	} );

	// Per order: one place an order.
	expect( await ajaxAdd( api, single, 2 ) ).toMatchObject( {
		error: true,
		code: 'temple_offerings_order_limit',
		message: '「一單一位燈」每筆訂單限登記 1 位，這筆訂單還可登記 1 位。',
	} );
	expect( ( await ajaxAdd( api, single, 1 ) ).error ).toBeFalsy();
	expect( await ajaxAdd( api, single, 1 ) ).toMatchObject( {
		error: true,
		message: '「一單一位燈」每筆訂單限登記 1 位，這筆訂單已登記滿 1 位。',
	} );
	await api.dispose();

	// Guests are one person by their billing e-mail, known at checkout.
	const email = `${ login }-guest@example.com`;
	const [ one, other ] = [ await guest(), await guest() ];
	expect( ( await ajaxAdd( one, lamp, 1 ) ).error ).toBeFalsy();
	expect( ( await ajaxAdd( other, lamp, 2 ) ).error ).toBeFalsy();
	expect( ( await checkout( one, email ) ).status ).toBe( 200 );
	const refused = await checkout( other, email );
	expect( refused.status ).toBe( 400 );
	expect( refused.body ).toMatchObject( {
		code: 'temple_offerings_person_limit',
		message: '「限量斗燈」每人限登記 2 位，您還可登記 1 位。',
	} );

	// Two checkouts of the last place at once: one order, one refusal.
	const [ a, b ] = [ await guest(), await guest() ];
	expect( ( await ajaxAdd( a, lamp, 1 ) ).error ).toBeFalsy();
	expect( ( await ajaxAdd( b, lamp, 1 ) ).error ).toBeFalsy();
	const both = await Promise.all( [
		checkout( a, email ),
		checkout( b, email ),
	] );
	expect( both.map( ( answer ) => answer.status ).sort() ).toEqual( [
		200, 400,
	] );
	expect(
		both.find( ( answer ) => answer.status === 400 )?.body.message
	).toBe( '「限量斗燈」每人限登記 2 位，您已登記滿 2 位。' );
	for ( const context of [ one, other, a, b ] ) {
		await context.dispose();
	}
} );
