/**
 * Internal dependencies
 */
import { addToCart, addToCartUrl } from '../cart';
import {
	FakeResponse,
	ORIGIN,
	json,
	mockNetwork,
} from '../../components/offering-page/test/fixtures';

const options = {
	url: `${ ORIGIN }/?wc-ajax=add_to_cart`,
	allowedOrigins: [ ORIGIN ],
};

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
		expect( url ).toBe( options.url );
		expect( init ).toMatchObject( {
			method: 'POST',
			body,
			credentials: 'same-origin',
			headers: { 'X-Requested-With': 'XMLHttpRequest' },
		} );
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
		await expect(
			addToCart( new FormData(), {
				...options,
				allowedOrigins: [ 'https://a.example' ],
			} )
		).rejects.toMatchObject( { message: 'Invalid origin' } );
		expect( network ).not.toHaveBeenCalled();
	} );
} );
