/**
 * Limits on how often one visitor can write, on the real shop: the per-user
 * limit of saved believers under parallel requests, and a write rate per
 * visitor in two budgets, accepted and refused writes (REST and the wc-ajax
 * add share them). Every refusal is checked to have changed nothing.
 */
/**
 * External dependencies
 */
import { test, expect, request as playwrightRequest } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	metaData,
	productId,
	shopPhp,
	storeCart,
	type AjaxAnswer,
} from './cart-helpers';
import {
	RATE_CODE,
	RATE_MESSAGE,
	clearRateCounters,
	expectError,
	expectRateLimited,
	freshWindow,
	newCustomer,
} from './rate-helpers';
import { signIn } from './request-helpers';
import {
	BASE,
	BELIEVERS,
	savedItem,
	phpValue,
	storedCount,
	cartLines,
} from './limits-helpers';

test.describe.configure( { mode: 'serial' } );

let lamp = 0;

test.beforeAll( async ( { request } ) => {
	lamp = await productId( request, 'guangming-lamp' );
	clearRateCounters();
} );

test.afterAll( () => {
	clearRateCounters();
} );

test.describe( 'saved believers under parallel requests', () => {
	// [ saved already, believers per request, requests that fit ]. 20 requests
	// of one at 195, and of fifty at 100: fifty inserts per request keep the
	// gap between counting and the last insert wide, so requests that were not
	// serialized would be seen overlapping (without the lock, 3 of them pass).
	const cases: Array< [ number, number, number ] > = [
		[ 195, 1, 5 ],
		[ 100, 50, 2 ],
	];
	for ( const [ seeded, each, fit ] of cases ) {
		test( `20 parallel saves of ${ each } at ${ seeded } stored end at exactly 200`, async () => {
			const user = newCustomer( `race-${ each }` );
			shopPhp( `
				$store = new TempleOfferings\\Account\\BelieverStore();
				$data  = ( new TempleOfferings\\Domain\\BelieverSanitizer() )->sanitize_believer( ${ phpValue(
					lightBeliever( '預存' )
				) } );
				for ( $i = 0; $i < ${ seeded }; $i++ ) {
					$store->create( ${ user.id }, array( 'light' ), $data );
				}
			` );
			expect( storedCount( user.id ) ).toBe( seeded );
			const { api, nonce } = await signIn( user.login );
			const answers = await Promise.all(
				Array.from( { length: 20 }, ( _, i ) =>
					api.post( BELIEVERS, {
						headers: { 'X-WP-Nonce': nonce },
						data: {
							believers: Array.from(
								{ length: each },
								( _item, j ) => savedItem( `並行${ i }-${ j }` )
							),
						},
					} )
				)
			);
			const statuses = answers.map( ( answer ) => answer.status() );
			expect(
				statuses.filter( ( status ) => status === 201 )
			).toHaveLength( fit );
			expect(
				statuses.filter( ( status ) => status === 400 )
			).toHaveLength( 20 - fit );
			for ( const answer of answers.filter(
				( a ) => a.status() === 400
			) ) {
				const body = await answer.json();
				expect( body.code ).toBe(
					'temple_offerings_too_many_believers'
				);
				expect( body.message ).toBe(
					'常用名單最多可儲存 200 筆，請先刪除部分資料'
				);
			}
			expect( storedCount( user.id ) ).toBe( 200 );
			await api.dispose();
		} );
	}
} );

