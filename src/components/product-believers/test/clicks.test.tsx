/**
 * Presses as people make them: 新增信眾 again and again without typing, focus
 * passing through empty fields, a refused add and the rows added after it,
 * and the place every field keeps for its message.
 */

/**
 * External dependencies
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch } from '@wordpress/data';

/**
 * Internal dependencies
 */
import { widestFieldMessage } from '../../../domain/field-message';
import { store } from '../../../store';
import {
	attemptSubmit,
	believersOf,
	loadZhTw,
	polyfillDialog,
	productRow,
	renderForms,
	setupStore,
} from './helpers';

loadZhTw();
polyfillDialog();
jest.setTimeout( 60_000 );

const userEvent = user.setup( { delay: null } );

const LIGHT = productRow( 1, [ 'light' ] );

const section = () => screen.getByTestId( `section-${ LIGHT.key }` );
const rows = () =>
	Array.from(
		section().querySelectorAll< HTMLElement >(
			'fieldset.temple-offerings-believer'
		)
	);
const addButton = () =>
	within( section() ).getByRole( 'button', { name: '新增信眾' } );
const shownMessages = ( scope: HTMLElement ) =>
	Array.from(
		scope.querySelectorAll( '.temple-offerings-field__error' )
	).map( ( element ) => element.textContent );
const nameOf = ( row: HTMLElement ) =>
	within( row ).getByLabelText( /^信眾姓名/ );

beforeEach( () => {
	setupStore( { rows: [ LIGHT ] } );
	renderForms( [ LIGHT.key ] );
} );

test( '新增信眾 pressed four times without typing gives four rows and says nothing', async () => {
	for ( let count = 1; count <= 4; count++ ) {
		// Each press takes focus from the previous new row's empty name.
		await userEvent.click( addButton() );
		expect( rows() ).toHaveLength( count );
		await waitFor( () =>
			expect( nameOf( rows()[ count - 1 ] ) ).toHaveFocus()
		);
	}
	expect( shownMessages( section() ) ).toEqual( [] );
	expect(
		section().querySelectorAll( '[aria-invalid="true"]' )
	).toHaveLength( 0 );
} );

test( 'focus passing through empty fields marks none of them', async () => {
	await userEvent.click( addButton() );
	await waitFor( () => expect( nameOf( rows()[ 0 ] ) ).toHaveFocus() );
	// Tab through every field of the row, as a keyboard user on the way to
	// 新增信眾 does.
	for (
		let step = 0;
		step < 20 && ! addButton().matches( ':focus' );
		step++
	) {
		await userEvent.tab();
	}
	expect( addButton() ).toHaveFocus();
	expect( shownMessages( section() ) ).toEqual( [] );
} );

test( 'a field typed in and left says what it lacks; a select chosen and left is fine', async () => {
	await userEvent.click( addButton() );
	const row = rows()[ 0 ];
	const name = nameOf( row );
	await userEvent.type( name, '王' );
	await userEvent.clear( name );
	// Still in the field: nothing yet.
	expect( name ).not.toHaveAccessibleDescription();
	await userEvent.tab();
	expect( name ).toHaveAccessibleDescription( '請輸入信眾姓名' );

	// A lunar select chosen and left holds a value: nothing to say, and
	// its neighbour, only passed through, says nothing either.
	const year = within( row ).getByLabelText( /^年/ );
	await userEvent.selectOptions( year, '1980' );
	await userEvent.tab();
	await userEvent.tab();
	expect( year ).not.toHaveAttribute( 'aria-invalid' );
	expect( within( row ).getByLabelText( /^月/ ) ).not.toHaveAttribute(
		'aria-invalid'
	);
} );

test( 'clear forgets what was typed: a field left after it says nothing', async () => {
	await userEvent.click( addButton() );
	const row = rows()[ 0 ];
	await userEvent.type( nameOf( row ), '王' );
	await userEvent.click(
		within( row ).getByRole( 'button', { name: /^清除/ } )
	);
	await userEvent.click( nameOf( row ) );
	await userEvent.tab();
	expect( shownMessages( row ) ).toEqual( [] );
} );

test( 'a refused add shows the messages of the rows it saw, not of rows added after it', async () => {
	await userEvent.click( addButton() );
	let result: unknown;
	await act( async () => {
		result = await dispatch( store ).submitOfferings( {
			navigate: jest.fn(),
		} );
	} );
	expect( result ).toEqual( { status: 'invalid' } );
	await waitFor( () =>
		expect( nameOf( rows()[ 0 ] ) ).toHaveAccessibleDescription(
			'請輸入信眾姓名'
		)
	);

	// Added after the attempt: clean, and it stays so when focus leaves it.
	await userEvent.click( addButton() );
	await waitFor( () => expect( nameOf( rows()[ 1 ] ) ).toHaveFocus() );
	await userEvent.click( addButton() );
	expect( rows() ).toHaveLength( 3 );
	expect( shownMessages( rows()[ 1 ] ) ).toEqual( [] );
	expect( shownMessages( rows()[ 2 ] ) ).toEqual( [] );
	expect( nameOf( rows()[ 0 ] ) ).toHaveAccessibleDescription(
		'請輸入信眾姓名'
	);

	// Its own attempt: now it says what it lacks.
	await act( async () => {
		await dispatch( store ).submitOfferings( { navigate: jest.fn() } );
	} );
	await waitFor( () =>
		expect( nameOf( rows()[ 2 ] ) ).toHaveAccessibleDescription(
			'請輸入信眾姓名'
		)
	);
	expect( believersOf( LIGHT.key ) ).toHaveLength( 3 );
} );

test( 'an attempt given by the store alone marks the rows it names', async () => {
	await userEvent.click( addButton() );
	attemptSubmit();
	await userEvent.click( addButton() );
	expect( nameOf( rows()[ 0 ] ) ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( nameOf( rows()[ 1 ] ) ).not.toHaveAttribute( 'aria-invalid' );
} );

test( 'every field keeps the place of its message, shown or not', async () => {
	await userEvent.click( addButton() );
	const row = rows()[ 0 ];
	const slotOf = ( control: HTMLElement ) =>
		control
			.closest( '.temple-offerings-field' )
			?.querySelector( '.temple-offerings-field__message' );
	const name = nameOf( row );
	// Before any message: the slot is there, sized by the field's message,
	// which is no text of the page.
	// The name's widest message is the letter rule's.
	expect( slotOf( name ) ).toHaveAttribute(
		'data-reserve',
		'姓名須有文字，不能只有符號或表情符號'
	);
	expect( slotOf( name ) ).toBeEmptyDOMElement();
	// The lunar selects share one slot under all four, sized by the
	// widest message any part can show; a select has none of its own.
	const hour = within( row ).getByLabelText( /^出生時辰/ );
	expect( slotOf( hour ) ).toBeFalsy();
	const dateSlot = hour
		.closest( '.temple-offerings-lunar__parts' )
		?.querySelector( ':scope > .temple-offerings-field__message' );
	expect( dateSlot ).toHaveAttribute(
		'data-reserve',
		widestFieldMessage( 'light', 'birthday' )
	);
	// An optional field keeps its widest message too (a wrong number's).
	const mobile = within( row ).getByLabelText( /^手機/ );
	expect( slotOf( mobile ) ).toHaveAttribute(
		'data-reserve',
		'請輸入正確的電話號碼'
	);

	// The message goes into the same slot.
	attemptSubmit();
	expect( slotOf( name ) ).toHaveTextContent( '請輸入信眾姓名' );
	expect( screen.getAllByText( '請輸入信眾姓名' ) ).toHaveLength( 1 );
} );
