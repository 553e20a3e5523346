/**
 * temple-offerings/v1's saved believers on the real shop: create, list
 * newest first, update and delete one's own, and who is refused: guests,
 * a missing or wrong nonce, a foreign origin, someone else's id.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { signIn } from './request-helpers';
import { settingsIn } from './page-helpers';
import {
	BASE,
	BELIEVERS,
	type Saved,
	LIGHT_BELIEVER,
	context,
} from './rest-helpers';

test.describe.configure( { mode: 'serial' } );

test.describe( 'believers', () => {
	let customer: APIRequestContext;
	let nonce: string;
	const origin = new URL( BASE ).origin;

	test.beforeAll( async () => {
		( { api: customer, nonce } = await signIn( 'believer' ) );
	} );

	test.afterAll( async () => {
		await customer.dispose();
	} );

	const post = ( api: APIRequestContext, data: unknown, headers = {} ) =>
		api.post( BELIEVERS, {
			data: data as Record< string, unknown >,
			headers: { 'X-WP-Nonce': nonce, Origin: origin, ...headers },
		} );

	test( 'create, list newest first, update and delete the own believers', async () => {
		const created = await post( customer, {
			believers: [
				{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
				{
					product_category: [ 'light' ],
					data: {
						...LIGHT_BELIEVER,
						name: '林美華',
						gender: 'female',
					},
				},
			],
		} );
		expect( created.status() ).toBe( 201 );
		const [ first, second ] = ( await created.json() ) as Saved[];
		expect( first.data.name ).toBe( '王小明' );
		expect( first.product_category ).toEqual( [ 'light' ] );
		expect( first.modified ).toMatch( /^\d{4}-\d\d-\d\dT/ );

		const updated = await customer.put( `${ BELIEVERS }/${ first.id }`, {
			headers: { 'X-WP-Nonce': nonce, Origin: origin },
			data: {
				product_category: [ 'light' ],
				data: { ...LIGHT_BELIEVER, name: '王大明' },
			},
		} );
		expect( updated.status() ).toBe( 200 );
		expect( ( ( await updated.json() ) as Saved ).data.name ).toBe(
			'王大明'
		);

		const list = ( await (
			await customer.get( BELIEVERS, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json() ) as Saved[];
		expect( list.map( ( item ) => item.id ) ).toEqual(
			expect.arrayContaining( [ first.id, second.id ] )
		);
		// Newest first (post_modified has one-second steps, so ties are possible).
		const times = list.map( ( item ) => Date.parse( item.modified ) );
		expect( times ).toEqual( [ ...times ].sort( ( a, b ) => b - a ) );

		const deleted = await customer.delete(
			`${ BELIEVERS }/${ second.id }`,
			{
				headers: { 'X-WP-Nonce': nonce, Origin: origin },
			}
		);
		expect( await deleted.json() ).toEqual( {
			deleted: true,
			id: second.id,
		} );
		const again = await customer.delete( `${ BELIEVERS }/${ second.id }`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( again.status() ).toBe( 404 );
	} );

	test( 'guests get 401', async () => {
		const guest = await context();
		expect( ( await guest.get( BELIEVERS ) ).status() ).toBe( 401 );
		// A guest's nonce is the one the block page prints for every guest.
		const html = await ( await guest.get( '/offerings/' ) ).text();
		const guestNonce = String(
			JSON.parse( settingsIn( html ) || '{}' ).restNonce ?? ''
		);
		expect( guestNonce ).not.toBe( '' );
		const response = await guest.post( BELIEVERS, {
			headers: { 'X-WP-Nonce': guestNonce },
			data: {
				believers: [
					{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
				],
			},
		} );
		expect( response.status() ).toBe( 401 );
		await guest.dispose();
	} );

	test( 'writes without a nonce, with a wrong one, or from a foreign Origin get 403', async () => {
		const body = {
			believers: [
				{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
			],
		};
		const missing = await customer.post( BELIEVERS, { data: body } );
		expect( missing.status() ).toBe( 403 );
		const wrong = await customer.post( BELIEVERS, {
			data: body,
			headers: { 'X-WP-Nonce': 'abc123' },
		} );
		expect( wrong.status() ).toBe( 403 );
		const foreign = await post( customer, body, {
			Origin: 'https://evil.example',
		} );
		expect( foreign.status() ).toBe( 403 );
		expect( ( await foreign.json() ).code ).toBe(
			'temple_offerings_invalid_origin'
		);
		const foreignDelete = await customer.delete( `${ BELIEVERS }/1`, {
			headers: { 'X-WP-Nonce': nonce, Origin: 'http://127.0.0.1:1' },
		} );
		expect( foreignDelete.status() ).toBe( 403 );
	} );

	test( "someone else's believer is 404 both ways", async () => {
		const { api: admin, nonce: adminNonce } = await signIn( 'admin' );
		const mine = (
			( await (
				await admin.post( BELIEVERS, {
					headers: { 'X-WP-Nonce': adminNonce },
					data: {
						believers: [
							{
								product_category: [ 'light' ],
								data: { ...LIGHT_BELIEVER, name: '管理員' },
							},
						],
					},
				} )
			).json() ) as Saved[]
		 )[ 0 ];
		const put = await customer.put( `${ BELIEVERS }/${ mine.id }`, {
			headers: { 'X-WP-Nonce': nonce },
			data: { product_category: [ 'light' ], data: LIGHT_BELIEVER },
		} );
		expect( put.status() ).toBe( 404 );
		const del = await customer.delete( `${ BELIEVERS }/${ mine.id }`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( del.status() ).toBe( 404 );
		const list = ( await (
			await customer.get( BELIEVERS, {
				headers: { 'X-WP-Nonce': nonce },
			} )
		).json() ) as Saved[];
		expect( list.map( ( item ) => item.id ) ).not.toContain( mine.id );

		// An administrator cannot reach a customer's list through these routes either.
		const theirs = (
			( await (
				await post( customer, {
					believers: [
						{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
					],
				} )
			).json() ) as Saved[]
		 )[ 0 ];
		const adminDelete = await admin.delete(
			`${ BELIEVERS }/${ theirs.id }`,
			{
				headers: { 'X-WP-Nonce': adminNonce },
			}
		);
		expect( adminDelete.status() ).toBe( 404 );
		await admin.delete( `${ BELIEVERS }/${ mine.id }`, {
			headers: { 'X-WP-Nonce': adminNonce },
		} );
		await admin.dispose();
	} );
} );
