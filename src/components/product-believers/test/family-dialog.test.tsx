/**
 * Gift: one representative, then the add button opens the family
 * registrants dialog, which writes into every selected gift product and
 * refuses to close with a blank name.
 */

/**
 * External dependencies
 */
import { screen, waitFor, within } from '@testing-library/react';
import user from '@testing-library/user-event';

/**
 * Internal dependencies
 */
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
const GIFT = productRow( 1, [ 'gift' ] );
const GIFT_TWO = productRow( 2, [ 'gift', 'light' ] );
const LIGHT = productRow( 3, [ 'light' ] );

test( 'family registrants: live into every selected gift, blank names refused, removable', async () => {
	setupStore( { rows: [ GIFT, GIFT_TWO, LIGHT ] } );
	renderForms( [ GIFT.key, GIFT_TWO.key, LIGHT.key ] );
	// The product's own add button (the dialog inside the section has one too).
	const add = ( key: string ) =>
		screen
			.getByTestId( `section-${ key }` )
			.querySelector( '.temple-offerings-believers__add' ) as HTMLElement;
	await userEvent.click( add( GIFT_TWO.key ) );
	await userEvent.click( add( LIGHT.key ) );
	await userEvent.click( add( GIFT.key ) );
	// The new representative's row takes focus.
	await waitFor( () =>
		expect(
			within(
				screen.getByTestId( `section-${ GIFT.key }` )
			).getByLabelText( /信眾姓名/ )
		).toHaveFocus()
	);
	// One representative only: the button now opens the dialog.
	expect( add( GIFT.key ) ).toHaveTextContent( '新增闔家登記人' );
	await userEvent.click( add( GIFT.key ) );
	expect( believersOf( GIFT.key ) ).toHaveLength( 1 );
	const dialog = screen.getByRole( 'dialog', { name: '闔家登記人' } );
	const firstName = within( dialog ).getByLabelText( /^姓名/ );
	await waitFor( () => expect( firstName ).toHaveFocus() );

	// Closing with a blank name is refused.
	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: '完成' } )
	);
	expect(
		await screen.findByText( '請檢查闔家登記人資料' )
	).toBeInTheDocument();
	expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();
	expect( firstName ).toHaveAccessibleDescription( '請輸入姓名' );
	pressEscape( dialog );
	expect( screen.getByRole( 'dialog' ) ).toBeInTheDocument();

	await userEvent.type( firstName, '王媽媽' );
	await userEvent.selectOptions(
		within( dialog ).getAllByLabelText( /^性別/ )[ 0 ],
		'female'
	);
	await userEvent.selectOptions(
		within( dialog ).getAllByLabelText( /^年/ )[ 0 ],
		'1960'
	);
	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: '新增闔家登記人' } )
	);
	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: '新增闔家登記人' } )
	);
	const names = within( dialog ).getAllByLabelText( /^姓名/ );
	expect( names ).toHaveLength( 3 );
	await userEvent.type( names[ 1 ], '王小弟' );
	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: /^移除 闔家登記人 3/ } )
	);

	const people = believersOf( GIFT.key )[ 0 ].depends_people;
	expect( people.map( ( person ) => person.name ) ).toEqual( [
		'王媽媽',
		'王小弟',
	] );
	expect( people[ 0 ] ).toMatchObject( {
		gender: 'female',
		birthday: { year: '1960', month: '吉' },
	} );
	// Written live into the other selected gift, not into the lamp.
	expect( believersOf( GIFT_TWO.key )[ 0 ].depends_people ).toEqual( people );
	expect( believersOf( LIGHT.key )[ 0 ].depends_people ).toEqual( [] );

	const opener = add( GIFT.key );
	await userEvent.click(
		within( dialog ).getByRole( 'button', { name: '完成' } )
	);
	await waitFor( () => expect( screen.queryByRole( 'dialog' ) ).toBeNull() );
	// The summary lists them on the representative's row.
	expect(
		within( screen.getByTestId( `section-${ GIFT.key }` ) ).getByText(
			/王媽媽（信女，民國49年/
		)
	).toBeInTheDocument();
	expect( opener ).toHaveFocus();
} );
