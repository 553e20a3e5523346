/**
 * The draft belongs to one visitor: stored in an envelope with the page's
 * owner, dropped for another owner or after a day, saved believers kept by
 * reference only.
 */

/**
 * Internal dependencies
 */
import { store } from '..';
import {
	draftKey,
	hydrateDraft,
	keepDraft,
	readDraft,
	writeDraft,
} from '../draft';
import { forgetCopiedBeliever } from '../copied-believer';
import { emptyBeliever, toCartBeliever } from '../../domain/believer';
import { seal, unseal } from '../../domain/owner';
import { parseSettings } from '../../settings';
import {
	installResponse,
	json,
	mockNetwork,
	shop,
} from '../../components/offering-page/test/fixtures';
import {
	ALICE,
	BOB,
	DAY,
	HOUR,
	PATH,
	SAVED,
	picked,
	setUp,
	storedDraft,
	typed,
} from './draft-helpers';

beforeAll( installResponse );
beforeEach( () => {
	window.localStorage.clear();
	forgetCopiedBeliever();
} );

describe( 'the envelope', () => {
	test( 'opens for its owner within a day, and for nobody else', () => {
		const now = Date.UTC( 2025, 0, 2 );
		const envelope = seal( ALICE, { x: 1 }, now );
		expect( unseal( envelope, ALICE, now + HOUR ) ).toEqual( {
			data: { x: 1 },
		} );
		expect( unseal( envelope, BOB, now ) ).toBeNull();
		expect( unseal( envelope, 'guest', now ) ).toBeNull();
		expect( unseal( envelope, ALICE, now + 24 * HOUR + 1 ) ).toBeNull();
		// Written "in the future": a tampered or broken clock.
		expect( unseal( envelope, ALICE, now - 2 * HOUR ) ).toBeNull();
		// Not an envelope (what the page stored before owners existed).
		expect( unseal( { version: 1, selected: [] }, ALICE, now ) ).toBeNull();
		expect( unseal( envelope, '', now ) ).toBeNull();
	} );

	test( 'a guest page without an owner setting is the guest', () => {
		expect( parseSettings( undefined ).owner ).toBe( 'guest' );
		expect( parseSettings( '{"owner":""}' ).owner ).toBe( 'guest' );
		expect( parseSettings( `{"owner":"${ ALICE }"}` ).owner ).toBe( ALICE );
	} );
} );

