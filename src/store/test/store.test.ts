/**
 * The offerings store against a mocked network: reads through resolvers,
 * the draft, and the add-to-cart run.
 */

/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { createElement } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { store } from '..';
import { startOfferingPage } from '../../app';
import { draftKey, keepDraft, readDraft } from '../draft';
import reducer from '../reducers';
import { emptyBeliever, toCartBeliever } from '../../domain/believer';
import { Toaster } from '../../components/toaster/toaster';
import type { OfferingsState } from '../types';
import {
	PRODUCTS,
	installResponse,
	json,
	mockNetwork,
	settings,
	shop,
} from '../../components/offering-page/test/fixtures';

const CATEGORIES_QUERY = [ 'light', 'pudu', 'gift', 'change' ];

beforeAll( installResponse );
beforeEach( () => window.localStorage.clear() );

function setUp( overrides = {} ) {
	const registry = createRegistry();
	registry.register( store );
	startOfferingPage( settings( overrides ), registry );
	const select = () => registry.select( store );
	const dispatch = registry.dispatch( store );
	const state = () =>
		(
			registry.stores[ store.name ].store as {
				getState: () => OfferingsState;
			}
		 ).getState();
	return { registry, select, dispatch, state };
}

/**
 * Renders the page's toaster on a test's registry: the store records its
 * notices, the toaster shows them.
 *
 * @param setup A test's store.
 */
function renderToaster( setup: ReturnType< typeof setUp > ) {
	render(
		createElement(
			RegistryProvider,
			{ value: setup.registry },
			createElement( Toaster )
		)
	);
}

async function loaded( setup: ReturnType< typeof setUp > ) {
	await setup.registry.resolveSelect( store ).getProducts( CATEGORIES_QUERY );
	return setup;
}

/**
 * A believer that passes the light/change rules.
 *
 * @param id   Row id.
 * @param name Name.
 */
function validBeliever( id: string, name = '王小明' ) {
	return {
		...emptyBeliever( 'light', id, [ 'light' ] ),
		name,
		address: '台南市中山路1號',
	};
}

/**
 * A saved believer (常用名單) as the REST route answers.
 *
 * @param id   Saved id.
 * @param name Name.
 */
function savedBeliever( id: number, name: string ) {
	return {
		id,
		product_category: [ 'light' ],
		data: toCartBeliever( validBeliever( `s${ id }`, name ) ),
		modified: '2026-01-01T00:00:00',
	};
}

/**
 * The row picked from saved believer 9 (王9), then given a new address.
 *
 * @param id Row id.
 */
function pickedAndMoved( id: string ) {
	return {
		...validBeliever( id, '王9' ),
		saved_id: 9,
		address: '台南市新址5號',
	};
}

