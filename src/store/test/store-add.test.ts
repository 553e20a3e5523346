/**
 * The add in its first two parts, against a mocked network: getSubmitCheck
 * says which selected rows are ready, runCart posts them to the cart.
 */

/**
 * External dependencies
 */
import { act, screen } from '@testing-library/react';

/**
 * Internal dependencies
 */
import {
	installResponse,
	json,
	mockNetwork,
	shop,
} from '../../components/offering-page/test/fixtures';
import {
	CATEGORIES_QUERY,
	loaded,
	renderToaster,
	setUp,
	validBeliever,
} from './store-helpers';

beforeAll( installResponse );
beforeEach( () => window.localStorage.clear() );

describe( 'the add, in three parts', () => {
	/**
	 * A light-form believer missing its address.
	 *
	 * @param id Row id.
	 */
	const noAddress = ( id: string ) => ( {
		...validBeliever( id ),
		address: '',
	} );

	describe( 'getSubmitCheck', () => {
		test( 'nothing selected, or only rows that are not loaded: empty', async () => {
			mockNetwork( shop() );
			const setup = await loaded( setUp() );
			expect( setup.select().getSubmitCheck() ).toEqual( {
				status: 'empty',
			} );
			setup.dispatch.toggleRow( '99:0' );
			expect( setup.select().getSubmitCheck() ).toEqual( {
				status: 'empty',
			} );
		} );

		test( 'the loaded selected rows in pick order; rows without believers come first', async () => {
			mockNetwork( shop() );
			const setup = await loaded( setUp() );
			for ( const key of [ '13:0', '99:0', '11:0', '12:0' ] ) {
				setup.dispatch.toggleRow( key );
			}
			setup.dispatch.resetBelievers( {
				'11:0': [ noAddress( 'a' ) ],
			} );
			const check = setup.select().getSubmitCheck();
			expect( check.status ).toBe( 'missing' );
			expect(
				'rows' in check && check.rows.map( ( row ) => row.key )
			).toEqual( [ '13:0', '11:0', '12:0' ] );
			expect( check ).toMatchObject( { missing: [ '13:0', '12:0' ] } );
		} );

		test( 'which rows break a rule, and the first field that does', async () => {
			mockNetwork( shop() );
			const setup = await loaded( setUp() );
			setup.dispatch.toggleRow( '11:0' );
			setup.dispatch.toggleRow( '12:0' );
			setup.dispatch.toggleRow( '14:0' );
			setup.dispatch.resetBelievers( {
				'11:0': [ validBeliever( 'a' ) ],
				'12:0': [ validBeliever( 'b' ), noAddress( 'c' ) ],
				'14:0': [ { ...validBeliever( 'd' ), name: '' } ],
			} );
			expect( setup.select().getSubmitCheck() ).toMatchObject( {
				status: 'invalid',
				invalid: [ '12:0', '14:0' ],
				firstInvalid: { rowKey: '12:0', index: 1, field: 'address' },
			} );
		} );

		test( 'a product with no form for its categories is invalid as a whole', async () => {
			mockNetwork( shop() );
			const setup = await loaded( setUp() );
			const [ lamp ] =
				setup.select().getProducts( CATEGORIES_QUERY ) ?? [];
			setup.dispatch.resourceReceived(
				'products',
				'elsewhere',
				[
					{
						...lamp,
						key: '70:0',
						product_id: 70,
						category: [ 'tea' ],
					},
				],
				{ total: 1, totalPages: 1 },
				1
			);
			setup.dispatch.toggleRow( '70:0' );
			setup.dispatch.resetBelievers( {
				'70:0': [ validBeliever( 'a' ) ],
			} );
			expect( setup.select().getSubmitCheck() ).toMatchObject( {
				status: 'invalid',
				invalid: [ '70:0' ],
				firstInvalid: { rowKey: '70:0', index: 0, field: 'believers' },
			} );
		} );

		test( 'ready: every selected row, in order; the same answer while nothing changes', async () => {
			mockNetwork( shop() );
			const setup = await loaded( setUp() );
			setup.dispatch.toggleRow( '12:0' );
			setup.dispatch.toggleRow( '11:0' );
			setup.dispatch.resetBelievers( {
				'11:0': [ validBeliever( 'a' ) ],
				'12:0': [ validBeliever( 'b' ) ],
			} );
			const check = setup.select().getSubmitCheck();
			expect( check.status ).toBe( 'ready' );
			expect(
				'rows' in check && check.rows.map( ( row ) => row.key )
			).toEqual( [ '12:0', '11:0' ] );
			expect( setup.select().getSubmitCheck() ).toBe( check );
		} );
	} );

	describe( 'runCart', () => {
		test( 'posts only what is not in the cart yet, stops at the first failure, and touches no form', async () => {
			const posted: string[] = [];
			mockNetwork(
				shop( {
					'wc-ajax=add_to_cart': ( _url, init ) => {
						const id = String(
							( init.body as FormData ).get( 'product_id' )
						);
						posted.push( id );
						return id === '12'
							? json( { error: true, message: '暫停受理' } )
							: json( { fragments: {} } );
					},
				} )
			);
			const setup = await loaded( setUp() );
			for ( const key of [ '11:0', '12:0', '13:0' ] ) {
				setup.dispatch.toggleRow( key );
			}
			setup.dispatch.resetBelievers( {
				'11:0': [ validBeliever( 'a' ) ],
				'12:0': [ validBeliever( 'b' ) ],
				'13:0': [ validBeliever( 'c' ) ],
			} );
			setup.dispatch.cartRowAdded( '11:0' );
			const rows = [ '11:0', '12:0', '13:0' ].map( ( key ) =>
				setup.select().getProductRow( key )!
			);
			await expect( setup.dispatch.runCart( rows ) ).resolves.toEqual( {
				status: 'failed',
				added: [ '11:0' ],
				notAdded: [ '12:0', '13:0' ],
			} );
			expect( posted ).toEqual( [ '12' ] );
			expect( setup.select().getCart() ).toMatchObject( {
				status: 'failed',
				failedKey: '12:0',
				message: '暫停受理',
			} );
			expect( setup.select().getBelievers( '12:0' ) ).toHaveLength( 1 );
			expect( setup.select().getSelectedRowKeys() ).toHaveLength( 3 );
		} );

		test( 'a refusal for the write rate says how long to wait, and every form stays', async () => {
			mockNetwork(
				shop( {
					'wc-ajax=add_to_cart': () =>
						json( {
							error: true,
							code: 'temple_offerings_rate_limited',
							message: 'Too many requests.',
							retry_after: 42,
						} ),
				} )
			);
			const setup = await loaded( setUp() );
			renderToaster( setup );
			setup.dispatch.toggleRow( '11:0' );
			const believers = [
				validBeliever( 'a' ),
				validBeliever( 'b', '陳一' ),
			];
			setup.dispatch.resetBelievers( { '11:0': believers } );
			const rows = [ setup.select().getProductRow( '11:0' )! ];
			let run: unknown;
			await act( async () => {
				run = await setup.dispatch.runCart( rows );
			} );
			expect( run ).toEqual( {
				status: 'failed',
				added: [],
				notAdded: [ '11:0' ],
			} );
			const wait = 'Too many requests. Please try again in 42 seconds.';
			expect( setup.select().getCart() ).toMatchObject( {
				status: 'failed',
				failedKey: '11:0',
				message: wait,
			} );
			expect( await screen.findByText( wait ) ).toBeInTheDocument();
			// Shown once: the toaster took the notice off the store's queue.
			expect( setup.select().getNotices() ).toEqual( [] );
			expect( setup.select().getBelievers( '11:0' ) ).toEqual(
				believers
			);
			expect( setup.select().getSelectedRowKeys() ).toEqual( [ '11:0' ] );
		} );
	} );
} );