test.describe( 'write rate per visitor', () => {
	test( 'a logged-in user gets 60 writes a minute, each counted once; parallel extra ones are a translated 429 with the wait and store nothing', async () => {
		const user = newCustomer( 'rate' );
		const { api, nonce } = await signIn( user.login );
		await freshWindow( 25 );
		// Reads are not writes (WordPress runs the write check of the route for its Allow header).
		for ( let i = 0; i < 5; i++ ) {
			const read = await api.get( BELIEVERS, {
				headers: { 'X-WP-Nonce': nonce },
			} );
			expect( read.headers().allow ).toBe( 'GET, POST' );
		}
		const answers = await Promise.all(
			Array.from( { length: 70 }, ( _, i ) =>
				api.post( BELIEVERS, {
					headers: {
						'X-WP-Nonce': nonce,
						'X-Forwarded-For': `203.0.113.${ i }`,
					},
					data: { believers: [ savedItem( `頻率${ i }` ) ] },
				} )
			)
		);
		const statuses = answers.map( ( answer ) => answer.status() );
		expect( statuses.filter( ( status ) => status === 201 ) ).toHaveLength(
			60
		);
		expect( statuses.filter( ( status ) => status === 429 ) ).toHaveLength(
			10
		);
		for ( const refused of answers.filter( ( a ) => a.status() === 429 ) ) {
			await expectRateLimited( refused );
		}
		expect( storedCount( user.id ) ).toBe( 60 );
		await api.dispose();
	} );

	test( 'refused REST writes have a budget of their own: past it they are a 429, and the user’s next good write is stored', async () => {
		const user = newCustomer( 'refused' );
		const { api, nonce } = await signIn( user.login );
		await freshWindow( 25 );
		const headers = { 'X-WP-Nonce': nonce };
		// Past the schema (which allows an empty name), refused by the form's rules.
		const nameless = { believers: [ savedItem( '' ) ] };
		const answers = await Promise.all(
			Array.from( { length: 60 }, () =>
				api.post( BELIEVERS, { headers, data: nameless } )
			)
		);
		expect(
			answers
				.map( ( answer ) => answer.status() )
				.filter( ( s ) => s === 400 )
		).toHaveLength( 60 );
		await expectError(
			answers[ 0 ],
			400,
			'temple_offerings_invalid_believer'
		);
		await expectRateLimited(
			await api.post( BELIEVERS, { headers, data: nameless } )
		);
		const good = await api.post( BELIEVERS, {
			headers,
			data: { believers: [ savedItem( '好好存' ) ] },
		} );
		expect( good.status(), await good.text() ).toBe( 201 );
		expect( storedCount( user.id ) ).toBe( 1 );
		await api.dispose();
	} );

	test( 'a guest session’s refused adds spend only their own budget: past it they are refused with the wait, the cart unchanged, and the next good add goes in', async () => {
		await freshWindow( 25 );
		const guest = await playwrightRequest.newContext( { baseURL: BASE } );
		// The first add opens the session (counted on the address), the rest on the session.
		expect(
			( await addBelievers( guest, lamp, [ lightBeliever( '甲' ) ] ) )
				.error
		).toBeUndefined();
		const before = await cartLines( guest );
		const mismatched = {
			product_id: String( lamp ),
			quantity: '2',
			meta_data: metaData( [ lightBeliever( '乙' ) ] ),
		};
		const post = () =>
			guest
				.post( '/?wc-ajax=add_to_cart', {
					multipart: mismatched,
					headers: { 'X-Requested-With': 'XMLHttpRequest' },
				} )
				.then(
					( response ) => response.json() as Promise< AjaxAnswer >
				);
		const answers = await Promise.all( Array.from( { length: 60 }, post ) );
		expect(
			answers.filter(
				( answer ) =>
					answer.code === 'temple_offerings_quantity_mismatch'
			)
		).toHaveLength( 60 );
		const refused = await post();
		expect( refused.error ).toBe( true );
		expect( refused.code ).toBe( RATE_CODE );
		expect( refused.message ).toMatch( RATE_MESSAGE );
		expect( refused.retry_after ).toBeGreaterThan( 0 );
		expect( refused.message ).toContain( ` ${ refused.retry_after } ` );
		expect( refused.fragments ).toBeUndefined();
		expect( await cartLines( guest ) ).toBe( before );

		const good = await addBelievers( guest, lamp, [
			lightBeliever( '丙' ),
		] );
		expect( good.error ).toBeUndefined();
		expect( ( await storeCart( guest ) ).items ).toHaveLength( 2 );
		await guest.dispose();
	} );
} );
