/**
 * The write limits stop abuse without locking out the innocent, on the real
 * shop: junk from one address spends nothing its worshippers may add; a
 * crowd behind one address is told an offering is full, not to wait; an
 * address or a signed-in account past its adds of the minute is refused
 * before any check runs (a variation of an offering too); a
 * refusal for the rate is a 429 with its wait on the Store API.
 */
/**
 * External dependencies
 */
import { test, expect, request as playwrightRequest } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Internal dependencies
 */
import {
	SHOP_DIR,
	addBelievers,
	lightBeliever,
	productId,
	shopPhp,
	simpleProduct,
	storeCart,
} from './cart-helpers';
import {
	RATE_CODE,
	RATE_MESSAGE,
	clearRateCounters,
	cookielessAdd,
	cookielessAddResponse,
	counted,
	expectRateLimited,
	freshWindow,
	inFours,
	newCustomer,
	setCounted,
} from './rate-helpers';
import { signIn } from './request-helpers';
import {
	BASE,
	MISMATCH_CODE,
	goodAdd,
	mismatchedAdd,
	storeAddOf,
	type StoreAddArgs,
} from './fair-limits-helpers';

let lamp = 0;

// Marks every answer that got as far as `wp_loaded` (e2e/php/loaded-header.php).
const LOADED_HEADER = path.join( __dirname, 'php', 'loaded-header.php' );
const LOADED_HEADER_INSTALLED = path.join(
	SHOP_DIR,
	'wordpress/wp-content/mu-plugins/temple-e2e-loaded-header.php'
);

// The helpers' adds, of this file's lamp.
const mismatched = () => mismatchedAdd( lamp );
const storeAdd = ( ...args: StoreAddArgs ) => storeAddOf( lamp, ...args );

test.beforeAll( async ( { request } ) => {
	lamp = await productId( request, 'guangming-lamp' );
	shopPhp(
		`delete_option( TempleOfferings\\Security\\TrustedProxies::OPTION );`
	);
	clearRateCounters();
} );

test.afterAll( () => {
	shopPhp(
		`delete_option( TempleOfferings\\Security\\TrustedProxies::OPTION );`
	);
	clearRateCounters();
} );

test( 'a flood of 130 cookie-less malformed adds from one address, whatever X-Forwarded-For says, leaves the next fresh visitor’s add alone', async () => {
	clearRateCounters();
	await freshWindow( 40 );
	const junk = await inFours( 130, ( i ) =>
		cookielessAdd( mismatched(), {
			'X-Forwarded-For': `198.51.100.${ i % 250 }`,
			'X-Real-IP': `198.51.100.${ i % 250 }`,
		} )
	);
	// Each is told what is wrong with it: none is refused for the rate.
	expect(
		junk.filter( ( answer ) => answer.code === MISMATCH_CODE )
	).toHaveLength( 130 );
	// Counted on the address the shop saw, as refusals; the accepted budget is untouched.
	expect( counted( 'refused:address:127.0.0.1' ) ).toBeGreaterThan( 0 );
	expect( counted( 'accepted:address:127.0.0.1' ) ).toBe( 0 );

	// A fresh visitor from the same address: the page's wc-ajax add goes in.
	const visitor = await playwrightRequest.newContext( { baseURL: BASE } );
	const added = await addBelievers( visitor, lamp, [
		lightBeliever( '新來的' ),
	] );
	expect( added.error, JSON.stringify( added ) ).toBeUndefined();
	expect( ( await storeCart( visitor ) ).items ).toHaveLength( 1 );
	await visitor.dispose();
} );