describe( 'reads', () => {
	test( 'products resolve once, with totals and the time they arrived', async () => {
		const network = mockNetwork( shop() );
		const setup = await loaded( setUp() );
		const resource = setup.select().getProductsResource( CATEGORIES_QUERY );
		expect( resource.status ).toBe( 'fulfilled' );
		expect( resource.total ).toBe( PRODUCTS.length );
		expect( resource.fetchedAt ).toBeGreaterThan( 0 );
		expect( setup.select().getProducts( CATEGORIES_QUERY ) ).toHaveLength(
			6
		);
		await setup.registry
			.resolveSelect( store )
			.getProducts( CATEGORIES_QUERY );
		expect( network ).toHaveBeenCalledTimes( 1 );
		// apiFetch's own locale middleware adds _locale and encodes commas
		// after the preloading middleware has looked for the path.
		expect(
			decodeURIComponent( String( network.mock.calls[ 0 ][ 0 ] ) )
		).toContain(
			'/temple-offerings/v1/visible-products?category=light,pudu,gift,change&per_page=100'
		);
	} );

	test( 'the categories the page brought in its settings are read without a request', async () => {
		const network = mockNetwork( shop() );
		const tabs = [
			{ id: 16, name: '光明燈', slug: 'light' },
			{ id: 17, name: '普渡', slug: 'pudu' },
		];
		const setup = setUp( { categories: tabs } );
		await setup.registry.resolveSelect( store ).getCategories();
		expect( network ).not.toHaveBeenCalled();
		expect( setup.select().getCategories() ).toEqual( tabs );
		expect( setup.select().getCategoriesResource().status ).toBe(
			'fulfilled'
		);
	} );

	test( 'a page without them asks WordPress for every category', async () => {
		const network = mockNetwork( shop() );
		const setup = setUp();
		await setup.registry.resolveSelect( store ).getCategories();
		expect( network ).toHaveBeenCalledTimes( 1 );
		expect( String( network.mock.calls[ 0 ][ 0 ] ) ).toContain(
			'/wp/v2/product_cat'
		);
	} );

	test( 'every page is fetched when there are more than one', async () => {
		const network = mockNetwork( ( url ) =>
			json(
				url.includes( 'page=2' )
					? [ PRODUCTS[ 2 ] ]
					: PRODUCTS.slice( 0, 2 ),
				200,
				{ 'X-WP-Total': '3', 'X-WP-TotalPages': '2' }
			)
		);
		const setup = await loaded( setUp() );
		expect( network ).toHaveBeenCalledTimes( 2 );
		expect(
			setup
				.select()
				.getProducts( CATEGORIES_QUERY )
				?.map( ( row ) => row.key )
		).toEqual( [ '11:0', '12:0', '13:0' ] );
	} );

	test( 'every row starts unselected with no believers', async () => {
		mockNetwork( shop() );
		const { select } = await loaded( setUp() );
		for ( const row of select().getProducts( CATEGORIES_QUERY ) ?? [] ) {
			expect( select().isRowSelected( row.key ) ).toBe( false );
			expect( select().getBelievers( row.key ) ).toEqual( [] );
		}
	} );

	test( 'a failed read is stored with its kind', async () => {
		mockNetwork( () => json( { code: 'x', message: 'boom' }, 500 ) );
		const setup = await loaded( setUp() );
		expect(
			setup.select().getProductsResource( CATEGORIES_QUERY )
		).toMatchObject( {
			status: 'rejected',
			error: { kind: 'HTTP_ERROR', message: 'boom' },
		} );
	} );

	test( 'guests ask for no saved believers', async () => {
		const network = mockNetwork( shop() );
		const setup = setUp( { isLoggedIn: false } );
		await setup.registry.resolveSelect( store ).getSavedBelievers();
		expect( network ).not.toHaveBeenCalled();
		expect( setup.select().getSavedBelievers() ).toEqual( [] );
	} );

	test( "what was read stays for the page's life: no second request, however long the page is open", async () => {
		const network = mockNetwork( shop() );
		const setup = await loaded( setUp( { isLoggedIn: true } ) );
		await setup.registry.resolveSelect( store ).getSavedBelievers();
		await setup.registry.resolveSelect( store ).getCategories();
		expect( network ).toHaveBeenCalledTimes( 3 );
		jest.useFakeTimers();
		jest.advanceTimersByTime( 10 * 60_000 );
		jest.useRealTimers();
		await setup.registry
			.resolveSelect( store )
			.getProducts( CATEGORIES_QUERY );
		await setup.registry.resolveSelect( store ).getSavedBelievers();
		await setup.registry.resolveSelect( store ).getCategories();
		expect( network ).toHaveBeenCalledTimes( 3 );
		expect( setup.select().getProducts( CATEGORIES_QUERY ) ).toHaveLength(
			6
		);
	} );
} );

describe( 'reducers', () => {
	test( 'are pure: no storage, same input same output', () => {
		const setItem = jest.spyOn( Storage.prototype, 'setItem' );
		const before = reducer( undefined, { type: '@@INIT' } as never );
		const action = { type: 'TOGGLE_ROW', key: '11:0' } as never;
		const a = reducer( before, action );
		const b = reducer( before, action );
		expect( a ).toEqual( b );
		expect( before.selection.selected ).toEqual( [] );
		expect( setItem ).not.toHaveBeenCalled();
		setItem.mockRestore();
	} );

	test( 'selection keeps the order rows were picked in, and toggles', () => {
		let state = reducer( undefined, { type: '@@INIT' } as never );
		for ( const key of [ '13:0', '11:0', '13:0', '20:21' ] ) {
			state = reducer( state, { type: 'TOGGLE_ROW', key } as never );
		}
		expect( state.selection.selected ).toEqual( [ '11:0', '20:21' ] );
	} );
} );

