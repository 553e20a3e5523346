/**
 * The offerings store against a mocked network: reads through resolvers,
 * pure reducers, and the draft.
 */

/**
 * Internal dependencies
 */
import { store } from '..';
import { draftKey, keepDraft, readDraft } from '../draft';
import reducer from '../reducers';
import {
	PRODUCTS,
	installResponse,
	json,
	mockNetwork,
	shop,
} from '../../components/offering-page/test/fixtures';
import {
	CATEGORIES_QUERY,
	loaded,
	setUp,
	validBeliever,
} from './store-helpers';

beforeAll( installResponse );
beforeEach( () => window.localStorage.clear() );

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