test( '200 fresh worshippers behind one address on an offering of 100 places: 100 go in, 100 are told it is full, none is told to wait', async () => {
	const crowdLamp = simpleProduct(
		'e2e-crowd-lamp',
		'人潮光明燈',
		100,
		[ 'light' ],
		100
	);
	clearRateCounters();
	// All 200 inside one minute: more writes than the 120 one address once had for everything.
	await freshWindow( 55 );
	const started = Date.now();
	// Each worshipper is a browser of their own: no cookie, so each is counted on the address.
	const first = await inFours( 100, ( i ) =>
		cookielessAdd( goodAdd( crowdLamp, `先到${ i }` ) )
	);
	// The first hundred checked out: their orders took every place.
	shopPhp( `wc_update_product_stock( ${ crowdLamp }, 0 );` );
	const late = await inFours( 100, ( i ) =>
		cookielessAdd( goodAdd( crowdLamp, `後到${ i }` ) )
	);
	const seconds = ( Date.now() - started ) / 1000;

	expect(
		first.filter( ( answer ) => answer.error === undefined )
	).toHaveLength( 100 );
	const full = late.filter(
		( answer ) =>
			answer.code === 'temple_offerings_not_enough_places' &&
			answer.message === '「人潮光明燈」已額滿，無法再登記。'
	);
	expect( full ).toHaveLength( 100 );
	expect(
		[ ...first, ...late ].filter( ( answer ) => answer.code === RATE_CODE )
	).toEqual( [] );
	test.info().annotations.push( {
		type: 'crowd',
		description: `200 adds from one address in ${ seconds.toFixed( 1 ) } s`,
	} );
	// Gone again, so later specs see the demo shop's own lamps only.
	shopPhp( `wp_delete_post( ${ crowdLamp }, true );` );
} );

test( 'once an address has made its 120 adds of the minute, the next is refused for the rate before any check, and before the rest of the request: even a malformed one is told to wait, nothing more is counted, and a plain product still goes in', async () => {
	clearRateCounters();
	try {
		const plain = simpleProduct( 'crowds-plain-candle', '結緣蠟燭', 100 );
		fs.copyFileSync( LOADED_HEADER, LOADED_HEADER_INSTALLED );
		await freshWindow( 30 );
		// As 119 accepted adds this minute leave the address's row.
		setCounted( 'accepted:address:127.0.0.1', 119 );
		const last = await cookielessAddResponse(
			goodAdd( lamp, '第一百二十位' )
		);
		expect(
			last.answer.error,
			JSON.stringify( last.answer )
		).toBeUndefined();
		// An add that goes in is WooCommerce's whole request.
		expect( last.headers.get( 'x-temple-e2e-loaded' ) ).toBe( '1' );
		expect( counted( 'accepted:address:127.0.0.1' ) ).toBe( 120 );

		for ( const fields of [
			mismatched(),
			goodAdd( lamp, '第一百二十一位' ),
		] ) {
			const { answer, headers } = await cookielessAddResponse( fields );
			expect( answer.code, JSON.stringify( answer ) ).toBe( RATE_CODE );
			expect( answer.message ).toMatch( RATE_MESSAGE );
			expect( answer.retry_after ).toBeGreaterThan( 0 );
			expect( answer.product_url ).toMatch(
				/\/product\/guangming-lamp\/$/
			);
			// Answered on `init`, before WooCommerce loaded the cart; never cached.
			expect( headers.get( 'x-temple-e2e-loaded' ) ).toBeNull();
			expect( headers.get( 'cache-control' ) ).toContain( 'no-store' );
		}
		// Another site's post is told so, spent budget or not, and counted nowhere.
		const foreign = await cookielessAdd(
			goodAdd( lamp, '第一百二十二位' ),
			{ Origin: 'https://evil.example' }
		);
		expect( foreign.code, JSON.stringify( foreign ) ).toBe(
			'temple_offerings_invalid_origin'
		);
		expect( counted( 'accepted:address:127.0.0.1' ) ).toBe( 120 );
		expect( counted( 'refused:address:127.0.0.1' ) ).toBe( 0 );

		// An id of no product is not answered early: WooCommerce refuses it, with no word of the rate.
		const nothing = await cookielessAddResponse( {
			product_id: '987654321',
			quantity: '1',
		} );
		expect( nothing.answer.error ).toBe( true );
		expect( nothing.answer.code ).not.toBe( RATE_CODE );
		expect( nothing.headers.get( 'x-temple-e2e-loaded' ) ).toBe( '1' );

		// The budget is of offerings: the same address's add of a plain product goes in.
		const candle = await cookielessAdd( {
			product_id: String( plain ),
			quantity: '1',
		} );
		expect( candle.error, JSON.stringify( candle ) ).toBeUndefined();
		expect( candle.cart_hash ).toBeTruthy();
	} finally {
		fs.rmSync( LOADED_HEADER_INSTALLED, { force: true } );
		shopPhp(
			`$found = get_page_by_path( 'crowds-plain-candle', OBJECT, 'product' ); if ( $found ) { wp_delete_post( $found->ID, true ); }`
		);
		clearRateCounters();
	}
} );

