/**
 * temple-offerings/v1 on the real shop: visible-products (fields, filters,
 * paging, hidden products, cache invalidation, a fixed query count), saved
 * believers (every refusal: guest, nonce, origin, someone else's id, malformed
 * and oversized bodies, the per-user limit, hostile text), the block's
 * preloaded first paint, and the privacy exporter, eraser and uninstall.
 */
/**
 * External dependencies
 */
import {
	test,
	expect,
	request as playwrightRequest,
	type APIRequestContext,
	type Page,
} from '@playwright/test';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * Internal dependencies
 */
import { completeBeliever } from '../src/domain/test/complete-believer';
import { signIn } from './request-helpers';
import { settingsIn } from './page-helpers';

test.describe.configure( { mode: 'serial' } );

const BASE = process.env.E2E_BASE_URL ?? '';
const WP_DIR = path.join( process.env.E2E_SHOP_DIR ?? '', 'wordpress' );
const REPO = path.join( __dirname, '..' );
const API = '/wp-json/temple-offerings/v1';
const BELIEVERS = `${ API }/believers`;

type Row = {
	id: number;
	name: string;
	slug: string;
	type: string;
	category: string[];
	image: string;
	short_description: string;
	price: string;
	regular_price: string;
	sale_price: string;
	available_variations: Array< {
		variation_id: number;
		price: string;
		attributes: Array< { name: string; value: string } >;
	} >;
};

type Saved = {
	id: number;
	product_category: string[];
	data: Record< string, unknown >;
	modified: string;
};

const LIGHT_BELIEVER = completeBeliever( 'light' );

const php = ( script: string, ...args: string[] ): string =>
	execFileSync( 'php', [ path.join( REPO, script ), WP_DIR, ...args ], {
		encoding: 'utf8',
		timeout: 120_000,
	} );

async function context(): Promise< APIRequestContext > {
	return playwrightRequest.newContext( { baseURL: BASE } );
}

/**
 * Waits until the page has had no network request for a while (the
 * `networkidle` load state, which lint discourages for UI tests, is what
 * "the page settled" means here).
 *
 * @param page The page.
 */
async function settled( page: Page ): Promise< void > {
	// eslint-disable-next-line playwright/no-networkidle -- "no request until the page settled" is exactly this state.
	await page.waitForLoadState( 'networkidle' );
}

async function products(
	api: APIRequestContext,
	query: string
): Promise< { rows: Row[]; total: string; pages: string } > {
	const response = await api.get( `${ API }/visible-products?${ query }` );
	expect( response.status() ).toBe( 200 );
	return {
		rows: ( await response.json() ) as Row[],
		total: response.headers()[ 'x-wp-total' ],
		pages: response.headers()[ 'x-wp-totalpages' ],
	};
}

