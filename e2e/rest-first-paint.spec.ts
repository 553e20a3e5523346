/**
 * The block's preloaded first paint on the real shop: two guests get
 * byte-identical block HTML with products preloaded and categories in its
 * settings and no believers; the page makes no REST request before it
 * settles, and a logged-in customer gets their saved believers preloaded.
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
	context,
	settled,
	LIGHT_BELIEVER,
	BELIEVERS,
	type Saved,
} from './rest-helpers';

test.describe.configure( { mode: 'serial' } );

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
	/**
	 * The block and its preloads without the server's clock (`now`, which
	 * sets the opening countdowns and so differs by the millisecond).
	 *
	 * @param html The page.
	 */
	const clockless = ( html: string ): string => {
		const part = blockAndPreload( html );
		expect( part ).toMatch( /,"now":\d{13}\}/ );
		return part.replace( /,"now":\d{13}\}/, '}' );
	};

	// The customer has a saved believer (王小明), as the saved-believers specs
	// (rest-believers, rest-stored) leave them: guests must get nothing of it,
	// the customer gets it preloaded.
	let customer: APIRequestContext;
	let nonce = '';
	let savedId = 0;

	test.beforeAll( async () => {
		( { api: customer, nonce } = await signIn( 'believer' ) );
		const made = await customer.post( BELIEVERS, {
			headers: { 'X-WP-Nonce': nonce },
			data: {
				believers: [
					{ product_category: [ 'light' ], data: LIGHT_BELIEVER },
				],
			},
		} );
		expect( made.status() ).toBe( 201 );
		savedId = ( ( await made.json() ) as Saved[] )[ 0 ].id;
	} );

	test.afterAll( async () => {
		await customer.delete( `${ BELIEVERS }/${ savedId }`, {
			headers: { 'X-WP-Nonce': nonce },
		} );
		await customer.dispose();
	} );

	test( 'two guests get the same block HTML but for the server’s clock, with products preloaded and categories in its settings, no believers', async () => {
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
		expect( clockless( second ) ).toBe( clockless( first ) );
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
