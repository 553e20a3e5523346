/**
 * The API layer against a mocked network (window.fetch), through the request
 * guard as the page installs it: origin check, headers, totals, preloading,
 * and the four failure kinds.
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { fetchCategories } from '../categories';
import { fetchProducts } from '../products';
import { fetchSavedBelievers, saveBelievers } from '../believers';
import { ApiError } from '../errors';
import { request } from '../client';
import { setRequestGuard } from '../middleware';
import {
	CATEGORIES,
	FakeResponse,
	ORIGIN,
	PRODUCTS,
	installResponse,
	json,
	mockNetwork,
} from '../../components/offering-page/test/fixtures';

/**
 * What the page's start installs: these origins, the settings' nonce.
 *
 * @param allowedOrigins Origins the page may send from.
 */
function guard( allowedOrigins: string[] ) {
	setRequestGuard( () => ( {
		allowedOrigins,
		restNonce: 'settings-nonce',
	} ) );
}

beforeAll( installResponse );
beforeEach( () => guard( [ ORIGIN ] ) );

describe( 'origin check', () => {
	test( 'outside the allowed origins nothing is sent: Invalid origin', async () => {
		const network = mockNetwork( () => json( [] ) );
		guard( [ 'https://temple.example' ] );
		await expect( fetchCategories() ).rejects.toMatchObject( {
			kind: 'INVALID_ORIGIN',
			message: 'Invalid origin',
		} );
		expect( network ).not.toHaveBeenCalled();
	} );

	test( 'the comparison ignores case and trailing paths', async () => {
		mockNetwork( () => json( [] ) );
		guard( [ ORIGIN.toUpperCase() + '/some/path' ] );
		await expect( fetchCategories() ).resolves.toBeTruthy();
	} );
} );

describe( 'requests', () => {
	test( 'carry X-Requested-With and the nonce core gave apiFetch', async () => {
		const nonceMiddleware = apiFetch.createNonceMiddleware( 'n0nce' );
		apiFetch.use( nonceMiddleware );
		(
			apiFetch as unknown as { nonceMiddleware: unknown }
		 ).nonceMiddleware = nonceMiddleware;
		const network = mockNetwork( () => json( [] ) );
		await fetchCategories();
		const headers = network.mock.calls[ 0 ][ 1 ]?.headers as Record<
			string,
			string
		>;
		expect( headers[ 'X-Requested-With' ] ).toBe( 'XMLHttpRequest' );
		expect( headers[ 'X-WP-Nonce' ] ).toBe( 'n0nce' );
	} );

	test( 'paged answers expose x-wp-total and x-wp-totalpages', async () => {
		mockNetwork( () =>
			json( PRODUCTS, 200, {
				'X-WP-Total': '205',
				'X-WP-TotalPages': '3',
			} )
		);
		const answer = await fetchProducts( {
			categories: [ 'light', 'pudu' ],
		} );
		expect( answer.total ).toBe( 205 );
		expect( answer.totalPages ).toBe( 3 );
		expect( answer.items ).toHaveLength( PRODUCTS.length );
	} );

	test( 'paths are exactly the preloaded ones', async () => {
		mockNetwork( () => json( [] ) );
		// What apiFetch is asked for, before its own middlewares add to it:
		// the preloading middleware matches exactly this.
		const paths: unknown[] = [];
		apiFetch.use( ( options, next ) => {
			paths.push( options.path );
			return next( options );
		} );
		await fetchProducts( { categories: [ 'light', 'pudu', 'gift' ] } );
		await fetchProducts( { categories: [ 'light' ], page: 2 } );
		expect( paths ).toEqual( [
			'/temple-offerings/v1/visible-products?category=light,pudu,gift&per_page=100',
			'/temple-offerings/v1/visible-products?category=light&per_page=100&page=2',
		] );
	} );

	test( 'preloaded answers need no request', async () => {
		apiFetch.use(
			apiFetch.createPreloadingMiddleware( {
				'/temple-offerings/v1/visible-products?per_page=100&category=light,pudu':
					{
						body: PRODUCTS,
						headers: { 'X-WP-Total': '6', 'X-WP-TotalPages': '1' },
					},
				'/wp/v2/product_cat?per_page=100&hide_empty=false&_fields=id,name,slug':
					{
						body: CATEGORIES,
						headers: { 'X-WP-Total': '4', 'X-WP-TotalPages': '1' },
					},
				'/temple-offerings/v1/believers': { body: [], headers: {} },
			} )
		);
		const network = mockNetwork( () => json( [] ) );
		const products = await fetchProducts( {
			categories: [ 'light', 'pudu' ],
		} );
		const categories = await fetchCategories();
		const saved = await fetchSavedBelievers();
		expect( network ).not.toHaveBeenCalled();
		expect( products.total ).toBe( 6 );
		expect( categories.items ).toEqual( CATEGORIES );
		expect( saved.items ).toEqual( [] );
	} );

	test( 'POST sends JSON', async () => {
		const network = mockNetwork( () => json( [], 201 ) );
		await saveBelievers( [] );
		const [ url, init ] = network.mock.calls[ 0 ];
		expect( url ).toContain( '/temple-offerings/v1/believers' );
		expect( init?.method ).toBe( 'POST' );
		expect( JSON.parse( String( init?.body ) ) ).toEqual( {
			believers: [],
		} );
	} );
} );

