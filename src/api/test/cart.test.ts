/**
 * The wc-ajax cart post, through apiFetch and the request guard as the page
 * installs them, against a mocked network (window.fetch).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { addToCart, addToCartUrl } from '../cart';
import { setRequestGuard } from '../middleware';
import {
	FakeResponse,
	ORIGIN,
	json,
	mockNetwork,
} from '../../components/offering-page/test/fixtures';

const options = { url: `${ ORIGIN }/?wc-ajax=add_to_cart` };

/**
 * What the page's start installs.
 *
 * @param allowedOrigins Origins the page may send from.
 */
function guard( allowedOrigins: string[] ) {
	setRequestGuard( () => ( {
		allowedOrigins,
		restNonce: 'settings-nonce',
	} ) );
}

beforeEach( () => guard( [ ORIGIN ] ) );

describe( 'addToCartUrl', () => {
	afterEach( () => {
		delete ( window as { woocommerce_params?: unknown } )
			.woocommerce_params;
	} );

	test( "WooCommerce's own wc_ajax_url when the page has it", () => {
		( window as { woocommerce_params?: unknown } ).woocommerce_params = {
			wc_ajax_url: '/shop/?wc-ajax=%%endpoint%%',
		};
		expect( addToCartUrl( `${ ORIGIN }/shop/cart/` ) ).toBe(
			`${ ORIGIN }/shop/?wc-ajax=add_to_cart`
		);
	} );

	test( 'else /?wc-ajax=add_to_cart on the site', () => {
		expect( addToCartUrl( `${ ORIGIN }/cart/` ) ).toBe(
			`${ ORIGIN }/?wc-ajax=add_to_cart`
		);
	} );
} );

describe( 'addToCart', () => {
	test( 'posts the form data as an ajax request with same-origin cookies', async () => {
		const network = mockNetwork( () =>
			json( { fragments: {}, cart_hash: 'x' } )
		);
		const body = new FormData();
		body.append( 'product_id', '11' );
		await addToCart( body, options );
		const [ url, init ] = network.mock.calls[ 0 ];
		expect( url ).toBe( `${ options.url }&_locale=site` );
		expect( init ).toMatchObject( {
			method: 'POST',
			body,
			credentials: 'same-origin',
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
		} );
	} );

	test( "goes through apiFetch's middlewares, which leave it a wc-ajax post in the site's language", async () => {
		const seen: unknown[] = [];
		apiFetch.use( ( request, next ) => {
			seen.push( request.url );
			return next( request );
		} );
		const network = mockNetwork( () => json( { fragments: {} } ) );
		const body = new FormData();
		await addToCart( body, options );
		// Through apiFetch: a middleware saw it.
		expect( seen ).toEqual( [ `${ options.url }&_locale=site` ] );
		const [ url, init ] = network.mock.calls[ 0 ];
		// Core's user-locale middleware would add _locale=user, and WordPress
		// would then answer a JSON request in the user's profile language.
		expect(
			new URL( String( url ) ).searchParams.getAll( '_locale' )
		).toEqual( [ 'site' ] );
		// The browser's own multipart body: no JSON content type, no JSON text.
		expect( init?.body ).toBe( body );
		const headers = ( init?.headers ?? {} ) as Record< string, string >;
		expect(
			Object.keys( headers ).map( ( name ) => name.toLowerCase() )
		).not.toContain( 'content-type' );
		// wc-ajax reads no REST nonce, and the guard gives it none.
		expect( headers ).not.toHaveProperty( 'X-WP-Nonce' );
	} );

	test( "a refusal rejects with the server's message", async () => {
		mockNetwork( () =>
			json( {
				error: true,
				message: '資料不完整',
				code: 'temple_offerings_invalid_believer',
			} )
		);
		await expect(
			addToCart( new FormData(), options )
		).rejects.toMatchObject( {
			kind: 'HTTP_ERROR',
			code: 'temple_offerings_invalid_believer',
			data: { message: '資料不完整' },
		} );
	} );

	test( "WooCommerce's bare refusal rejects too", async () => {
		mockNetwork( () => json( { error: true, product_url: '/x' } ) );
		await expect(
			addToCart( new FormData(), options )
		).rejects.toMatchObject( {
			kind: 'HTTP_ERROR',
		} );
	} );

	test( 'an HTML answer is a PARSING_ERROR, no answer a FETCH_ERROR', async () => {
		mockNetwork( () => new FakeResponse( '<html>' ) );
		await expect(
			addToCart( new FormData(), options )
		).rejects.toMatchObject( {
			kind: 'PARSING_ERROR',
		} );
		mockNetwork( () => {
			throw new TypeError( 'offline' );
		} );
		await expect(
			addToCart( new FormData(), options )
		).rejects.toMatchObject( {
			kind: 'FETCH_ERROR',
		} );
	} );

	test( 'refused outside the allowed origins, nothing sent', async () => {
		const network = mockNetwork( () => json( {} ) );
		guard( [ 'https://a.example' ] );
		await expect(
			addToCart( new FormData(), options )
		).rejects.toMatchObject( { message: 'Invalid origin' } );
		expect( network ).not.toHaveBeenCalled();
	} );

	test( 'a cart URL on another origin is refused too, nothing sent', async () => {
		const network = mockNetwork( () => json( {} ) );
		await expect(
			addToCart( new FormData(), {
				url: 'https://elsewhere.example/?wc-ajax=add_to_cart',
			} )
		).rejects.toMatchObject( {
			kind: 'INVALID_ORIGIN',
			message: 'Invalid origin',
		} );
		expect( network ).not.toHaveBeenCalled();
	} );
} );