test.describe( 'visible-products', () => {
	test( 'rows have the contract fields; a variable product lists its variations with human labels', async ( {
		request,
	} ) => {
		const { rows } = await products( request, 'category=change' );
		const fortune = rows.find( ( row ) => row.slug === 'change-fortune' );
		expect( fortune ).toBeDefined();
		expect( fortune?.type ).toBe( 'variable' );
		expect( fortune?.category ).toEqual( [ 'change' ] );
		expect( fortune?.price ).toBe( '600' );
		expect(
			fortune?.available_variations.map( ( variation ) => [
				variation.price,
				variation.attributes,
			] )
		).toEqual( [
			[ '600', [ { name: '方案', value: '基本' } ] ],
			[ '1200', [ { name: '方案', value: '進階' } ] ],
			[ '2000', [ { name: '方案', value: '圓滿' } ] ],
		] );

		const { rows: light } = await products( request, 'category=light' );
		const taisui = light.find( ( row ) => row.slug === 'taisui-lamp' );
		expect( taisui ).toMatchObject( {
			name: '太歲燈',
			type: 'simple',
			price: '500',
			regular_price: '600',
			sale_price: '500',
			short_description: '安太歲，化解沖犯。',
			available_variations: [],
		} );
		expect( taisui?.image ).toMatch( /^http.*\.png$/ );
		expect(
			light.find( ( row ) => row.slug === 'guangming-lamp' )?.sale_price
		).toBe( '' );
	} );

	test( 'category filter, paging headers and argument validation', async ( {
		request,
	} ) => {
		const first = await products( request, 'category=pudu&per_page=1' );
		expect( [ first.total, first.pages ] ).toEqual( [ '2', '2' ] );
		const second = await products(
			request,
			'category=pudu&per_page=1&page=2'
		);
		expect( second.rows ).toHaveLength( 1 );
		expect( second.rows[ 0 ].id ).not.toBe( first.rows[ 0 ].id );

		const both = await products( request, 'category=light,worship' );
		// wenchang-lamp is in both categories and is listed once.
		expect(
			both.rows.filter( ( row ) => row.slug === 'wenchang-lamp' )
		).toHaveLength( 1 );
		for ( const row of both.rows ) {
			expect(
				row.category.some( ( slug ) =>
					[ 'light', 'worship' ].includes( slug )
				)
			).toBe( true );
		}

		const none = await products( request, 'category=no-such-category' );
		expect( [ none.rows, none.total ] ).toEqual( [ [], '0' ] );

		for ( const bad of [ 'per_page=0', 'per_page=101', 'page=0' ] ) {
			const response = await request.get(
				`${ API }/visible-products?${ bad }`
			);
			expect( response.status(), bad ).toBe( 400 );
		}
	} );

	test( 'draft, hidden and unpriced products are absent, out-of-stock ones listed as sold out (absent when the shop hides them); plain text descriptions; a price edit shows at once', async () => {
		const { api: admin, nonce } = await signIn( 'admin' );
		const headers = { 'X-WP-Nonce': nonce };
		const gift = (
			( await (
				await admin.get(
					'/wp-json/wc/v3/products/categories?slug=gift',
					{
						headers,
					}
				)
			).json() ) as Array< { id: number } >
		 )[ 0 ].id;
		// Warm the cache first, so what follows also proves it is dropped.
		await products( admin, 'category=gift' );

		const make = async ( body: Record< string, unknown > ) => {
			const response = await admin.post( '/wp-json/wc/v3/products', {
				headers,
				data: {
					regular_price: '100',
					categories: [ { id: gift } ],
					...body,
				},
			} );
			expect( response.status() ).toBe( 201 );
			return ( ( await response.json() ) as { id: number } ).id;
		};
		const hidden = [
			await make( { name: 'E2E draft', status: 'draft' } ),
			await make( {
				name: 'E2E hidden',
				catalog_visibility: 'hidden',
			} ),
			await make( { name: 'E2E no price', regular_price: '' } ),
			await make( { name: 'E2E private', status: 'private' } ),
		];
		const shown = await make( {
			name: 'E2E <b>bold</b> &amp; shown',
			short_description:
				'<p>Text <script>alert(1)</script><strong>strong</strong> &amp; more</p>',
		} );

		const soldOut = await make( {
			name: 'E2E out of stock',
			stock_status: 'outofstock',
		} );

		const { rows } = await products( admin, 'category=gift' );
		const ids = rows.map( ( row ) => row.id );
		for ( const id of hidden ) {
			expect( ids ).not.toContain( id );
		}
		// Shown, not selectable (the card says 額滿), unless the shop hides out-of-stock items.
		expect( rows.find( ( item ) => item.id === soldOut ) ).toMatchObject( {
			stock: null,
			low_stock: false,
			sold_out: true,
		} );
		const hide = async ( value: 'yes' | 'no' ) =>
			expect(
				(
					await admin.put(
						'/wp-json/wc/v3/settings/products/woocommerce_hide_out_of_stock_items',
						{ headers, data: { value } }
					)
				).status()
			).toBe( 200 );
		await hide( 'yes' );
		expect(
			( await products( admin, 'category=gift' ) ).rows.map(
				( item ) => item.id
			)
		).not.toContain( soldOut );
		await hide( 'no' );
		expect( ids ).toContain( shown );
		const row = rows.find( ( item ) => item.id === shown );
		expect( row?.name ).toBe( 'E2E bold & shown' );
		expect( row?.short_description ).not.toMatch( /[<>]/ );
		expect( row?.short_description ).toContain( 'strong & more' );

		// Cache invalidation: a price edit through wc/v3 shows in the next answer.
		await products( admin, 'category=worship' );
		const lidou = ( await products( admin, 'category=worship' ) ).rows.find(
			( item ) => item.slug === 'lidou-ritual'
		);
		expect( lidou?.price ).toBe( '1500' );
		const edit = await admin.put(
			`/wp-json/wc/v3/products/${ lidou?.id }`,
			{
				headers,
				data: { regular_price: '1600' },
			}
		);
		expect( edit.status() ).toBe( 200 );
		const after = ( await products( admin, 'category=worship' ) ).rows.find(
			( item ) => item.slug === 'lidou-ritual'
		);
		expect( after?.price ).toBe( '1600' );

		// Trashing drops it too.
		await admin.delete( `/wp-json/wc/v3/products/${ shown }`, { headers } );
		expect(
			( await products( admin, 'category=gift' ) ).rows.map(
				( item ) => item.id
			)
		).not.toContain( shown );
		await admin.dispose();
	} );

	test( 'an answer cached for one uploads address is never handed out for another (a moved site, a CDN)', async () => {
		const api = await context();
		const image = async () =>
			( await products( api, 'category=light' ) ).rows.find(
				( row ) => row.slug === 'guangming-lamp'
			)?.image ?? '';
		// An image file under this address.
		const under = ( address: string ) =>
			new RegExp(
				`^${ address.replace( /[.*+?^${}()|[\]\\/]/g, '\\$&' ) }/.+\\.png$`
			);
		const ownUploads = `${ BASE }/wp-content/uploads`;
		try {
			// Cached under the shop's own address first.
			expect( await image() ).toMatch( under( ownUploads ) );
			expect(
				php(
					'e2e/php/upload-address.php',
					'set',
					'http://cdn.example.test/uploads'
				).trim()
			).toBe( 'http://cdn.example.test/uploads' );
			expect( await image() ).toMatch(
				under( 'http://cdn.example.test/uploads' )
			);
		} finally {
			php( 'e2e/php/upload-address.php', 'reset' );
			await api.dispose();
		}
		const again = await context();
		expect(
			( await products( again, 'category=light' ) ).rows.find(
				( row ) => row.slug === 'guangming-lamp'
			)?.image
		).toMatch( under( ownUploads ) );
		await again.dispose();
	} );

	test( 'a cold-cache answer costs the same number of queries for 5 and 50 products', () => {
		expect( php( 'bin/bench/seed-catalogue.php', '60', 'qcount' ) ).toMatch(
			/^seeded \d+/
		);
		const counts = JSON.parse(
			php( 'bin/bench/count-queries.php', 'qcount', '5', '50' )
		) as Record< string, { queries: number; rows: number } >;
		expect( counts[ '5' ].rows ).toBe( 5 );
		expect( counts[ '50' ].rows ).toBe( 50 );
		expect( counts[ '50' ].queries ).toBe( counts[ '5' ].queries );
	} );
} );

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