describe( 'draft', () => {
	test( 'a subscriber writes it debounced; restore brings it back', async () => {
		mockNetwork( shop() );
		const setup = await loaded( setUp() );
		jest.useFakeTimers();
		const stop = keepDraft(
			( listener ) => setup.registry.subscribe( listener, store ),
			setup.state,
			'/offerings/'
		);
		setup.dispatch.toggleRow( '11:0' );
		setup.dispatch.resetBelievers( { '11:0': [ validBeliever( 'a' ) ] } );
		expect(
			window.localStorage.getItem( draftKey( '/offerings/' ) )
		).toBeNull();
		jest.advanceTimersByTime( 1000 );
		expect( readDraft( '/offerings/', 'guest' ) ).toMatchObject( {
			selected: [ '11:0' ],
			believers: { '11:0': [ { id: 'a', name: '王小明' } ] },
		} );
		stop();
		jest.useRealTimers();

		const fresh = setUp();
		await fresh.dispatch.restoreDraft( '/offerings/' );
		expect( fresh.select().getSelectedRowKeys() ).toEqual( [ '11:0' ] );
		expect( fresh.select().getBelievers( '11:0' )[ 0 ].name ).toBe(
			'王小明'
		);
		// Drafts are per page path.
		const other = setUp();
		await other.dispatch.restoreDraft( '/other/' );
		expect( other.select().getSelectedRowKeys() ).toEqual( [] );
	} );
} );

