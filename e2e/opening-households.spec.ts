/**
 * Places per phone number and per household on the real shop: a billing
 * phone counts however it is written (0912-345-678 and +886 912 345 678 are
 * one phone), a household is an account with the orders bearing its phone
 * (the counter's household), and the refusal says how many places are left
 * to the phone or the household, at the add when the phone is known, else
 * at the checkout, and on WooCommerce's REST orders API.
 *
 * The tests make their own products and phones, so their limits touch
 * nothing another spec uses.
 */
/**
 * External dependencies
 */
import { expect, test, request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { emptyCart, shopPhp, simpleProduct } from './cart-helpers';
import { ADMIN } from './global-setup';
import { BELIEVERS, savedItem } from './limits-helpers';
import { lampBeliever, restNonce } from './order-helpers';
import {
	believerOf,
	postCounterOrder,
	searchHouseholds,
	shopUser,
} from './counter-helpers';
import { signIn } from './request-helpers';
import { BASE, checkout, ajaxAdd } from './opening-helpers';

/**
 * Sets a product's places per phone number and per household as its Temple tab would.
 *
 * @param id           Product id.
 * @param perPhone     Places per phone number, or null.
 * @param perHousehold Places per household, or null.
 */
const setLimits = (
	id: number,
	perPhone: number | null,
	perHousehold: number | null
) =>
	shopPhp( `
		$product = wc_get_product( ${ id } );
		foreach ( array( '_temple_offerings_per_phone' => ${ perPhone ?? 'null' }, '_temple_offerings_per_household' => ${ perHousehold ?? 'null' } ) as $key => $limit ) {
			null === $limit ? $product->delete_meta_data( $key ) : $product->update_meta_data( $key, (string) $limit );
		}
		$product->save();
	` );

/** A fresh guest's request context (its own WooCommerce session). */
const guest = () => playwrightRequest.newContext( { baseURL: BASE } );

/** Eight digits no other test's phone has. */
const digits = () => String( Date.now() % 100_000_000 ).padStart( 8, '0' );

/**
 * A customer account with a billing phone.
 *
 * @param login Login name.
 * @param phone Billing phone, as typed.
 */
const account = ( login: string, phone: string ) =>
	shopPhp( `
		$id = wp_insert_user( array( 'user_login' => '${ login }', 'user_pass' => 'password', 'user_email' => '${ login }@example.com', 'role' => 'customer' ) );
		update_user_meta( $id, 'billing_phone', '${ phone }' );
	` );

test( 'one phone written two ways is one phone: the second order is refused with how many places are left to it', async () => {
	test.slow();
	const lamp = simpleProduct( 'e2e-phone-lamp', '一機兩燈', 600, [
		'light',
	] );
	setLimits( lamp, 2, null );
	const tail = digits();
	const dashed = `09${ tail.slice( 0, 2 ) }-${ tail.slice( 2, 5 ) }-${ tail.slice( 5 ) }`;
	const international = `+886 9${ tail.slice( 0, 2 ) } ${ tail.slice( 2, 5 ) } ${ tail.slice( 5 ) }`;

	const [ first, second ] = [ await guest(), await guest() ];
	expect( ( await ajaxAdd( first, lamp, 1 ) ).error ).toBeFalsy();
	const placed = await checkout( first, `a${ tail }@example.com`, dashed );
	expect( placed.status ).toBe( 200 );

	// Another guest, another e-mail, the same phone written the international way.
	expect( ( await ajaxAdd( second, lamp, 2 ) ).error ).toBeFalsy();
	const refused = await checkout(
		second,
		`b${ tail }@example.com`,
		international
	);
	expect( refused.status ).toBe( 400 );
	expect( refused.body ).toMatchObject( {
		code: 'temple_offerings_phone_limit',
		message:
			'「一機兩燈」每個電話號碼限登記 2 位，這個電話號碼還可登記 1 位。',
	} );
	// One place fits.
	await emptyCart( second );
	expect( ( await ajaxAdd( second, lamp, 1 ) ).error ).toBeFalsy();
	expect(
		( await checkout( second, `b${ tail }@example.com`, international ) )
			.status
	).toBe( 200 );

	// An account whose phone is known is refused at the add already.
	const login = `e2e-phone-${ tail }`;
	account( login, `(09${ tail.slice( 0, 2 ) }) ${ tail.slice( 2 ) }` );
	const { api } = await signIn( login );
	expect( await ajaxAdd( api, lamp, 1 ) ).toMatchObject( {
		error: true,
		code: 'temple_offerings_phone_limit',
		message:
			'「一機兩燈」每個電話號碼限登記 2 位，這個電話號碼已登記滿 2 位。',
	} );
	// The orders carry the phone normalised, on whichever storage the shop uses.
	expect(
		shopPhp(
			`echo wc_get_order( ${ placed.body.order_id } )->get_meta( '_temple_offerings_phone' );`
		).trim()
	).toBe( `09${ tail }` );
	for ( const context of [ first, second, api ] ) {
		await context.dispose();
	}
} );

test( 'a household is an account with its family book and the guest orders bearing its phone', async () => {
	test.slow();
	const lamp = simpleProduct( 'e2e-household-lamp', '闔家平安燈', 600, [
		'light',
	] );
	setLimits( lamp, null, 3 );
	const tail = digits();
	const login = `e2e-household-${ tail }`;
	account(
		login,
		`09${ tail.slice( 0, 2 ) }-${ tail.slice( 2, 5 ) }-${ tail.slice( 5 ) }`
	);
	const { api, nonce } = await signIn( login );
	const accountId = Number(
		shopPhp( `echo get_user_by( 'login', '${ login }' )->ID;` ).trim()
	);
	// The account keeps its family book, as the counter opens it.
	expect(
		(
			await api.post( BELIEVERS, {
				headers: { 'X-WP-Nonce': nonce },
				data: {
					believers: [ savedItem( '王家長' ), savedItem( '王家女' ) ],
				},
			} )
		).status()
	).toBe( 201 );

	// A guest order with the account's phone, written another way, is the household's.
	const visitor = await guest();
	expect( ( await ajaxAdd( visitor, lamp, 2 ) ).error ).toBeFalsy();
	expect(
		(
			await checkout(
				visitor,
				`walkin${ tail }@example.com`,
				`+886 9${ tail.slice( 0, 2 ) } ${ tail.slice( 2 ) }`
			)
		).status
	).toBe( 200 );

	// The account, at the add: one place is left to the household.
	const two = await ajaxAdd( api, lamp, 2 );
	expect( two ).toMatchObject( {
		error: true,
		code: 'temple_offerings_household_limit',
		message: '「闔家平安燈」每戶限登記 3 位，您的家戶還可登記 1 位。',
	} );
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	const own = await checkout( api, `${ login }@example.com`, `09${ tail }` );
	expect( own.status ).toBe( 200 );

	// Another guest with that phone: the household has registered all of them.
	const cousin = await guest();
	expect( ( await ajaxAdd( cousin, lamp, 1 ) ).error ).toBeFalsy();
	const refused = await checkout(
		cousin,
		`cousin${ tail }@example.com`,
		`09${ tail }`
	);
	expect( refused.status ).toBe( 400 );
	expect( refused.body ).toMatchObject( {
		code: 'temple_offerings_household_limit',
		message: '「闔家平安燈」每戶限登記 3 位，您的家戶已登記滿 3 位。',
	} );

	// Hostile: WooCommerce's REST orders API makes no order past it either,
	// for the account or for a guest's phone in a third format.
	const admin = await playwrightRequest.newContext( {
		baseURL: BASE,
		storageState: ADMIN,
	} );
	const headers = { 'X-WP-Nonce': await restNonce( admin ) };
	const count = () =>
		shopPhp(
			`echo count( wc_get_orders( array( 'limit' => -1, 'meta_key' => '_temple_offerings_phone', 'meta_value' => '09${ tail }' ) ) );`
		).trim();
	const before = count();
	for ( const [ customer, phone ] of [
		[ 0, `09${ tail.slice( 0, 2 ) }.${ tail.slice( 2 ) }` ],
		[
			Number(
				shopPhp(
					`echo get_user_by( 'login', '${ login }' )->ID;`
				).trim()
			),
			'',
		],
	] as Array< [ number, string ] > ) {
		const response = await admin.post( '/wp-json/wc/v3/orders', {
			headers,
			data: {
				status: 'on-hold',
				customer_id: customer,
				billing: { first_name: '家戶', last_name: '測試', phone },
				line_items: [
					{
						product_id: lamp,
						quantity: 1,
						meta_data: [
							{
								key: '_believers_data',
								value: [ lampBeliever( '偷渡' ) ],
							},
						],
					},
				],
			},
		} );
		expect( response.status() ).toBe( 400 );
		expect( await response.json() ).toMatchObject( {
			code: 'temple_offerings_household_limit',
			message: '「闔家平安燈」每戶限登記 3 位，您的家戶已登記滿 3 位。',
		} );
	}
	expect( count() ).toBe( before );

	// The counter finds the account as the household of that phone, and makes it no order past it.
	const clerkLogin = `e2e-household-clerk-${ tail }`;
	shopUser( clerkLogin, '家戶櫃台', 'temple_counter' );
	const clerk = await signIn( clerkLogin );
	const found = await searchHouseholds(
		clerk.api,
		clerk.nonce,
		`09${ tail }`
	);
	expect( found.households.map( ( one ) => one.customer_id ) ).toContain(
		accountId
	);
	const counter = await postCounterOrder( clerk.api, clerk.nonce, {
		payment: 'cash',
		contact: { name: '王表親', phone: `+886-9${ tail }` },
		lines: [
			{
				product_id: lamp,
				believers: [ believerOf( 'light', '王表親' ) ],
			},
		],
	} );
	expect( counter.status ).toBe( 400 );
	expect( counter.body ).toMatchObject( {
		code: 'temple_offerings_household_limit',
		message: '「闔家平安燈」每戶限登記 3 位，您的家戶已登記滿 3 位。',
	} );
	expect( count() ).toBe( before );
	for ( const context of [ api, visitor, cousin, admin, clerk.api ] ) {
		await context.dispose();
	}
} );
