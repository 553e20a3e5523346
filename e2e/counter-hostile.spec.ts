/**
 * Who is refused at the counter, on the real shop: the routes answer the
 * counter's staff only, with the REST nonce, from the site's own pages;
 * an order names an account only with the token of a search this clerk
 * made; believers break the cart's rules at the counter too; the papers of
 * an order print for the clerk who took it and staff, nobody else. Every
 * refusal makes nothing.
 */
/**
 * External dependencies
 */
import { test, expect } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	believerOf,
	counterPhp,
	expectNoOrderSince,
	newestOrder,
	postCounterOrder,
	searchHouseholds,
	shopUser,
} from './counter-helpers';
import { ADMIN } from './auth-states';
import { signIn } from './request-helpers';

const ORDERS = '/wp-json/temple-offerings/v1/counter/orders';

test.describe.serial( 'refused at the counter', () => {
	let clerk: Awaited< ReturnType< typeof signIn > >;
	let other: Awaited< ReturnType< typeof signIn > >;
	let lamp = 0;
	let household = 0;

	test.beforeAll( async () => {
		shopUser( 'hostile-clerk', '甲櫃台', 'temple_counter' );
		shopUser( 'hostile-clerk-2', '乙櫃台', 'temple_counter' );
		shopUser( 'hostile-editor', '編輯', 'editor' );
		household = counterPhp< { id: number } >( 'household', {
			login: 'hostile-household',
			last: '吳',
			first: '一家',
			phone: '0933-456-789',
		} ).id;
		lamp = counterPhp< { id: number } >( 'stock', {
			slug: 'guangming-lamp',
			stock: null,
		} ).id;
		clerk = await signIn( 'hostile-clerk' );
		other = await signIn( 'hostile-clerk-2' );
	} );

	test.afterAll( async () => {
		await clerk?.api.dispose();
		await other?.api.dispose();
	} );

	const order = ( patch: Record< string, unknown > = {} ) => ( {
		payment: 'cash',
		contact: { name: '吳一家', phone: '0933456789' },
		lines: [
			{
				product_id: lamp,
				believers: [ believerOf( 'light', '吳一家' ) ],
			},
		],
		...patch,
	} );

	test( 'only the counter’s staff, signed in, with the REST nonce, from the site’s own pages', async ( {
		playwright,
		baseURL,
	} ) => {
		const before = newestOrder();
		const guest = await playwright.request.newContext( { baseURL } );
		expect(
			(
				await guest.get(
					`/wp-json/temple-offerings/v1/counter/households?search=0933`
				)
			).status()
		).toBe( 401 );
		expect(
			( await guest.post( ORDERS, { data: order() } ) ).status()
		).toBe( 403 );
		await guest.dispose();

		for ( const login of [ 'believer', 'hostile-editor' ] ) {
			const user = await signIn( login );
			const search = await searchHouseholds(
				user.api,
				user.nonce,
				'0933'
			);
			expect( search.status, login ).toBe( 403 );
			expect( search.households ).toEqual( [] );
			const made = await postCounterOrder(
				user.api,
				user.nonce,
				order()
			);
			expect( made.status, login ).toBe( 403 );
			expect( made.body.message, login ).toBe(
				'抱歉，只有宮廟的櫃台人員可以這麼做。'
			);
			await user.api.dispose();
		}

		// The clerk's own session without its nonce, and from another site's page.
		const bare = await clerk.api.post( ORDERS, { data: order() } );
		expect( bare.status() ).toBe( 403 );
		expect( ( await bare.json() ).code ).toBe(
			'temple_offerings_invalid_nonce'
		);
		const foreign = await clerk.api.post( ORDERS, {
			headers: {
				'X-WP-Nonce': clerk.nonce,
				Origin: 'https://evil.example',
			},
			data: order(),
		} );
		expect( foreign.status() ).toBe( 403 );
		expect( ( await foreign.json() ).code ).toBe(
			'temple_offerings_invalid_origin'
		);
		expectNoOrderSince( before );
	} );

	test( 'an account only with the token of this clerk’s own search: a forged id, a made-up token, another clerk’s token are refused', async () => {
		const before = newestOrder();
		const [ found ] = (
			await searchHouseholds( clerk.api, clerk.nonce, '0933456789' )
		).households;
		expect( found.customer_id ).toBe( household );
		const attempts: Array<
			[ string, Record< string, unknown >, typeof clerk ]
		> = [
			[
				'a made-up token',
				{ id: household, token: '0123456789' },
				clerk,
			],
			[ 'no token', { id: household }, clerk ],
			// The administrator's account with a real token of another account.
			[ 'a forged id', { id: 1, token: found.token }, clerk ],
			[ 'another clerk', { id: household, token: found.token }, other ],
		];
		for ( const [ what, customer, who ] of attempts ) {
			const made = await postCounterOrder(
				who.api,
				who.nonce,
				order( { customer } )
			);
			expect( made.status, what ).toBe( 403 );
			expect( made.body.message, what ).toBe(
				'這個家戶不是在本畫面搜尋到的，請重新搜尋。'
			);
		}
		// Staff accounts are never households, so never have a token either.
		expect(
			( await searchHouseholds( clerk.api, clerk.nonce, '編輯' ) )
				.households
		).toEqual( [] );
		expectNoOrderSince( before );
		expect(
			counterPhp< { names: string[] } >( 'book_of', { user: household } )
				.names
		).toEqual( [] );
	} );

	test( 'believers, products and amounts are the server’s business: the cart’s rules refuse, nothing is made', async () => {
		const before = newestOrder();
		const variable = counterPhp< { id: number } >( 'stock', {
			slug: 'change-fortune',
			stock: null,
		} ).id;
		const cases: Array<
			[ string, Record< string, unknown >, number, string ]
		> = [
			[
				'a believer without a name',
				order( {
					lines: [
						{
							product_id: lamp,
							believers: [ believerOf( 'light', '' ) ],
						},
					],
				} ),
				400,
				'temple_offerings_invalid_believer',
			],
			[
				'a lamp believer born tomorrow',
				order( {
					lines: [
						{
							product_id: lamp,
							believers: [
								believerOf( 'light', '未來', {
									birthday: '2099-01-01-吉',
								} ),
							],
						},
					],
				} ),
				400,
				'temple_offerings_invalid_believer',
			],
			[
				'a variation of another product',
				order( {
					lines: [
						{
							product_id: lamp,
							variation_id: variable + 1,
							believers: [ believerOf( 'light', '某' ) ],
						},
					],
				} ),
				400,
				'temple_offerings_unknown_product',
			],
			[
				'a product that does not exist',
				order( {
					lines: [
						{
							product_id: 999999,
							believers: [ believerOf( 'light', '某' ) ],
						},
					],
				} ),
				400,
				'temple_offerings_unknown_product',
			],
			[
				'a payment made up',
				order( { payment: 'voucher' } ),
				400,
				'rest_invalid_param',
			],
			[
				'a channel made up',
				order( { channel: 'web' } ),
				400,
				'rest_invalid_param',
			],
		];
		for ( const [ what, data, status, code ] of cases ) {
			const made = await postCounterOrder( clerk.api, clerk.nonce, data );
			expect( made.status, what ).toBe( status );
			expect( made.body.code, what ).toBe( code );
		}
		// A price sent along changes nothing: the shop's price is charged.
		const priced = await postCounterOrder( clerk.api, clerk.nonce, {
			...order(),
			lines: [
				{
					product_id: lamp,
					price: 1,
					total: 1,
					believers: [ believerOf( 'light', '吳一家' ) ],
				},
			],
		} );
		expect( priced.status ).toBe( 201 );
		expect( priced.body.total ).toBe( 'NT$600' );
		expect(
			counterPhp< { ids: number[] } >( 'orders', { since: before } ).ids
		).toEqual( [ priced.body.order_id ] );
	} );

	test( 'an order’s papers print for the clerk who took it and for staff; another clerk is refused', async ( {
		browser,
	} ) => {
		const made = await postCounterOrder( clerk.api, clerk.nonce, order() );
		expect( made.status ).toBe( 201 );
		for ( const paper of [ 'slip', 'receipt', 'labels' ] ) {
			expect(
				( await clerk.api.get( made.body.prints[ paper ] ) ).status(),
				paper
			).toBe( 200 );
		}
		// Another clerk: the slip's nonce is the first clerk's, and the order is not theirs either.
		expect(
			( await other.api.get( made.body.prints.slip ) ).status()
		).toBe( 403 );
		const receipt = new URL( made.body.prints.receipt );
		receipt.searchParams.delete( 'key' );
		expect( ( await clerk.api.get( receipt.toString() ) ).status() ).toBe(
			200
		);
		expect( ( await other.api.get( receipt.toString() ) ).status() ).toBe(
			404
		);
		const admin = await browser.newContext( { storageState: ADMIN } );
		expect(
			( await admin.request.get( receipt.toString() ) ).status()
		).toBe( 200 );
		await admin.close();
	} );
} );