test.describe( 'first paint', () => {
	const blockAndPreload = ( html: string ): string => {
		// The block's markup, from its element through its settings.
		const block =
			/<div[^>]*wp-block-temple-offerings-offerings[\s\S]*?class="temple-offerings__settings"[\s\S]*?<\/script>/.exec(
				html
			)?.[ 0 ] ?? '';
		const preload =
			/<script id="wp-api-fetch-js-after">[\s\S]*?<\/script>/.exec(
				html
			)?.[ 0 ] ?? '';
		return block + preload;
	};

	test( 'two guests get byte-identical block HTML with products preloaded and categories in its settings, no believers', async () => {
		const [ one, two ] = [ await context(), await context() ];
		const first = await ( await one.get( '/offerings/' ) ).text();
		const second = await ( await two.get( '/offerings/' ) ).text();
		const part = blockAndPreload( first );
		expect( settingsIn( part ) ).toContain( '"allowedCategories":' );
		expect( part ).toContain( 'createPreloadingMiddleware' );
		expect( part ).toContain( '/temple-offerings/v1/visible-products?' );
		// The tabs' categories come in the block's settings, not as a preloaded REST answer.
		expect( part ).toContain( '"categories":[{"id":' );
		expect( part ).not.toContain( '/wp/v2/product_cat' );
		expect( part ).not.toContain( '/temple-offerings/v1/believers' );
		expect( blockAndPreload( second ) ).toBe( part );
		// Nothing of the customer's saved list (王小明 is also a product-free name).
		expect( first ).not.toContain( '\\u738b\\u5c0f\\u660e' );
		expect( first ).not.toContain( '王小明' );
		await one.dispose();
		await two.dispose();
	} );

	test( 'the page makes no REST request before it settles; a logged-in user gets saved believers preloaded', async ( {
		browser,
	} ) => {
		const { api: customerApi } = await signIn( 'believer' );
		const page = await browser.newPage( {
			storageState: await customerApi.storageState(),
		} );
		await customerApi.dispose();
		const rest: string[] = [];
		page.on( 'request', ( request ) => {
			// The page's own reads. (WooCommerce's mini-cart in the theme header
			// fetches wc/store/v1/cart for a logged-in user by itself.)
			if (
				/(\/wp-json\/|rest_route=\/)(temple-offerings|wp\/v2)\//.test(
					request.url()
				)
			) {
				rest.push( request.url() );
			}
		} );
		await page.goto( '/offerings/' );
		await settled( page );
		expect( rest ).toEqual( [] );
		const html = await page.content();
		expect( html ).toContain(
			'"/temple-offerings/v1/believers":{"body":['
		);
		// The page drew its tabs and cards from the preloaded answers (each is
		// served once, to the page): all eight categories, products, no request.
		await expect( page.getByRole( 'tab' ) ).toHaveCount( 8 );
		await expect(
			page.getByRole( 'button', { name: /光明燈/ } ).first()
		).toBeVisible();
		expect( rest ).toEqual( [] );
		await page.close();
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
