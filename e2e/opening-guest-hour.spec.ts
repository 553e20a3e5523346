/**
 * Guest checkouts of offerings per e-mail and per client address within an
 * hour on the real shop: past the site's setting a guest's checkout is
 * refused with a zh_TW sentence and the checkout form keeps what was typed;
 * the Store API cannot slip past with the e-mail in other letters; accounts
 * are not counted; guests behind one proxy address share its count, a
 * refused checkout is not counted, and another address has its own.
 *
 * The settings are the site's: each test sets them, with an e-mail or an
 * address of its own, and turns them off again.
 */
/**
 * External dependencies
 */
import { expect, test, request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import { fillBilling, productId, shopPhp } from './cart-helpers';
import { signIn } from './request-helpers';
import { BASE, checkout, ajaxAdd } from './opening-helpers';

const OPTION = 'temple_offerings_guest_checkouts_per_email';
const PER_ADDRESS = 'temple_offerings_guest_checkouts_per_address';
const PROXIES = 'TempleOfferings\\Security\\TrustedProxies::OPTION';

const REFUSAL =
	'此電子郵件在一小時內已以訪客身分結帳 2 次，已達上限。請稍後再試，或登入會員後結帳。';

test.afterAll( () => {
	shopPhp(
		`delete_option( '${ OPTION }' ); delete_option( '${ PER_ADDRESS }' ); delete_option( ${ PROXIES } );`
	);
} );

test( 'a third guest checkout with one e-mail within the hour is refused, its form kept; accounts are not counted', async ( {
	page,
} ) => {
	test.slow();
	shopPhp( `update_option( '${ OPTION }', 2 );` );
	const lamp = await productId( page.request, 'guangming-lamp' );
	const email = `hourly${ Date.now() }@example.com`;

	// Two guests check out with the e-mail: both are orders.
	const made: number[] = [];
	for ( let n = 0; n < 2; n++ ) {
		const visitor = await playwrightRequest.newContext( { baseURL: BASE } );
		expect( ( await ajaxAdd( visitor, lamp, 1 ) ).error ).toBeFalsy();
		const placed = await checkout( visitor, email );
		expect( placed.status ).toBe( 200 );
		made.push( Number( placed.body.order_id ) );
		await visitor.dispose();
	}

	// Hostile: the Store API with the e-mail in capitals is the same e-mail.
	const sly = await playwrightRequest.newContext( { baseURL: BASE } );
	expect( ( await ajaxAdd( sly, lamp, 1 ) ).error ).toBeFalsy();
	const slipped = await checkout( sly, email.toUpperCase() );
	expect( slipped.status ).toBe( 400 );
	expect( slipped.body ).toMatchObject( {
		code: 'temple_offerings_guest_email_hourly',
		message: REFUSAL,
	} );
	await sly.dispose();

	// The third, in the browser: refused, and the form keeps what was typed.
	expect( ( await ajaxAdd( page.request, lamp, 1 ) ).error ).toBeFalsy();
	await page.goto( '/checkout/' );
	await page.locator( '#email' ).fill( email );
	await fillBilling( page );
	await page
		.locator( '.wc-block-components-checkout-place-order-button' )
		.click();
	await expect(
		page.locator( '.wc-block-components-notice-banner.is-error' )
	).toContainText( REFUSAL, { timeout: 30_000 } );
	expect( page.url() ).not.toMatch( /order-received/ );
	await expect( page.locator( '#email' ) ).toHaveValue( email );
	await expect( page.locator( '#billing-first_name' ) ).toHaveValue( '小明' );
	await expect( page.locator( '#billing-address_1' ) ).toHaveValue(
		'中山路1號'
	);

	// An account is not counted by this rule, whatever e-mail it types.
	const login = `e2e-hourly-${ Date.now() }`;
	shopPhp(
		`wp_insert_user( array( 'user_login' => '${ login }', 'user_pass' => 'password', 'user_email' => '${ login }@example.com', 'role' => 'customer' ) );`
	);
	const { api } = await signIn( login );
	expect( ( await ajaxAdd( api, lamp, 1 ) ).error ).toBeFalsy();
	const own = await checkout( api, email );
	expect( own.status ).toBe( 200 );
	made.push( Number( own.body.order_id ) );
	await api.dispose();

	// Turned off, the guest goes through.
	shopPhp( `update_option( '${ OPTION }', 0 );` );
	const later = await playwrightRequest.newContext( { baseURL: BASE } );
	expect( ( await ajaxAdd( later, lamp, 1 ) ).error ).toBeFalsy();
	const through = await checkout( later, email );
	expect( through.status ).toBe( 200 );
	made.push( Number( through.body.order_id ) );
	await later.dispose();

	// The orders go, so the lists later specs read are as they were.
	shopPhp(
		`foreach ( array( ${ made.join( ',' ) } ) as $id ) { wc_get_order( $id )->delete( true ); }`
	);
} );

test( 'guests behind one address share its checkouts of the hour: past the setting the next is refused, a refused checkout is not counted, and another address has its own', async () => {
	test.slow();
	// The shop sits behind a proxy on this machine (127.0.0.1), which says who the client is.
	shopPhp(
		`update_option( ${ PROXIES }, '127.0.0.1' ); update_option( '${ PER_ADDRESS }', 2 );`
	);
	const lamp = await productId(
		await playwrightRequest.newContext( { baseURL: BASE } ),
		'guangming-lamp'
	);
	// An address of this run only (the benchmarking range): the count is per hour.
	const part = () => 1 + Math.floor( Math.random() * 250 );
	const shared = `198.18.${ part() }.${ part() }`;
	const other = `198.19.${ part() }.${ part() }`;
	const made: number[] = [];
	const guest = async ( address: string, n: number ) => {
		const visitor = await playwrightRequest.newContext( {
			baseURL: BASE,
			extraHTTPHeaders: { 'X-Forwarded-For': address },
		} );
		expect( ( await ajaxAdd( visitor, lamp, 1 ) ).error ).toBeFalsy();
		const placed = await checkout(
			visitor,
			`net${ n }-${ Date.now() }@example.com`
		);
		if ( placed.body.order_id ) {
			made.push( Number( placed.body.order_id ) );
		}
		return { visitor, placed };
	};

	for ( let n = 0; n < 2; n++ ) {
		const { visitor, placed } = await guest( shared, n );
		expect( placed.status, JSON.stringify( placed.body ) ).toBe( 200 );
		await visitor.dispose();
	}
	const third = await guest( shared, 2 );
	expect( third.placed.status ).toBe( 400 );
	expect( third.placed.body ).toMatchObject( {
		code: 'temple_offerings_guest_address_hourly',
		message:
			'您的網路在一小時內已以訪客身分結帳 2 次，已達上限。請稍後再試，或登入會員後結帳。',
	} );

	// Another address is counted apart.
	const elsewhere = await guest( other, 3 );
	expect( elsewhere.placed.status ).toBe( 200 );
	await elsewhere.visitor.dispose();

	// The refusal was not counted: with room for one more, the same guest's cart goes through.
	shopPhp( `update_option( '${ PER_ADDRESS }', 3 );` );
	const again = await checkout(
		third.visitor,
		`net2-again-${ Date.now() }@example.com`
	);
	expect( again.status, JSON.stringify( again.body ) ).toBe( 200 );
	made.push( Number( again.body.order_id ) );
	await third.visitor.dispose();

	shopPhp(
		`delete_option( '${ PER_ADDRESS }' ); delete_option( ${ PROXIES } ); foreach ( array( ${ made.join(
			','
		) } ) as $id ) { wc_get_order( $id )->delete( true ); }`
	);
} );
