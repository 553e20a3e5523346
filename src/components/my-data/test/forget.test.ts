/**
 * 清除我的資料's reach in the browser: this visitor's and every guest's items
 * of the plugin go, and whatever the plugin might keep in sessionStorage;
 * another account's items and other sites' keys stay.
 */

/**
 * Internal dependencies
 */
import { forgetBrowserData, isClearedBy, STORAGE_PREFIX } from '../forget';
import {
	COPIED_BELIEVER_KEY,
	copyBeliever,
	pastedBeliever,
} from '../../../store/copied-believer';
import { emptyBeliever } from '../../../domain/believer';
import { GUEST_OWNER, seal } from '../../../domain/owner';
import { DRAFT_KEY_PREFIX } from '../../../store/constants';
import { draftKey } from '../../../store/draft';
import { ForgetBrowserDataPrefix } from './php-prefix';

const ALICE = 'f3a1c0ffee';
const BOB = '9b0b0b0b0b';
const envelope = ( owner: string ) =>
	JSON.stringify( seal( owner, { version: 3 } ) );

beforeEach( () => {
	window.localStorage.clear();
	window.sessionStorage.clear();
} );

test( 'the prefix is every key of the plugin, as PHP removes them too', () => {
	expect( DRAFT_KEY_PREFIX.startsWith( STORAGE_PREFIX ) ).toBe( true );
	expect( COPIED_BELIEVER_KEY.startsWith( STORAGE_PREFIX ) ).toBe( true );
	expect( ForgetBrowserDataPrefix ).toBe( STORAGE_PREFIX );
} );

test( 'whose items are cleared', () => {
	expect( isClearedBy( envelope( ALICE ), ALICE ) ).toBe( true );
	expect( isClearedBy( envelope( GUEST_OWNER ), ALICE ) ).toBe( true );
	expect( isClearedBy( envelope( GUEST_OWNER ), GUEST_OWNER ) ).toBe( true );
	expect( isClearedBy( envelope( BOB ), ALICE ) ).toBe( false );
	expect( isClearedBy( envelope( BOB ), GUEST_OWNER ) ).toBe( false );
	// Nobody reads these back: they go.
	expect( isClearedBy( '{not json', ALICE ) ).toBe( true );
	expect( isClearedBy( '{"version":1}', ALICE ) ).toBe( true );
	expect( isClearedBy( 'null', ALICE ) ).toBe( true );
	expect( isClearedBy( null, ALICE ) ).toBe( true );
} );

test( "a guest's clear removes the guests' drafts on every page, the copied believer and the plugin's session keys, and nothing else", async () => {
	await copyBeliever(
		{ ...emptyBeliever( 'light', 'a', [ 'light' ] ), name: '王小明' },
		GUEST_OWNER
	);
	window.localStorage.setItem(
		draftKey( '/offerings/' ),
		envelope( GUEST_OWNER )
	);
	window.localStorage.setItem(
		draftKey( '/other-offerings/' ),
		envelope( GUEST_OWNER )
	);
	window.localStorage.setItem( draftKey( '/old/' ), '{"version":1}' );
	window.localStorage.setItem( draftKey( '/bob/' ), envelope( BOB ) );
	window.localStorage.setItem( 'wc-blocks_cart', 'kept' );
	window.sessionStorage.setItem( `${ STORAGE_PREFIX }anything`, 'x' );
	window.sessionStorage.setItem( 'theme-setting', 'kept' );

	forgetBrowserData( GUEST_OWNER );

	expect( Object.keys( window.localStorage ).sort() ).toEqual( [
		draftKey( '/bob/' ),
		'wc-blocks_cart',
	] );
	expect( Object.keys( window.sessionStorage ) ).toEqual( [
		'theme-setting',
	] );
	// The copy in memory is gone too.
	expect( pastedBeliever( GUEST_OWNER ) ).toBeNull();
} );

test( "an account's clear removes its own items and the guests', not another account's", () => {
	window.localStorage.setItem( draftKey( '/offerings/' ), envelope( ALICE ) );
	window.localStorage.setItem( COPIED_BELIEVER_KEY, envelope( GUEST_OWNER ) );
	window.localStorage.setItem( draftKey( '/bob/' ), envelope( BOB ) );
	forgetBrowserData( ALICE );
	expect( Object.keys( window.localStorage ) ).toEqual( [
		draftKey( '/bob/' ),
	] );
} );

test( 'blocked storage is no error', () => {
	const getter = jest
		.spyOn( window, 'localStorage', 'get' )
		.mockImplementation( () => {
			throw new DOMException( 'blocked', 'SecurityError' );
		} );
	expect( () => forgetBrowserData( GUEST_OWNER ) ).not.toThrow();
	getter.mockRestore();
} );
