/**
 * A guest's draft and copied believer last the site's idle hours (capped at a
 * day), counted from the last write; an account's last a day.
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
import { draftKey, readDraft, writeDraft } from '../draft';
import {
	COPIED_BELIEVER_KEY,
	copyBeliever,
	forgetCopiedBeliever,
	pastedBeliever,
} from '../copied-believer';
import { GUEST_HOURS_DEFAULT, ownedMaxAge, seal } from '../../domain/owner';
import { parseSettings } from '../../settings';
import {
	installResponse,
	mockNetwork,
	settings,
	shop,
} from '../../components/offering-page/test/fixtures';
import {
	ALICE,
	DAY,
	HOUR,
	PATH,
	SAVED_DATA,
	setUp,
	storedDraft,
	typed,
} from './draft-helpers';

beforeAll( installResponse );
beforeEach( () => {
	window.localStorage.clear();
	forgetCopiedBeliever();
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
