/**
 * Limits on how much one visitor can send, on the real shop: a byte cap on
 * every REST write, maxItems on every list, real categories only (the
 * visible-products cache has its own spec, products-cache.spec.ts), and
 * believers per cart. Every refusal is checked to have changed nothing.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	lightBeliever,
	productId,
	shopPhp,
	storeCart,
} from './cart-helpers';
import { clearRateCounters, expectError, newCustomer } from './rate-helpers';
import { signIn } from './request-helpers';
import {
	BASE,
	BELIEVERS,
	type Saved,
	savedItem,
	storedCount,
	cartLines,
} from './limits-helpers';

test.describe.configure( { mode: 'serial' } );

/** The site is in zh_TW: refusals are read in the worshipper's language. */
const TOO_LARGE_MESSAGE = '一次送出的資料過多';

let lamp = 0;

test.beforeAll( async ( { request } ) => {
	lamp = await productId( request, 'guangming-lamp' );
	clearRateCounters();
} );

test.afterAll( () => {
	clearRateCounters();
} );

test.describe( 'byte cap and list limits', () => {
	let user: { id: number; login: string };
	let api: APIRequestContext;
	let nonce: string;
	let saved: Saved;

	test.beforeAll( async () => {
		user = newCustomer( 'caps' );
		( { api, nonce } = await signIn( user.login ) );
		const created = await api.post( BELIEVERS, {
			headers: { 'X-WP-Nonce': nonce },
			data: { believers: [ savedItem( '限額甲' ) ] },
		} );
		expect( created.status() ).toBe( 201 );
		[ saved ] = ( await created.json() ) as Saved[];
	} );

	test.afterAll( async () => {
		await api.dispose();
	} );

	test( 'every write route refuses a body over its cap with a translated 413 and stores nothing', async () => {
		const big = 'x'.repeat( 100 * 1024 );
		const headers = { 'X-WP-Nonce': nonce };
		const before = await ( await api.get( BELIEVERS, { headers } ) ).text();

		const refusals: Array< [ string, Promise< APIResponse > ] > = [
			[
				'POST believers',
				api.post( BELIEVERS, {
					headers,
					data: { believers: [ savedItem( big ) ] },
				} ),
			],
			[
				'PUT believers/<id>',
				api.put( `${ BELIEVERS }/${ saved.id }`, {
					headers,
					data: savedItem( big ),
				} ),
			],
			[
				'PATCH believers/<id>',
				api.patch( `${ BELIEVERS }/${ saved.id }`, {
					headers,
					data: savedItem( big ),
				} ),
			],
			[
				'DELETE believers/<id> with a body',
				api.delete( `${ BELIEVERS }/${ saved.id }`, {
					headers: { ...headers, 'Content-Type': 'application/json' },
					data: JSON.stringify( { padding: big } ),
				} ),
			],
			[
				'a method override to DELETE',
				api.post( `${ BELIEVERS }/${ saved.id }`, {
					headers: { ...headers, 'X-HTTP-Method-Override': 'DELETE' },
					data: { padding: big },
				} ),
			],
			[
				'the route in other letter case',
				api.post( '/wp-json/Temple-Offerings/v1/Believers', {
					headers,
					data: { believers: [ savedItem( big ) ] },
				} ),
			],
			[
				'a form-encoded body',
				api.post( BELIEVERS, {
					headers,
					form: { padding: big },
				} ),
			],
		];
		for ( const [ what, pending ] of refusals ) {
			const response = await pending;
			expect( response.status(), what ).toBe( 413 );
			const body = await response.json();
			expect( body.code, what ).toBe(
				'temple_offerings_payload_too_large'
			);
			expect( body.message, what ).toBe( TOO_LARGE_MESSAGE );
		}
		expect( await ( await api.get( BELIEVERS, { headers } ) ).text() ).toBe(
			before
		);
		// Just under the cap is no 413: the cap is where it says.
		const fits = await api.put( `${ BELIEVERS }/${ saved.id }`, {
			headers,
			data: {
				...savedItem( '限額甲' ),
				padding: 'x'.repeat( 90 * 1024 ),
			},
		} );
		expect( fits.status() ).toBe( 200 );
	} );

	test( 'lists past their maxItems are refused before anything is stored', async () => {
		const headers = { 'X-WP-Nonce': nonce };
		const count = storedCount( user.id );
		const tooMany = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: Array.from( { length: 201 }, () => ( {
					product_category: [ 'light' ],
					data: {},
				} ) ),
			},
		} );
		await expectError( tooMany, 400, 'rest_invalid_param' );
		const family = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: [
					{
						product_category: [ 'gift' ],
						data: {
							...lightBeliever( '王小明' ),
							depends_people: Array.from(
								{ length: 21 },
								() => ( {
									name: '王小華',
									gender: 'female',
									birthday: '1990-01-01-吉',
								} )
							),
						},
					},
				],
			},
		} );
		await expectError( family, 400, 'rest_invalid_param' );
		const categories = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: [
					savedItem(
						'王小明',
						Array.from( { length: 51 }, ( _, i ) => `c${ i }` )
					),
				],
			},
		} );
		await expectError( categories, 400, 'rest_invalid_param' );
		expect( storedCount( user.id ) ).toBe( count );
	} );

	test( 'a saved believer keeps only categories the shop has', async () => {
		const headers = { 'X-WP-Nonce': nonce };
		const created = await api.post( BELIEVERS, {
			headers,
			data: {
				believers: [
					savedItem( '限額乙', [ 'made-up-slug', 'light', 'x%20y' ] ),
				],
			},
		} );
		expect( created.status() ).toBe( 201 );
		const [ row ] = ( await created.json() ) as Saved[];
		expect( row.product_category ).toEqual( [ 'light' ] );
		expect( row.data.product_category ).toEqual( [ 'light' ] );

		const updated = await api.put( `${ BELIEVERS }/${ row.id }`, {
			headers,
			data: savedItem( '限額乙', [ 'pudu-fake', 'light' ] ),
		} );
		expect(
			( ( await updated.json() ) as Saved ).product_category
		).toEqual( [ 'light' ] );
		// What the database holds, not only what the answer said.
		const stored = JSON.parse(
			shopPhp( `
				echo wp_json_encode( array(
					get_post_meta( ${ row.id }, TempleOfferings\\Account\\BelieverStore::META_CATEGORIES, true ),
					get_post_meta( ${ row.id }, TempleOfferings\\Account\\BelieverStore::META_DATA, true )['product_category'],
				) );
			` )
		);
		expect( stored ).toEqual( [ [ 'light' ], [ 'light' ] ] );

		const count = storedCount( user.id );
		const onlyMadeUp = await api.post( BELIEVERS, {
			headers,
			data: { believers: [ savedItem( '限額丙', [ 'no-such-cat' ] ) ] },
		} );
		await expectError(
			onlyMadeUp,
			400,
			'temple_offerings_invalid_believer'
		);
		expect( storedCount( user.id ) ).toBe( count );
	} );
} );

