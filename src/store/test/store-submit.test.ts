/**
 * The offerings store's add-to-cart run, submitOfferings, against a mocked
 * network: what it refuses before posting, what a failed post keeps, and
 * what success clears.
 */

/**
 * Internal dependencies
 */
import { draftKey } from '../draft';
import { emptyBeliever } from '../../domain/believer';
import {
	PRODUCTS,
	installResponse,
	json,
	mockNetwork,
	settings,
	shop,
} from '../../components/offering-page/test/fixtures';
import { loaded, setUp, validBeliever } from './store-helpers';

beforeAll( installResponse );
beforeEach( () => window.localStorage.clear() );

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