describe( 'submitOfferings', () => {
	const navigate = jest.fn();
	beforeEach( () => navigate.mockReset() );

	test( 'nothing selected', async () => {
		mockNetwork( shop() );
		const setup = await loaded( setUp() );
		await expect(
			setup.dispatch.submitOfferings( { navigate } )
		).resolves.toEqual( { status: 'empty' } );
	} );

	test( 'a selected product without believers', async () => {
		mockNetwork( shop() );
		const setup = await loaded( setUp() );
		setup.dispatch.toggleRow( '11:0' );
		setup.dispatch.setSectionExpanded( '11:0', false );
		await expect(
			setup.dispatch.submitOfferings( { navigate } )
		).resolves.toEqual( { status: 'missing' } );
		expect( setup.select().isSubmitAttempted() ).toBe( true );
		expect( setup.select().isSectionExpanded( '11:0' ) ).toBe( true );
	} );

	test( 'incomplete believers: every section opens, nothing is posted', async () => {
		const network = mockNetwork( shop() );
		const setup = await loaded( setUp() );
		setup.dispatch.toggleRow( '11:0' );
		setup.dispatch.setSectionExpanded( '11:0', false );
		setup.dispatch.resetBelievers( {
			'11:0': [ emptyBeliever( 'light', 'a', [ 'light' ] ) ],
		} );
		await expect(
			setup.dispatch.submitOfferings( { navigate } )
		).resolves.toEqual( { status: 'invalid' } );
		expect( setup.select().isSectionExpanded( '11:0' ) ).toBe( true );
		expect(
			network.mock.calls.filter( ( [ url ] ) =>
				String( url ).includes( 'wc-ajax' )
			)
		).toHaveLength( 0 );
	} );

	test( 'more believers than places left: told with the count, nothing is posted, the forms stay', async () => {
		const network = mockNetwork(
			shop( {
				'visible-products': () =>
					json(
						PRODUCTS.map( ( product ) =>
							product.id === 11
								? {
										...product,
										stock: 2,
										low_stock: true,
										sold_out: false,
									}
								: product
						),
						200,
						{
							'X-WP-Total': String( PRODUCTS.length ),
							'X-WP-TotalPages': '1',
						}
					),
			} )
		);
		const setup = await loaded( setUp() );
		setup.dispatch.toggleRow( '11:0' );
		setup.dispatch.resetBelievers( {
			'11:0': [
				validBeliever( 'a' ),
				validBeliever( 'b', '王大明' ),
				validBeliever( 'c', '王三明' ),
			],
		} );
		await expect(
			setup.dispatch.submitOfferings( { navigate } )
		).resolves.toEqual( { status: 'full' } );
		expect(
			network.mock.calls.filter( ( [ url ] ) =>
				String( url ).includes( 'wc-ajax' )
			)
		).toHaveLength( 0 );
		expect( setup.select().getBelievers( '11:0' ) ).toHaveLength( 3 );
		expect( setup.select().getSelectedRowKeys() ).toEqual( [ '11:0' ] );
		expect( navigate ).not.toHaveBeenCalled();

		// Two believers fit: the post goes out.
		setup.dispatch.resetBelievers( {
			'11:0': [ validBeliever( 'a' ), validBeliever( 'b', '王大明' ) ],
		} );
		await expect(
			setup.dispatch.submitOfferings( { navigate } )
		).resolves.toEqual( { status: 'added' } );
	} );

	test( 'a failed second post keeps everything; the retry posts only the rest', async () => {
		let failNext = true;
		const posted: string[] = [];
		const network = mockNetwork(
			shop( {
				'wc-ajax=add_to_cart': ( _url, init ) => {
					const body = init.body as FormData;
					const id = String( body.get( 'product_id' ) );
					if ( id === '13' && failNext ) {
						failNext = false;
						return json( {
							error: true,
							message: '普渡供品暫停受理',
							code: 'x',
						} );
					}
					posted.push( `${ id }×${ body.get( 'quantity' ) }` );
					return json( { fragments: {}, cart_hash: 'h' } );
				},
			} )
		);
		const setup = await loaded( setUp() );
		setup.dispatch.toggleRow( '11:0' );
		setup.dispatch.toggleRow( '13:0' );
		setup.dispatch.toggleRow( '20:22' );
		setup.dispatch.resetBelievers( {
			'11:0': [ validBeliever( 'a' ), validBeliever( 'b', '王大明' ) ],
			'13:0': [
				{
					...emptyBeliever( 'pudu', 'c', [ 'pudu' ] ),
					name: '陳一',
					address: '台南',
					deceased_name: '陳祖',
					deceased_gender: 'male',
					deceased_address: '台南',
				},
			],
			'20:22': [
				{ ...validBeliever( 'd' ), product_category: [ 'change' ] },
			],
		} );

		const first = await setup.dispatch.submitOfferings( { navigate } );
		expect( first ).toEqual( {
			status: 'failed',
			added: [ '11:0' ],
			notAdded: [ '13:0', '20:22' ],
		} );
		expect( setup.select().getCart() ).toMatchObject( {
			status: 'failed',
			added: [ '11:0' ],
			message: '普渡供品暫停受理',
		} );
		expect( setup.select().getBelievers( '13:0' ) ).toHaveLength( 1 );
		expect( setup.select().getSelectedRowKeys() ).toHaveLength( 3 );
		expect( navigate ).not.toHaveBeenCalled();

		const second = await setup.dispatch.submitOfferings( { navigate } );
		expect( second ).toEqual( { status: 'added' } );
		// 11 once (two believers), 13 and the variation 22 once each.
		expect( posted ).toEqual( [ '11×2', '13×1', '22×1' ] );
		expect( navigate ).toHaveBeenCalledWith( settings().cartUrl );
		expect( setup.select().getSelectedRowKeys() ).toEqual( [] );
		expect( network ).toHaveBeenCalled();
	} );

	test( 'success saves the believers when asked, then clears the draft and goes to the cart', async () => {
		const saved: unknown[] = [];
		mockNetwork(
			shop( {
				'/temple-offerings/v1/believers': ( _url, init ) => {
					if ( init.method === 'POST' ) {
						saved.push( JSON.parse( String( init.body ) ) );
						return json( [], 201 );
					}
					return json( [] );
				},
			} )
		);
		const setup = await loaded( setUp( { isLoggedIn: true } ) );
		window.localStorage.setItem(
			draftKey( '/offerings/' ),
			'{"version":1}'
		);
		setup.dispatch.toggleRow( '11:0' );
		setup.dispatch.setSaveBelievers( true );
		setup.dispatch.resetBelievers( {
			'11:0': [
				validBeliever( 'a' ),
				{ ...validBeliever( 'b' ), saved_id: 9 },
			],
		} );
		await setup.dispatch.submitOfferings( {
			navigate,
			path: '/offerings/',
		} );
		expect( saved ).toEqual( [
			{
				believers: [
					{
						product_category: [ 'light' ],
						data: expect.objectContaining( {
							id: 'a',
							name: '王小明',
							birthday: '吉-吉-吉-吉',
						} ),
					},
				],
			},
		] );
		expect(
			window.localStorage.getItem( draftKey( '/offerings/' ) )
		).toBeNull();
		expect( navigate ).toHaveBeenCalledWith( settings().cartUrl );
	} );

	test( 'the cart body is cartRequestBody(): variation id, quantity, meta', async () => {
		const bodies: FormData[] = [];
		mockNetwork(
			shop( {
				'wc-ajax=add_to_cart': ( _url, init ) => {
					bodies.push( init.body as FormData );
					return json( { fragments: {} } );
				},
			} )
		);
		const setup = await loaded( setUp() );
		setup.dispatch.toggleRow( '14:0' );
		setup.dispatch.resetBelievers( { '14:0': [ validBeliever( 'a' ) ] } );
		await setup.dispatch.submitOfferings( { navigate } );
		const body = bodies[ 0 ];
		expect( body.get( 'product_id' ) ).toBe( '14' );
		expect( body.get( 'quantity' ) ).toBe( '1' );
		expect( body.get( 'subscription_period' ) ).toBe( 'month' );
		expect( body.get( 'subscription_period_interval' ) ).toBe( '1' );
		expect( JSON.parse( String( body.get( 'meta_data' ) ) )[ 0 ].key ).toBe(
			'_believers_data'
		);
	} );
} );

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