test( 'a signed-in worshipper past the account’s adds of the minute is answered early as well, for a variation of an offering too, naming the variable product’s page; another account’s add of it still goes to the checks', async () => {
	clearRateCounters();
	const spent = newCustomer( 'early-spent' );
	const other = newCustomer( 'early-other' );
	const variation = Number(
		shopPhp( `
			$fortune = get_page_by_path( 'change-fortune', OBJECT, 'product' );
			echo wc_get_product( $fortune->ID )->get_children()[0];
		` ).trim()
	);
	expect( variation ).toBeGreaterThan( 0 );
	const perAccount = Number(
		shopPhp(
			`echo TempleOfferings\\Security\\WriteRateLimit::PER_ACCOUNT;`
		).trim()
	);
	expect( perAccount ).toBeGreaterThan( 0 );
	const signedIn: Array< Awaited< ReturnType< typeof signIn > > > = [];
	try {
		signedIn.push(
			await signIn( spent.login ),
			await signIn( other.login )
		);
		fs.copyFileSync( LOADED_HEADER, LOADED_HEADER_INSTALLED );
		await freshWindow( 30 );
		// The account's whole accepted budget of the minute, as its adds would leave it.
		setCounted( `accepted:user:${ spent.id }`, perAccount );
		const post = ( api: ( typeof signedIn )[ number ][ 'api' ] ) =>
			api.post( '/?wc-ajax=add_to_cart', {
				multipart: {
					product_id: String( variation ),
					variation_id: String( variation ),
					quantity: '1',
					meta_data: '[]',
				},
				headers: { 'X-Requested-With': 'XMLHttpRequest' },
			} );

		const early = await post( signedIn[ 0 ].api );
		const answer = await early.json();
		expect( answer.code, JSON.stringify( answer ) ).toBe( RATE_CODE );
		expect( answer.message ).toMatch( RATE_MESSAGE );
		expect( answer.retry_after ).toBeGreaterThan( 0 );
		// WooCommerce's refusal of a variation names its variable product's page.
		expect( answer.product_url ).toMatch( /\/product\/change-fortune\/$/ );
		expect( early.headers()[ 'x-temple-e2e-loaded' ] ).toBeUndefined();

		// The budget is the account's: another account's add goes on to the checks, which find no believers' entry.
		const checked = await post( signedIn[ 1 ].api );
		const refusal = await checked.json();
		expect( refusal.error ).toBe( true );
		expect( refusal.code, JSON.stringify( refusal ) ).toBe(
			'temple_offerings_invalid_meta_data'
		);
		expect( checked.headers()[ 'x-temple-e2e-loaded' ] ).toBe( '1' );
		expect( counted( `accepted:user:${ spent.id }` ) ).toBe( perAccount );
		expect( counted( `refused:user:${ spent.id }` ) ).toBe( 0 );
		expect( counted( `refused:user:${ other.id }` ) ).toBe( 1 );
	} finally {
		fs.rmSync( LOADED_HEADER_INSTALLED, { force: true } );
		for ( const { api } of signedIn ) {
			await api.dispose();
		}
		shopPhp(
			`require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user( ${ spent.id } ); wp_delete_user( ${ other.id } );`
		);
		clearRateCounters();
	}
} );

test( 'the Store API refuses an add past the rate with 429, its code, retry_after and Retry-After, and adds nothing', async () => {
	const user = newCustomer( 'store429' );
	const { api } = await signIn( user.login );
	clearRateCounters();
	await freshWindow( 45 );
	const { nonce } = await storeCart( api );
	const add = ( name: string ) => storeAdd( api, nonce, name );
	const answers = await inFours( 60, ( i ) => add( `商店${ i }` ) );
	// Every add accepted; any other answer is shown with what it said.
	expect(
		await Promise.all(
			answers
				.filter( ( answer ) => answer.status() !== 201 )
				.map(
					async ( answer ) =>
						`${ answer.status() } ${ await answer.text() }`
				)
		)
	).toEqual( [] );
	expect( answers ).toHaveLength( 60 );
	const before = ( await storeCart( api ) ).items.length;
	const refused = await add( '多一位' );
	await expectRateLimited( refused );
	expect( ( await storeCart( api ) ).items ).toHaveLength( before );
	await api.dispose();
} );
