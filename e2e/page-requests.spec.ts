/**
 * The offering page's wc-ajax cart post on the real shop: it goes through
 * apiFetch (src/api/cart.ts) yet reaches WooCommerce as WooCommerce's own
 * add-to-cart script sends it, and the shop answers in the site's language
 * even to a visitor whose profile language is another one.
 */
/**
 * External dependencies
 */
import { test, expect, type Request } from '@playwright/test';

/**
 * Internal dependencies
 */
import {
	addBelievers,
	emptyCart,
	lightBeliever,
	productId,
	shopPhp,
} from './cart-helpers';

const LOGIN = 'english-visitor';

// The site is zh_TW; this visitor reads WordPress in English.
const REFUSAL_ZH = '祈福袋最多可登記 200 位信眾，目前已有 200 位';
const REFUSAL_EN = 'The prayer bag can hold at most 200 believers';

test( "the cart post goes out as WooCommerce's own, and a refusal comes back in the site's language", async ( {
	page,
} ) => {
	shopPhp( `
		if ( ! get_user_by( 'login', '${ LOGIN }' ) ) {
			wp_insert_user( array(
				'user_login' => '${ LOGIN }',
				'user_pass'  => 'password',
				'user_email' => '${ LOGIN }@example.test',
				'role'       => 'customer',
				'locale'     => 'en_US',
			) );
		}
	` );
	await page.goto( '/wp-login.php' );
	await page.locator( '#user_login' ).fill( LOGIN );
	await page.locator( '#user_pass' ).fill( 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin|my-account/ ),
		page.locator( '#wp-submit' ).click(),
	] );

	// A full prayer bag (200 believers), so the shop refuses the next add.
	await emptyCart( page.request );
	const lamp = await productId( page.request, 'guangming-lamp' );
	for ( const batch of [ 0, 1 ] ) {
		const answer = await addBelievers(
			page.request,
			lamp,
			Array.from( { length: 100 }, ( _, index ) =>
				lightBeliever( `信眾${ batch }-${ index }` )
			)
		);
		expect( answer.error ).toBeUndefined();
	}

	try {
		const posts: Request[] = [];
		page.on( 'request', ( request ) => {
			if ( request.url().includes( 'wc-ajax=add_to_cart' ) ) {
				posts.push( request );
			}
		} );
		await page.goto( '/offerings/' );
		await page.getByRole( 'tab', { name: '光明燈', exact: true } ).click();
		await page
			.getByRole( 'tabpanel' )
			.getByRole( 'button', { name: /^光明燈/ } )
			.click();
		const section = page.locator( 'section.temple-offerings__section', {
			has: page.getByRole( 'button', { name: /^光明燈/ } ),
		} );
		await section.getByRole( 'button', { name: '新增信眾' } ).click();
		await section.getByLabel( '信眾姓名' ).fill( '王小明' );
		await section.getByLabel( '信眾地址' ).fill( '台南市中山路1號' );
		await page
			.getByRole( 'complementary', { name: '結緣品明細' } )
			.getByRole( 'button', { name: '加入結緣品' } )
			.click();

		await expect(
			page.getByRole( 'complementary', { name: '結緣品明細' } )
		).toContainText( REFUSAL_ZH );
		expect( posts ).toHaveLength( 1 );
		const [ post ] = posts;
		const url = new URL( post.url() );
		expect( url.searchParams.get( 'wc-ajax' ) ).toBe( 'add_to_cart' );
		expect( url.searchParams.getAll( '_locale' ) ).toEqual( [ 'site' ] );
		expect( post.method() ).toBe( 'POST' );
		const headers = await post.allHeaders();
		expect( headers[ 'x-requested-with' ] ).toBe( 'XMLHttpRequest' );
		expect( headers[ 'content-type' ] ).toMatch(
			/^multipart\/form-data; boundary=/
		);
		expect( post.postData() ).toContain( 'name="meta_data"' );
		// It goes on to the cart and never reads WooCommerce's mini-cart HTML (php/Cart/UnreadFragments.php).
		expect( post.postData() ).toMatch(
			/name="temple_offerings_fragments"\r\n\r\nnone\r\n/
		);

		// What `_locale=user` (core's user-locale middleware's default) would
		// have got for the same post: the visitor's profile language.
		const asUser = await page.request.post(
			'/?wc-ajax=add_to_cart&_locale=user',
			{
				multipart: {
					product_id: String( lamp ),
					quantity: '1',
					meta_data: JSON.stringify( [
						{
							key: '_believers_data',
							value: [ lightBeliever( '王小明' ) ],
						},
					] ),
				},
				headers: {
					'X-Requested-With': 'XMLHttpRequest',
					Accept: 'application/json, */*;q=0.1',
				},
			}
		);
		expect( ( await asUser.json() ).message ).toContain( REFUSAL_EN );
	} finally {
		await emptyCart( page.request );
	}
} );
