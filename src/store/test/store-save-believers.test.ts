/**
 * The add's third part, against a mocked network: saveNewBelievers keeps the
 * typed believers in 常用名單 and updates the picked ones that changed.
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import { store } from '..';
import { toCartBeliever } from '../../domain/believer';
import {
	installResponse,
	json,
	mockNetwork,
	shop,
} from '../../components/offering-page/test/fixtures';
import {
	loaded,
	pickedAndMoved,
	renderToaster,
	savedBeliever,
	setUp,
	validBeliever,
} from './store-helpers';

beforeAll( installResponse );
beforeEach( () => window.localStorage.clear() );

describe( 'the add, in three parts', () => {
	describe( 'saveNewBelievers', () => {
		test( 'saves the typed believers in one request, then reads the saved list again', async () => {
			const posts: unknown[] = [];
			const network = mockNetwork(
				shop( {
					'/temple-offerings/v1/believers': ( _url, init ) => {
						if ( init.method === 'POST' ) {
							posts.push( JSON.parse( String( init.body ) ) );
							return json( [], 201 );
						}
						return json( [] );
					},
				} )
			);
			const setup = await loaded( setUp( { isLoggedIn: true } ) );
			await setup.registry.resolveSelect( store ).getSavedBelievers();
			setup.dispatch.resetBelievers( {
				'11:0': [
					validBeliever( 'a' ),
					{ ...validBeliever( 'b' ), saved_id: 9 },
				],
				'13:0': [ validBeliever( 'c', '陳一' ) ],
			} );
			const rows = [ '11:0', '13:0' ].map( ( key ) =>
				setup.select().getProductRow( key )!
			);
			await expect(
				setup.dispatch.saveNewBelievers( rows )
			).resolves.toBe( true );
			expect( posts ).toEqual( [
				{
					believers: [
						{
							product_category: [ 'light' ],
							data: expect.objectContaining( { id: 'a' } ),
						},
						{
							product_category: [ 'pudu' ],
							data: expect.objectContaining( { name: '陳一' } ),
						},
					],
				},
			] );
			const reads = () =>
				network.mock.calls.filter(
					( [ url, init ] ) =>
						String( url ).includes( 'v1/believers' ) &&
						init?.method === 'GET'
				).length;
			const before = reads();
			await setup.registry.resolveSelect( store ).getSavedBelievers();
			expect( reads() ).toBe( before + 1 );
		} );

		test( 'a saved believer picked and then changed is updated, even when new ones are not saved', async () => {
			const sent: { method: string; url: string; body: unknown }[] = [];
			const savedList = [ 9, 10 ].map( ( id ) => ( {
				id,
				product_category: [ 'light' ],
				data: toCartBeliever(
					validBeliever( `s${ id }`, `王${ id }` )
				),
				modified: '2026-01-01T00:00:00',
			} ) );
			mockNetwork(
				shop( {
					'/temple-offerings/v1/believers': ( url, init ) => {
						const headers = ( init.headers ?? {} ) as Record<
							string,
							string
						>;
						const method =
							headers[ 'X-HTTP-Method-Override' ] ??
							init.method ??
							'GET';
						if ( method === 'GET' ) {
							return json( savedList );
						}
						sent.push( {
							method,
							url,
							body: JSON.parse( String( init.body ) ),
						} );
						return json( savedList[ 0 ] );
					},
				} )
			);
			const setup = await loaded( setUp( { isLoggedIn: true } ) );
			await setup.registry.resolveSelect( store ).getSavedBelievers();
			setup.dispatch.resetBelievers( {
				'11:0': [
					// Picked from the list, then the address changed.
					pickedAndMoved( 'a' ),
					// Picked and left as it was: nothing to write.
					{ ...validBeliever( 'b', '王10' ), saved_id: 10 },
					// Typed by hand: not saved, the box was not ticked.
					validBeliever( 'c', '陳一' ),
				],
			} );
			const rows = [ setup.select().getProductRow( '11:0' )! ];
			await expect(
				setup.dispatch.saveNewBelievers( rows, { saveNew: false } )
			).resolves.toBe( true );
			expect( sent ).toEqual( [
				{
					method: 'PUT',
					url: expect.stringContaining(
						'/temple-offerings/v1/believers/9'
					),
					body: {
						product_category: [ 'light' ],
						data: expect.objectContaining( {
							name: '王9',
							address: '台南市新址5號',
						} ),
					},
				},
			] );
		} );

		test( 'a refused update is told by name; the rows and the cart stay', async () => {
			mockNetwork(
				shop( {
					'/temple-offerings/v1/believers': ( _url, init ) =>
						init.method === 'GET'
							? json( [ savedBeliever( 9, '王9' ) ] )
							: json( { code: 'x', message: 'no' }, 500 ),
				} )
			);
			const setup = await loaded( setUp( { isLoggedIn: true } ) );
			renderToaster( setup );
			await setup.registry.resolveSelect( store ).getSavedBelievers();
			setup.dispatch.resetBelievers( {
				'11:0': [ pickedAndMoved( 'a' ) ],
			} );
			await setup.dispatch.cartRowAdded( '11:0' );
			const rows = [ setup.select().getProductRow( '11:0' )! ];
			// The toast renders while the save runs.
			let result: boolean | undefined;
			await act( async () => {
				result = await setup.dispatch.saveNewBelievers( rows, {
					saveNew: false,
				} );
			} );
			expect( result ).toBe( false );
			expect(
				await screen.findByText(
					'Your offerings are in the prayer bag, but the changes to 王9 could not be saved in your family book.'
				)
			).toBeInTheDocument();
			expect( setup.select().getBelievers( '11:0' ) ).toHaveLength( 1 );
			expect( setup.select().getCart().added ).toEqual( [ '11:0' ] );
		} );

		test( 'a refused save is told, and the rows stay as they are', async () => {
			mockNetwork(
				shop( {
					'/temple-offerings/v1/believers': () =>
						json( { code: 'x', message: 'no' }, 400 ),
				} )
			);
			const setup = await loaded( setUp( { isLoggedIn: true } ) );
			setup.dispatch.resetBelievers( {
				'11:0': [ validBeliever( 'a' ) ],
			} );
			const rows = [ setup.select().getProductRow( '11:0' )! ];
			await expect(
				setup.dispatch.saveNewBelievers( rows )
			).resolves.toBe( false );
			expect( setup.select().getBelievers( '11:0' ) ).toHaveLength( 1 );
		} );
	} );
} );