describe( 'draft', () => {
	test( 'is written in its owner’s envelope', () => {
		jest.useFakeTimers();
		try {
			const { registry, state, dispatch } = setUp( ALICE );
			const before = Date.now();
			const stop = keepDraft(
				( listener ) => registry.subscribe( listener, store ),
				state,
				PATH
			);
			dispatch.toggleRow( '11:0' );
			dispatch.resetBelievers( { '11:0': [ typed( 'a' ) ] } );
			jest.advanceTimersByTime( 1000 );
			stop();
			const envelope = JSON.parse(
				window.localStorage.getItem( draftKey( PATH ) ) ?? '{}'
			);
			expect( envelope.owner ).toBe( ALICE );
			expect( envelope.savedAt ).toBeGreaterThanOrEqual( before );
			expect( envelope.savedAt ).toBeLessThanOrEqual( Date.now() );
			expect( envelope.data ).toMatchObject( {
				version: 3,
				selected: [ '11:0' ],
			} );
		} finally {
			jest.useRealTimers();
		}
	} );

	test( 'of another owner is dropped on read, and removed', async () => {
		writeDraft( PATH, storedDraft(), ALICE );
		expect( readDraft( PATH, BOB ) ).toBeNull();
		expect( window.localStorage.getItem( draftKey( PATH ) ) ).toBeNull();

		// Through the page's restore: a guest after Alice, Bob after Alice.
		for ( const next of [ 'guest', BOB ] ) {
			writeDraft( PATH, storedDraft(), ALICE );
			const page = setUp( next );
			mockNetwork( shop() );
			await page.dispatch.restoreDraft( PATH );
			expect( page.state().selection.selected ).toEqual( [] );
			expect( page.state().believers.byRow ).toEqual( {} );
			expect(
				window.localStorage.getItem( draftKey( PATH ) )
			).toBeNull();
		}

		// Alice herself gets it back.
		writeDraft( PATH, storedDraft(), ALICE );
		const alice = setUp( ALICE );
		mockNetwork( shop() );
		await alice.dispatch.restoreDraft( PATH );
		expect( alice.state().selection.selected ).toEqual( [ '11:0' ] );
		expect( alice.state().believers.byRow[ '11:0' ][ 0 ].name ).toBe(
			'王小明'
		);
	} );

	test( 'older than 24 hours is dropped', () => {
		const now = Date.now();
		window.localStorage.setItem(
			draftKey( PATH ),
			JSON.stringify( seal( ALICE, storedDraft(), now - DAY + HOUR ) )
		);
		expect( readDraft( PATH, ALICE, now ) ).not.toBeNull();

		window.localStorage.setItem(
			draftKey( PATH ),
			JSON.stringify( seal( ALICE, storedDraft(), now - DAY - 1 ) )
		);
		expect( readDraft( PATH, ALICE, now ) ).toBeNull();
		expect( window.localStorage.getItem( draftKey( PATH ) ) ).toBeNull();
	} );

	test( 'written before owners existed is dropped', () => {
		window.localStorage.setItem(
			draftKey( PATH ),
			JSON.stringify( {
				version: 1,
				selected: [ '11:0' ],
				believers: { '11:0': [ typed( 'a' ) ] },
				added: [],
				saveBelievers: false,
			} )
		);
		expect( readDraft( PATH, 'guest' ) ).toBeNull();
		expect( window.localStorage.getItem( draftKey( PATH ) ) ).toBeNull();
	} );

	test( 'keeps a row from a saved believer by reference, with only what was typed over it', () => {
		const { registry, state, dispatch } = setUp( ALICE );
		// Written as the page keeps it: after each change, on leaving.
		const stop = keepDraft(
			( listener ) => registry.subscribe( listener, store ),
			state,
			PATH
		);
		dispatch.resourceReceived(
			'savedBelievers',
			'',
			SAVED,
			{ total: 1, totalPages: 1 },
			Date.now()
		);
		dispatch.toggleRow( '11:0' );
		dispatch.resetBelievers( {
			'11:0': [
				picked( 'r1' ),
				{ ...picked( 'r2' ), note: '全家平安' },
				typed( 't' ),
			],
		} );
		stop();
		const draft = readDraft( PATH, ALICE );
		expect( draft?.believers[ '11:0' ] ).toEqual( [
			{
				id: 'r1',
				saved_id: 42,
				product_category: [ 'light' ],
				changed: {},
			},
			{
				id: 'r2',
				saved_id: 42,
				product_category: [ 'light' ],
				changed: { note: '全家平安' },
			},
			toCartBeliever( typed( 't' ) ),
		] );
		const stored = window.localStorage.getItem( draftKey( PATH ) ) ?? '';
		// The typed row is there; nothing of the saved person is.
		expect( stored ).toContain( '王小明' );
		for ( const personal of [
			'林美華',
			'0912-000-111',
			'lin@example.test',
			'民權路',
			'1975',
		] ) {
			expect( stored ).not.toContain( personal );
		}
	} );

	test( 'restores a referenced row from the saved list, with what was typed over it', async () => {
		writeDraft(
			PATH,
			{
				version: 3,
				selected: [ '11:0' ],
				believers: {
					'11:0': [
						{
							id: 'r2',
							saved_id: 42,
							product_category: [ 'light' ],
							changed: { note: '全家平安' },
						},
					],
				},
				added: [],
				saveBelievers: false,
			},
			ALICE
		);
		const network = mockNetwork(
			shop( {
				'/temple-offerings/v1/believers': () => json( SAVED ),
			} )
		);
		const page = setUp( ALICE );
		await page.dispatch.restoreDraft( PATH );
		expect( page.state().believers.byRow[ '11:0' ] ).toEqual( [
			{ ...picked( 'r2' ), note: '全家平安' },
		] );
		expect(
			network.mock.calls.some( ( [ url ] ) =>
				String( url ).includes( '/temple-offerings/v1/believers' )
			)
		).toBe( true );
	} );

	test( 'a reference whose saved believer is gone comes back as an empty row', () => {
		const draft = hydrateDraft(
			{
				version: 3,
				selected: [ '11:0' ],
				believers: {
					'11:0': [
						{
							id: 'r1',
							saved_id: 7,
							product_category: [ 'light' ],
							changed: { note: '全家平安' },
						},
					],
				},
				added: [],
				saveBelievers: false,
			},
			SAVED
		);
		expect( draft.believers[ '11:0' ] ).toEqual( [
			{
				...emptyBeliever( 'light', 'r1', [ 'light' ] ),
				note: '全家平安',
			},
		] );
	} );
} );
