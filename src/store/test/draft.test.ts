/**
 * The draft and the copied believer belong to one visitor: stored in an
 * envelope with the page's owner, dropped for another owner or after a day,
 * saved believers kept by reference only, both cleared after an add.
 */

/**
 * WordPress dependencies
 */
import { createRegistry } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { store } from '..';
import { startOfferingPage } from '../../app';
import {
	draftKey,
	hydrateDraft,
	keepDraft,
	readDraft,
	writeDraft,
	type StoredDraft,
} from '../draft';
import {
	COPIED_BELIEVER_KEY,
	copyBeliever,
	forgetCopiedBeliever,
	pastedBeliever,
} from '../copied-believer';
import {
	emptyBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../../domain/believer';
import {
	GUEST_HOURS_DEFAULT,
	ownedMaxAge,
	seal,
	unseal,
} from '../../domain/owner';
import { parseSettings } from '../../settings';
import type { SavedBeliever } from '../../types/saved-believer';
import type { OfferingsState } from '../types';
import {
	installResponse,
	json,
	mockNetwork,
	settings,
	shop,
} from '../../components/offering-page/test/fixtures';

const PATH = '/offerings/';
const ALICE = 'f3a1c0ffee';
const BOB = '9b0b0b0b0b';
const HOUR = 60 * 60 * 1000;
/** The longest a browser keeps what it holds for its owner: a day (src/domain/owner.ts). */
const DAY = 24 * HOUR;

beforeAll( installResponse );
beforeEach( () => {
	window.localStorage.clear();
	forgetCopiedBeliever();
} );

/**
 * A believer that passes the light rules.
 *
 * @param id   Row id.
 * @param name Name.
 */
function typed( id: string, name = '王小明' ): BelieverFormItem {
	return {
		...emptyBeliever( 'light', id, [ 'light' ] ),
		name,
		address: '台南市中山路1號',
	};
}

const SAVED_DATA: CartBeliever = {
	id: 'saved-row',
	name: '林美華',
	gender: 'female',
	mobile: '0912-000-111',
	email: 'lin@example.test',
	birthday: '1975-08-15-吉',
	time: '吉',
	address: '臺中市西區民權路99號',
	is_expired_notice: true,
	note: '',
	deceased_name: '',
	deceased_gender: '',
	deceased_birthday: '吉-吉-吉-吉',
	deceased_death_anniversary: '吉-吉-吉-吉',
	deceased_address: '',
	product_category: [ 'light' ],
	super_name: '',
	depends_people: [],
};

const SAVED: SavedBeliever[] = [
	{
		id: 42,
		product_category: [ 'light' ],
		data: SAVED_DATA,
		modified: '2025-01-01T00:00:00+00:00',
	},
];

/**
 * The row SavedBelieverSelect makes when 林美華 is picked.
 *
 * @param id Row id.
 */
function picked( id: string ): BelieverFormItem {
	return {
		...emptyBeliever( 'light', id, [ 'light' ] ),
		name: '林美華',
		gender: 'female',
		mobile: '0912-000-111',
		email: 'lin@example.test',
		address: '臺中市西區民權路99號',
		birthday: { year: '1975', month: '08', day: '15', time: '吉' },
		saved_id: 42,
	};
}

function setUp( owner: string, isLoggedIn = owner !== 'guest' ) {
	const registry = createRegistry();
	registry.register( store );
	startOfferingPage( settings( { owner, isLoggedIn } ), registry );
	const state = () =>
		(
			registry.stores[ store.name ].store as {
				getState: () => OfferingsState;
			}
		 ).getState();
	return { registry, state, dispatch: registry.dispatch( store ) };
}

/**
 * A stored draft with one typed row.
 *
 * @param name Believer name.
 */
function storedDraft( name = '王小明' ): StoredDraft {
	return {
		version: 3,
		selected: [ '11:0' ],
		believers: { '11:0': [ toCartBeliever( typed( 'a', name ) ) ] },
		added: [],
		saveBelievers: false,
	};
}

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

describe( 'copied believer', () => {
	test( 'pastes only for its owner within a day; otherwise it is removed', async () => {
		await copyBeliever( typed( 'a' ), ALICE );
		forgetCopiedBeliever();
		expect(
			JSON.parse(
				window.localStorage.getItem( COPIED_BELIEVER_KEY ) ?? '{}'
			)
		).toMatchObject( { owner: ALICE, data: { name: '王小明' } } );
		expect( pastedBeliever( ALICE )?.name ).toBe( '王小明' );

		expect( pastedBeliever( BOB ) ).toBeNull();
		expect( window.localStorage.getItem( COPIED_BELIEVER_KEY ) ).toBeNull();

		// The in-memory copy of this page is its owner's only as well.
		await copyBeliever( typed( 'a' ), ALICE );
		expect( pastedBeliever( 'guest' ) ).toBeNull();

		forgetCopiedBeliever();
		window.localStorage.setItem(
			COPIED_BELIEVER_KEY,
			JSON.stringify(
				seal( ALICE, { ...SAVED_DATA }, Date.now() - DAY - 1 )
			)
		);
		expect( pastedBeliever( ALICE ) ).toBeNull();
		expect( window.localStorage.getItem( COPIED_BELIEVER_KEY ) ).toBeNull();
	} );

	test( 'is cleared with the draft after a successful add', async () => {
		mockNetwork( shop() );
		const page = setUp( ALICE );
		await page.registry
			.resolveSelect( store )
			.getProducts( [ 'light', 'pudu', 'gift', 'change' ] );
		await copyBeliever( typed( 'a' ), ALICE );
		writeDraft( PATH, storedDraft(), ALICE );
		page.dispatch.toggleRow( '11:0' );
		page.dispatch.resetBelievers( { '11:0': [ typed( 'a' ) ] } );
		const result = await page.dispatch.submitOfferings( {
			navigate: () => {},
			path: PATH,
		} );
		expect( result ).toEqual( { status: 'added' } );
		expect( window.localStorage.getItem( COPIED_BELIEVER_KEY ) ).toBeNull();
		expect( window.localStorage.getItem( draftKey( PATH ) ) ).toBeNull();
		expect( pastedBeliever( ALICE ) ).toBeNull();
	} );
} );

describe( "a guest's idle hours", () => {
	const put = ( owner: string, savedAt: number, key = draftKey( PATH ) ) =>
		window.localStorage.setItem(
			key,
			JSON.stringify( seal( owner, storedDraft(), savedAt ) )
		);

	test( 'a guest gets the site’s hours, capped at a day; an account a day', () => {
		expect( GUEST_HOURS_DEFAULT ).toBe( 4 );
		expect( ownedMaxAge( { owner: 'guest', guestDraftHours: 4 } ) ).toBe(
			4 * HOUR
		);
		expect( ownedMaxAge( { owner: 'guest', guestDraftHours: 1 } ) ).toBe(
			HOUR
		);
		expect( ownedMaxAge( { owner: 'guest', guestDraftHours: 48 } ) ).toBe(
			DAY
		);
		expect( ownedMaxAge( { owner: ALICE, guestDraftHours: 4 } ) ).toBe(
			DAY
		);
	} );

	test( 'a guest draft idle past the hours is dropped and removed; within them it is read', () => {
		const now = Date.now();
		const maxAge = ownedMaxAge( { owner: 'guest', guestDraftHours: 4 } );
		put( 'guest', now - 4 * HOUR + 60_000 );
		expect( readDraft( PATH, 'guest', now, maxAge ) ).not.toBeNull();

		put( 'guest', now - 4 * HOUR - 1 );
		expect( readDraft( PATH, 'guest', now, maxAge ) ).toBeNull();
		expect( window.localStorage.getItem( draftKey( PATH ) ) ).toBeNull();

		// Without the site's limit the old day applies (other readers).
		put( 'guest', now - 5 * HOUR );
		expect( readDraft( PATH, 'guest', now ) ).not.toBeNull();
	} );

	test( 'idle means since the last write: typing keeps a guest draft alive', () => {
		const start = Date.now() - 10 * HOUR;
		writeOwnedDraftAt( start );
		// Typed again three hours later, then read three hours after that.
		writeOwnedDraftAt( start + 3 * HOUR );
		expect(
			readDraft(
				PATH,
				'guest',
				start + 6 * HOUR,
				ownedMaxAge( { owner: 'guest', guestDraftHours: 4 } )
			)
		).not.toBeNull();
	} );

	test( 'restoring applies the setting: 5 hours idle is gone for a guest, kept for an account', async () => {
		const fiveHoursAgo = Date.now() - 5 * HOUR;
		mockNetwork( shop() );
		put( 'guest', fiveHoursAgo );
		const guest = setUp( 'guest' );
		await guest.dispatch.restoreDraft( PATH );
		expect( guest.state().selection.selected ).toEqual( [] );
		expect( guest.state().form.restored ).toBeFalsy();
		expect( window.localStorage.getItem( draftKey( PATH ) ) ).toBeNull();

		// A guest page with the setting at 6 hours keeps it.
		put( 'guest', fiveHoursAgo );
		const registry = createRegistry();
		registry.register( store );
		startOfferingPage( settings( { guestDraftHours: 6 } ), registry );
		await registry.dispatch( store ).restoreDraft( PATH );
		expect( registry.select( store ).getSelectedRowKeys() ).toEqual( [
			'11:0',
		] );
		expect( registry.select( store ).isDraftRestored() ).toBe( true );

		put( ALICE, fiveHoursAgo );
		const alice = setUp( ALICE );
		await alice.dispatch.restoreDraft( PATH );
		expect( alice.state().selection.selected ).toEqual( [ '11:0' ] );
	} );

	test( 'a guest’s copied believer follows the same hours', async () => {
		const maxAge = ownedMaxAge( { owner: 'guest', guestDraftHours: 4 } );
		window.localStorage.setItem(
			COPIED_BELIEVER_KEY,
			JSON.stringify(
				seal( 'guest', { ...SAVED_DATA }, Date.now() - 5 * HOUR )
			)
		);
		expect( pastedBeliever( 'guest', maxAge ) ).toBeNull();
		expect( window.localStorage.getItem( COPIED_BELIEVER_KEY ) ).toBeNull();
		await copyBeliever( typed( 'a' ), 'guest' );
		forgetCopiedBeliever();
		expect( pastedBeliever( 'guest', maxAge )?.name ).toBe( '王小明' );
	} );

	test( 'the page reads the hours from its settings, within 1 to 24', () => {
		const hours = ( value: unknown ) =>
			parseSettings( JSON.stringify( { guestDraftHours: value } ) )
				.guestDraftHours;
		expect( hours( 2 ) ).toBe( 2 );
		expect( hours( 24 ) ).toBe( 24 );
		expect( hours( 0 ) ).toBe( 4 );
		expect( hours( 25 ) ).toBe( 4 );
		expect( hours( 'x' ) ).toBe( 4 );
		expect( parseSettings( '{}' ).guestDraftHours ).toBe( 4 );
	} );

	/**
	 * The draft writer's write at a given time (writeDraft stamps Date.now()).
	 *
	 * @param at The time of the write.
	 */
	function writeOwnedDraftAt( at: number ) {
		const spy = jest.spyOn( Date, 'now' ).mockReturnValue( at );
		writeDraft( PATH, storedDraft(), 'guest' );
		spy.mockRestore();
	}
} );
