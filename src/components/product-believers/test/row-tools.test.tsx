/**
 * Row tools: copy, paste (memory, storage, a broken copy), clear, and delete
 * through the confirmation dialog; each says what it did in a zh_TW toast.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { emptyBeliever } from '../../../domain/believer';
import {
	COPIED_BELIEVER_KEY,
	forgetCopiedBeliever,
} from '../../../store/copied-believer';
import {
	believersOf,
	loadZhTw,
	polyfillDialog,
	pressEscape,
	productRow,
	renderForms,
	setupStore,
} from './helpers';

loadZhTw();
polyfillDialog();
jest.setTimeout( 60_000 );

const userEvent = user.setup( { delay: null } );
const LIGHT = productRow( 1, [ 'light' ] );
const PET = productRow( 2, [ 'animal' ] );

const filled = {
	...emptyBeliever( 'light', 'a', [ 'light' ] ),
	name: '王小明',
	address: '台南市',
	birthday: { year: '1980', month: '潤04', day: '吉', time: '吉' },
	saved_id: 9,
};

function setup() {
	setupStore( {
		rows: [ LIGHT, PET ],
		believers: {
			[ LIGHT.key ]: [
				filled,
				emptyBeliever( 'light', 'b', [ 'light' ] ),
			],
			[ PET.key ]: [ emptyBeliever( 'animal', 'p', [ 'animal' ] ) ],
		},
	} );
	renderForms( [ LIGHT.key, PET.key ] );
}

const row = ( name: RegExp ) => screen.getByRole( 'group', { name } );
const tool = ( group: HTMLElement, label: string ) =>
	within( group ).getByRole( 'button', {
		name: new RegExp( `^${ label }` ),
	} );

test( 'copy keeps the row in memory, storage and the clipboard; paste keeps the target id and category', async () => {
	setup();
	const writeText = jest.fn().mockResolvedValue( undefined );
	Object.defineProperty( window.navigator, 'clipboard', {
		value: { writeText },
		configurable: true,
	} );
	await userEvent.click( tool( row( /^信眾資料 1/ ), '複製' ) );
	expect( await screen.findByText( '資料已複製' ) ).toBeInTheDocument();
	// Stored in the guest's envelope; the clipboard gets the believer itself.
	const envelope = JSON.parse(
		window.localStorage.getItem( COPIED_BELIEVER_KEY ) ?? '{}'
	);
	expect( envelope ).toMatchObject( {
		owner: 'guest',
		savedAt: expect.any( Number ),
	} );
	const stored = envelope.data;
	expect( stored.name ).toBe( '王小明' );
	expect( stored.birthday ).toBe( '1980-潤04-吉-吉' );
	expect( writeText ).toHaveBeenCalledWith( JSON.stringify( stored ) );

	await userEvent.click( tool( row( /^寵物資料 1/ ), '貼上' ) );
	expect( await screen.findByText( '資料已貼上' ) ).toBeInTheDocument();
	const pasted = believersOf( PET.key )[ 0 ];
	expect( pasted.id ).toBe( 'p' );
	expect( pasted.product_category ).toEqual( [ 'animal' ] );
	expect( pasted.name ).toBe( '王小明' );
	expect( pasted.birthday.month ).toBe( '潤04' );
	expect( pasted.saved_id ).toBeUndefined();
} );

test( 'paste falls back to storage, refuses a broken copy, and says when there is nothing', async () => {
	setup();
	const target = row( /^信眾資料 2/ );
	await userEvent.click( tool( target, '貼上' ) );
	expect( await screen.findByText( '沒有可貼上的資料' ) ).toBeInTheDocument();

	window.localStorage.setItem(
		COPIED_BELIEVER_KEY,
		JSON.stringify( {
			owner: 'guest',
			savedAt: Date.now(),
			data: { name: 1 },
		} )
	);
	const error = jest.spyOn( console, 'error' ).mockImplementation( () => {} );
	await userEvent.click( tool( target, '貼上' ) );
	expect( await screen.findByText( '貼上資料失敗' ) ).toBeInTheDocument();
	expect( error ).toHaveBeenCalled();
	error.mockRestore();

	// Another tab copied this one.
	await userEvent.click( tool( row( /^信眾資料 1/ ), '複製' ) );
	forgetCopiedBeliever();
	await userEvent.click( tool( target, '貼上' ) );
	await waitFor( () =>
		expect( believersOf( LIGHT.key )[ 1 ].name ).toBe( '王小明' )
	);
	expect( believersOf( LIGHT.key )[ 1 ].id ).toBe( 'b' );
} );

test( 'clear resets the row to its defaults and keeps its id', async () => {
	setup();
	await userEvent.click( tool( row( /^信眾資料 1/ ), '清除' ) );
	expect( await screen.findByText( '資料已清除' ) ).toBeInTheDocument();
	expect( believersOf( LIGHT.key )[ 0 ] ).toEqual(
		emptyBeliever( 'light', 'a', [ 'light' ] )
	);
	expect(
		within( row( /^信眾資料 1/ ) ).getByLabelText( /信眾姓名/ )
	).toHaveValue( '' );
} );

test( 'delete asks first: Cancel and Escape keep the row and return focus; 刪除 removes it', async () => {
	setup();
	const first = row( /^信眾資料 1/ );
	const opener = tool( first, '刪除' );
	await userEvent.click( opener );
	const dialog = screen.getByRole( 'dialog', { name: '確認刪除' } );
	expect( dialog ).toHaveAccessibleDescription( '確定要刪除這筆資料嗎？' );
	const cancel = within( dialog ).getByRole( 'button', { name: '取消' } );
	expect( cancel ).toHaveFocus();
	await userEvent.click( cancel );
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( opener ).toHaveFocus();

	await userEvent.click( opener );
	pressEscape( screen.getByRole( 'dialog', { name: '確認刪除' } ) );
	await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
	expect( believersOf( LIGHT.key ) ).toHaveLength( 2 );

	await userEvent.click( opener );
	await userEvent.click(
		within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
			name: '刪除',
		} )
	);
	expect( believersOf( LIGHT.key ).map( ( item ) => item.id ) ).toEqual( [
		'b',
	] );
	// The row is gone: focus goes to the first field of the row now in its
	// place, which shows no message for it.
	await waitFor( () =>
		expect(
			within( row( /^信眾資料 1/ ) ).getByLabelText( /^信眾姓名/ )
		).toHaveFocus()
	);

	// The last row deleted: focus goes to the product's add button.
	await userEvent.click( tool( row( /^信眾資料 1/ ), '刪除' ) );
	await userEvent.click(
		within( screen.getByRole( 'dialog' ) ).getByRole( 'button', {
			name: '刪除',
		} )
	);
	expect( believersOf( LIGHT.key ) ).toHaveLength( 0 );
	expect(
		within( screen.getByTestId( `section-${ LIGHT.key }` ) ).getByRole(
			'button',
			{ name: '新增信眾' }
		)
	).toHaveFocus();
} );
