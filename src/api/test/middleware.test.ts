/**
 * The request guard: the one apiFetch middleware that checks the origin and
 * adds the nonce for the plugin's own requests, and leaves everybody else's
 * alone. Against a mocked network (window.fetch).
 */

/**
 * WordPress dependencies
 */
import apiFetch from '@wordpress/api-fetch';

/**
 * Internal dependencies
 */
import { fetchCategories } from '../categories';
import { setRequestGuard } from '../middleware';
import {
	ORIGIN,
	installResponse,
	json,
	mockNetwork,
} from '../../components/offering-page/test/fixtures';

beforeAll( installResponse );

const headersOf = ( init: RequestInit | undefined ) =>
	( init?.headers ?? {} ) as Record< string, string >;

describe( 'registration', () => {
	test( 'once, when the module is evaluated; a request before the page set its origins is refused, nothing sent', async () => {
		await jest.isolateModulesAsync( async () => {
			const fresh: typeof apiFetch = (
				await import( '@wordpress/api-fetch' )
			).default;
			const use = jest.spyOn( fresh, 'use' );
			const guard: typeof import( '../middleware' ) =
				await import( '../middleware' );
			const categories: typeof import( '../categories' ) =
				await import( '../categories' );
			expect( use ).toHaveBeenCalledTimes( 1 );
			const network = mockNetwork( () => json( [] ) );
			await expect( categories.fetchCategories() ).rejects.toMatchObject(
				{ kind: 'INVALID_ORIGIN' }
			);
			expect( network ).not.toHaveBeenCalled();

			guard.setRequestGuard( () => ( {
				allowedOrigins: [ ORIGIN ],
				restNonce: '',
			} ) );
			guard.setRequestGuard( () => ( {
				allowedOrigins: [ ORIGIN ],
				restNonce: '',
			} ) );
			await expect( categories.fetchCategories() ).resolves.toBeTruthy();
			expect( use ).toHaveBeenCalledTimes( 1 );
		} );
	} );
} );

describe( 'set', () => {
	beforeAll( () => {
		setRequestGuard( () => ( {
			allowedOrigins: [ 'https://temple.example' ],
			restNonce: 'first',
		} ) );
		setRequestGuard( () => ( {
			allowedOrigins: [ ORIGIN ],
			restNonce: 'settings-nonce',
		} ) );
	} );

	test( 'reads the latest settings', async () => {
		mockNetwork( () => json( [] ) );
		await expect( fetchCategories() ).resolves.toBeTruthy();
	} );

	test( "a REST request gets the settings' nonce when core's nonce middleware has none", async () => {
		const network = mockNetwork( () => json( [] ) );
		await fetchCategories();
		const headers = headersOf( network.mock.calls[ 0 ][ 1 ] );
		expect( headers[ 'X-WP-Nonce' ] ).toBe( 'settings-nonce' );
		expect( headers[ 'X-Requested-With' ] ).toBe( 'XMLHttpRequest' );
	} );

	test( "another script's request passes untouched: no origin check, no nonce, no marker", async () => {
		setRequestGuard( () => ( {
			allowedOrigins: [ 'https://temple.example' ],
			restNonce: 'settings-nonce',
		} ) );
		const network = mockNetwork( () => json( { ok: true } ) );
		await expect(
			apiFetch( { path: '/wc/store/v1/cart' } )
		).resolves.toEqual( { ok: true } );
		const [ url, init ] = network.mock.calls[ 0 ];
		expect( url ).toContain( '/wc/store/v1/cart' );
		expect( headersOf( init ) ).not.toHaveProperty( 'X-WP-Nonce' );
		expect( headersOf( init ) ).not.toHaveProperty( 'X-Requested-With' );
		expect( init ).not.toHaveProperty( 'templeOfferingsRequest' );
		// Ours, under the same settings, is refused before sending.
		network.mockClear();
		await expect( fetchCategories() ).rejects.toMatchObject( {
			kind: 'INVALID_ORIGIN',
		} );
		expect( network ).not.toHaveBeenCalled();
	} );
} );
