/**
 * The copied believer belongs to one visitor as the draft does: it pastes
 * only for its owner within a day, and is cleared with the draft after an add.
 */

/**
 * Internal dependencies
 */
import { store } from '..';
import { draftKey, writeDraft } from '../draft';
import {
	COPIED_BELIEVER_KEY,
	copyBeliever,
	forgetCopiedBeliever,
	pastedBeliever,
} from '../copied-believer';
import { seal } from '../../domain/owner';
import {
	installResponse,
	mockNetwork,
	shop,
} from '../../components/offering-page/test/fixtures';
import {
	ALICE,
	BOB,
	DAY,
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
