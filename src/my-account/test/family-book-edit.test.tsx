/**
 * The family book in My Account with the shared believer form on its own
 * state: a kind's fields, the form's validation message, saves through the
 * REST route in the wire shape, and the server's refusal next to its field
 * with the input kept. Only the network (window.fetch) is mocked.
 */

/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { json } from '../../components/offering-page/test/fixtures';
import { expectFieldMessage, typeBeliever } from '../../test/rest-form';
import { FamilyBook } from '../family-book';
import { group, inFamilyBook, settings, shop } from './book-helpers';

inFamilyBook();

test( 'lists people by group, and a new pet gets the pet fields with the lunar selects', async () => {
	shop( () => json( {} ) );
	const user = userEvent.setup();
	render( <FamilyBook settings={ settings() } /> );

	const people = group( '一般' );
	expect(
		within( people ).getByRole( 'checkbox', { name: '王小明' } )
	).toBeInTheDocument();
	expect(
		within( people ).getByRole( 'button', { name: '編輯 王小明' } )
	).toBeInTheDocument();
	expect( within( group( '寵物' ) ).getByText( '尚無資料。' ) ).toBeVisible();

	await user.click( screen.getByRole( 'button', { name: '新增寵物' } ) );
	const pets = group( '寵物' );
	// The focus moves into the opened form.
	expect( within( pets ).getByLabelText( /^寵物名字/ ) ).toHaveFocus();
	const gender = within( pets ).getByLabelText( /^寵物性別/ );
	expect(
		within( gender )
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent )
	).toEqual( [ '公', '母' ] );
	const birthday = within( pets ).getByRole( 'group', {
		name: '寵物農曆生辰',
	} );
	expect( within( birthday ).getAllByRole( 'combobox' ) ).toHaveLength( 4 );
	// A lamp's fields are not a pet's: no kind choice for a one-kind group.
	expect( within( pets ).queryByLabelText( '登記類別' ) ).toBeNull();
} );

test( 'an empty save shows the form’s messages and sends nothing', async () => {
	const sent = shop( () => json( {} ) );
	const user = userEvent.setup();
	render( <FamilyBook settings={ settings() } /> );

	await user.click( screen.getByRole( 'button', { name: '新增家人' } ) );
	const people = group( '一般' );
	expect( within( people ).getByLabelText( '登記類別' ) ).toHaveFocus();
	await user.click(
		within( people ).getByRole( 'button', { name: '儲存' } )
	);

	expect( within( people ).getByRole( 'alert' ) ).toHaveTextContent(
		'請修正標示的欄位。'
	);
	expectFieldMessage(
		within( people ).getByLabelText( /^信眾姓名/ ),
		'light',
		{ index: 0, field: 'name', code: 'required' }
	);
	expect( sent ).toEqual( [] );
} );

test( 'a new person is saved through the REST route in the wire shape and listed', async () => {
	const sent = shop( ( _url, init ) => {
		const body = JSON.parse( String( init.body ) ) as {
			believers: { product_category: string[]; data: unknown }[];
		};
		return json(
			[
				{
					id: 77,
					product_category: body.believers[ 0 ].product_category,
					data: body.believers[ 0 ].data,
					modified: '2026-02-02T00:00:00',
				},
			],
			201
		);
	} );
	const user = userEvent.setup();
	render( <FamilyBook settings={ settings() } /> );

	await user.click( screen.getByRole( 'button', { name: '新增家人' } ) );
	const people = group( '一般' );
	await user.selectOptions( within( people ).getByLabelText( '登記類別' ), [
		'worship',
	] );
	await typeBeliever( user, people, '陳大文', '高雄市民族路2號' );
	await user.click(
		within( people ).getByRole( 'button', { name: '儲存' } )
	);

	await waitFor( () =>
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'已儲存 陳大文。'
		)
	);
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ] ).toMatchObject( {
		method: 'POST',
		nonce: 'book-nonce',
		body: {
			believers: [
				{
					product_category: [ 'worship' ],
					data: expect.objectContaining( {
						name: '陳大文',
						address: '高雄市民族路2號',
						birthday: '1980-08-15-吉',
						time: '吉',
						product_category: [ 'worship' ],
					} ),
				},
			],
		},
	} );
	expect( sent[ 0 ].url ).toContain( '/temple-offerings/v1/believers' );
	expect(
		within( group( '一般' ) ).getByRole( 'checkbox', { name: '陳大文' } )
	).toBeInTheDocument();
	// The focus is back on the button that opened the form.
	expect( screen.getByRole( 'button', { name: '新增家人' } ) ).toHaveFocus();
} );

test( 'the server’s refusal shows next to its field and keeps what was typed', async () => {
	const sent = shop( () =>
		json(
			{
				code: 'temple_offerings_invalid_believer',
				message: '部分信眾資料不完整或有誤。',
				data: {
					status: 400,
					errors: [ { index: 0, field: 'address', code: 'invalid' } ],
				},
			},
			400
		)
	);
	const user = userEvent.setup();
	render( <FamilyBook settings={ settings() } /> );

	await user.click( screen.getByRole( 'button', { name: '編輯 王小明' } ) );
	const people = group( '一般' );
	const address = within( people ).getByLabelText( /^信眾地址/ );
	await user.clear( address );
	await user.type( address, '台南市新地址9號' );
	await user.click(
		within( people ).getByRole( 'button', { name: '儲存' } )
	);

	await waitFor( () =>
		expect( within( people ).getByRole( 'alert' ) ).toHaveTextContent(
			'部分信眾資料不完整或有誤。'
		)
	);
	expect( sent[ 0 ] ).toMatchObject( {
		method: 'PUT',
		body: {
			product_category: [ 'light' ],
			data: expect.objectContaining( { address: '台南市新地址9號' } ),
		},
	} );
	expect( sent[ 0 ].url ).toContain( '/temple-offerings/v1/believers/41' );
	expect( address ).toHaveValue( '台南市新地址9號' );
	expectFieldMessage( address, 'light', {
		index: 0,
		field: 'address',
		code: 'invalid',
	} );
	// Changing the field clears what the server said about it.
	await user.type( address, '之1' );
	expect( address ).not.toHaveAttribute( 'aria-invalid' );
} );