describe( 'failures are told apart', () => {
	const call = () => request( { path: '/temple-offerings/v1/x' } );

	test( 'network: FETCH_ERROR', async () => {
		mockNetwork( () => {
			throw new TypeError( 'Failed to fetch' );
		} );
		await expect( call() ).rejects.toMatchObject( {
			kind: 'FETCH_ERROR',
			status: 'FETCH_ERROR',
		} );
	} );

	test( 'too slow: TIMEOUT_ERROR', async () => {
		jest.useFakeTimers();
		mockNetwork(
			( _url, init ) =>
				new Promise( ( _resolve, reject ) => {
					init.signal?.addEventListener( 'abort', () =>
						reject(
							Object.assign( new Error( 'aborted' ), {
								name: 'AbortError',
							} )
						)
					);
				} )
		);
		const pending = call();
		jest.advanceTimersByTime( 30_000 );
		await expect( pending ).rejects.toMatchObject( {
			kind: 'TIMEOUT_ERROR',
		} );
		jest.useRealTimers();
	} );

	test( 'not JSON: PARSING_ERROR', async () => {
		mockNetwork( () => new FakeResponse( '<html>', { status: 200 } ) );
		await expect( call() ).rejects.toMatchObject( {
			kind: 'PARSING_ERROR',
		} );
	} );

	test( 'HTTP status with its body', async () => {
		mockNetwork( () =>
			json( { code: 'rest_forbidden', message: 'No.' }, 403 )
		);
		const error = await call().catch( ( caught: unknown ) => caught );
		expect( error ).toBeInstanceOf( ApiError );
		expect( error ).toMatchObject( {
			kind: 'HTTP_ERROR',
			status: 403,
			code: 'rest_forbidden',
			data: { code: 'rest_forbidden', message: 'No.' },
		} );
	} );

	test( 'the caller cancelling is passed on, not reported as a failure', async () => {
		mockNetwork(
			( _url, init ) =>
				new Promise( ( _resolve, reject ) => {
					init.signal?.addEventListener( 'abort', () =>
						reject(
							Object.assign( new Error( 'aborted' ), {
								name: 'AbortError',
							} )
						)
					);
				} )
		);
		const controller = new AbortController();
		const pending = request( {
			path: '/x',
			signal: controller.signal,
		} );
		controller.abort();
		await expect( pending ).rejects.toMatchObject( { name: 'AbortError' } );
	} );
} );
