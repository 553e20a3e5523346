/**
 * What temple-offerings/v1 stores of saved believers, on the real shop:
 * malformed and oversized bodies and invalid believers refused, hostile
 * text stored as plain text and never run, the per-user limit; then the
 * privacy exporter and eraser over what the customer has saved, and
 * uninstall keeping or removing the data.
 *
 * Uninstall removes the plugin's data, so this file comes last of the
 * rest-* specs, as these tests came last of the one file they were in.
 */
/**
 * External dependencies
 */
import { test, expect, type APIRequestContext } from '@playwright/test';

/**
 * Internal dependencies
 */
import { signIn } from './request-helpers';
import {
	BASE,
	BELIEVERS,
	type Saved,
	LIGHT_BELIEVER,
	php,
	settled,
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

	test( 'malformed JSON is 400, a 100 KB body is refused, invalid believers list their errors', async () => {
		const malformed = await customer.post( BELIEVERS, {
			headers: {
				'X-WP-Nonce': nonce,
				'Content-Type': 'application/json',
			},
			data: '{"believers": [ {',
		} );
		expect( malformed.status() ).toBe( 400 );

		const huge = await post( customer, {
			believers: [
				{
					product_category: [ 'light' ],
					data: { ...LIGHT_BELIEVER, note: 'x'.repeat( 100 * 1024 ) },
				},
			],
		} );
		expect( huge.status() ).toBe( 413 );
		expect( ( await huge.json() ).code ).toBe(
			'temple_offerings_payload_too_large'
		);

		const invalid = await post( customer, {
			believers: [
				{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
				{
					product_category: [ 'light' ],
					data: { ...LIGHT_BELIEVER, name: ' ', address: '' },
				},
			],
		} );
		expect( invalid.status() ).toBe( 400 );
		const error = await invalid.json();
		expect( error.code ).toBe( 'temple_offerings_invalid_believer' );
		expect( error.data.errors ).toEqual(
			expect.arrayContaining( [
				{ index: 1, field: 'name', code: 'required' },
				{ index: 1, field: 'address', code: 'required' },
			] )
		);
		const unknownKind = await post( customer, {
			believers: [
				{ product_category: [ 'no-such' ], data: LIGHT_BELIEVER },
			],
		} );
		expect( unknownKind.status() ).toBe( 400 );
		const notAList = await post( customer, { believers: 'x' } );
		expect( notAList.status() ).toBe( 400 );
	} );

	test( 'HTML and <script> in every text field is stored as plain text and never runs on the page', async ( {
		browser,
	} ) => {
		const hostile = '<img src=x onerror="window.__pwned=1">';
		const pudu = {
			...LIGHT_BELIEVER,
			name: `王<b>小</b>明${ hostile }`,
			address: `<script>window.__pwned=1</script>臺南市${ hostile }`,
			note: `<a href="javascript:alert(1)">點我</a>\n第二行${ hostile }`,
			deceased_name: `王阿公<svg onload="window.__pwned=1">`,
			deceased_gender: 'male',
			deceased_birthday: '1925-潤04-05-午',
			deceased_death_anniversary: '1999-11-30-吉',
			deceased_address: `臺南市</textarea><script>window.__pwned=1</script>`,
			super_name: `陳<i>大同</i>`,
			product_category: [ 'pudu' ],
		};
		const response = await post( customer, {
			believers: [ { product_category: [ 'pudu' ], data: pudu } ],
		} );
		expect( response.status() ).toBe( 201 );
		const [ saved ] = ( await response.json() ) as Saved[];
		for ( const key of [
			'name',
			'address',
			'note',
			'deceased_name',
			'deceased_address',
			'super_name',
		] ) {
			expect( String( saved.data[ key ] ), key ).not.toMatch( /[<>]/ );
		}
		expect( saved.data.name ).toBe( '王小明' );

		const { api: customerApi } = await signIn( 'believer' );
		const page = await browser.newPage( {
			storageState: await customerApi.storageState(),
		} );
		await customerApi.dispose();
		const dialogs: string[] = [];
		page.on( 'dialog', ( dialog ) => {
			dialogs.push( dialog.message() );
			void dialog.dismiss();
		} );
		await page.goto( '/offerings/' );
		await settled( page );
		const html = await page.content();
		expect( html ).not.toContain( 'onerror="window.__pwned' );
		expect( html ).not.toContain( '<script>window.__pwned' );
		expect(
			await page.evaluate(
				() =>
					'undefined' !==
					typeof ( window as unknown as { __pwned?: number } ).__pwned
			)
		).toBe( false );
		expect( dialogs ).toEqual( [] );
		await page.close();
	} );

	test( 'the per-user limit of 200 is a clear 400', async () => {
		const have = (
			( await (
				await customer.get( BELIEVERS, {
					headers: { 'X-WP-Nonce': nonce },
				} )
			).json() ) as Saved[]
		 ).length;
		const fill = Array.from( { length: 200 - have }, ( _, index ) => ( {
			product_category: [ 'light' ],
			data: { ...LIGHT_BELIEVER, id: `f-${ index }` },
		} ) );
		const filled = await post( customer, { believers: fill } );
		expect( filled.status() ).toBe( 201 );
		const over = await post( customer, {
			believers: [
				{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
			],
		} );
		expect( over.status() ).toBe( 400 );
		const error = await over.json();
		expect( error.code ).toBe( 'temple_offerings_too_many_believers' );
		expect( error.message ).toContain( '200' );
	} );
} );

test.describe( 'privacy', () => {
	test( 'the exporter lists saved believers and the eraser removes them', async () => {
		const exported = JSON.parse(
			php( 'e2e/php/privacy.php', 'export', 'believer@example.test' )
		);
		expect( exported.registered ).toBe( true );
		const items = exported.pages.flatMap(
			( page: { data: unknown[] } ) => page.data
		);
		expect( items.length ).toBeGreaterThan( 0 );
		expect( JSON.stringify( items ) ).toContain( '王' );

		const erased = JSON.parse(
			php( 'e2e/php/privacy.php', 'erase', 'believer@example.test' )
		);
		expect( erased.pages[ 0 ].items_removed ).toBe( true );
		expect( erased.pages.at( -1 ).done ).toBe( true );

		const { api: customer, nonce } = await signIn( 'believer' );
		const list = await customer.get( BELIEVERS, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		expect( await list.json() ).toEqual( [] );
		await customer.dispose();
	} );

	test( 'uninstall keeps the data when the site says so, and removes it otherwise', async () => {
		const { api: admin, nonce: adminNonce } = await signIn( 'admin' );
		await admin.post( BELIEVERS, {
			headers: { 'X-WP-Nonce': adminNonce },
			data: {
				believers: [
					{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
				],
			},
		} );
		await admin.dispose();

		const kept = JSON.parse( php( 'e2e/php/uninstall.php', 'yes' ) );
		expect( kept.after ).toEqual( kept.before );
		expect( kept.before.believers ).toBeGreaterThan( 0 );
		expect( kept.before.role ).toBe( 1 );

		const removed = JSON.parse( php( 'e2e/php/uninstall.php', 'no' ) );
		expect( removed.after ).toEqual( {
			believers: 0,
			meta: 0,
			options: 0,
			user_meta: 0,
			role: 0,
		} );
	} );
} );