test.describe( 'believers per cart', () => {
	test( 'a cart holds at most 200 believers; an add past it is refused by name and changes nothing', async () => {
		const guest = await playwrightRequest.newContext( { baseURL: BASE } );
		const hundred = ( prefix: string ) =>
			Array.from( { length: 100 }, ( _, i ) =>
				lightBeliever( `${ prefix }${ i }` )
			);
		expect(
			( await addBelievers( guest, lamp, hundred( '甲' ) ) ).error
		).toBeUndefined();
		expect(
			( await addBelievers( guest, lamp, hundred( '乙' ) ) ).error
		).toBeUndefined();
		const before = await cartLines( guest );
		expect(
			( await storeCart( guest ) ).items.reduce(
				( sum, item ) => sum + item.quantity,
				0
			)
		).toBe( 200 );

		const ajax = await addBelievers( guest, lamp, [
			lightBeliever( '丙' ),
		] );
		expect( ajax.error ).toBe( true );
		expect( ajax.code ).toBe( 'temple_offerings_cart_full' );
		expect( ajax.message ).toBe(
			'祈福袋最多可登記 200 位信眾，目前已有 200 位，請先結帳或移除部分結緣品'
		);

		expect( await cartLines( guest ) ).toBe( before );
		await guest.dispose();
	} );
} );
