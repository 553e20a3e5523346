/**
 * Staff's believer form in the order screen's Believers box, on its own
 * state and the real believer fields: a form per line with places without
 * a believer, the offering page's fields and messages, saves through the
 * REST route in the wire shape, the server's refusal next to its field with
 * the input kept, a line that changed meanwhile read again, and a gift
 * line's family registrants. Only the network (window.fetch) is mocked.
 * How the form lives with the rest of the order screen:
 * order-screen.test.tsx.
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
import {
	expectFieldMessage,
	typeBeliever,
	recordingShop as shop,
} from '../../test/rest-form';
import { OrderEditor } from '../order-editor';
import { line } from './order-line';
import { inOrderEditor, lineForm, orderScreen, settings } from './order-screen';

inOrderEditor();

test( 'a line short of two believers shows the lamp’s fields twice; an empty save shows the messages and sends nothing', async () => {
	const sent = shop( () => json( {} ) );
	const user = userEvent.setup();
	const { box } = orderScreen();
	render(
		<OrderEditor
			settings={ settings( [
				line(),
				line( {
					item_id: 6,
					name: '太歲燈',
					missing: 0,
					believers: 2,
					stored: 2,
				} ),
			] ) }
		/>,
		{ container: box }
	);

	const lamp = lineForm( '光明燈：2 個名額尚未登記信眾' );
	expect( screen.queryByRole( 'region', { name: /^太歲燈/ } ) ).toBeNull();
	const believers = within( lamp ).getAllByRole( 'group', {
		name: /^信眾資料 \d$/,
	} );
	expect(
		believers.map(
			( group ) => group.querySelector( 'legend' )?.textContent
		)
	).toEqual( [ '信眾資料 1', '信眾資料 2' ] );
	expect(
		within( believers[ 0 ] ).getByRole( 'group', { name: '農曆生辰' } )
	).toBeInTheDocument();

	await user.click(
		within( lamp ).getByRole( 'button', { name: '儲存 2 位信眾' } )
	);
	expect( within( lamp ).getByRole( 'alert' ) ).toHaveTextContent(
		'請修正標示的欄位。'
	);
	expectFieldMessage(
		within( believers[ 0 ] ).getByLabelText( /^信眾姓名/ ),
		'light',
		{ index: 0, field: 'name', code: 'required' }
	);
	expect( sent ).toEqual( [] );
} );

test( 'one of two believers is saved through the REST route in the wire shape; the other place keeps its form', async () => {
	const sent = shop( () =>
		json(
			{ line: line( { believers: 1, stored: 1, missing: 1 } ), added: 1 },
			201
		)
	);
	const user = userEvent.setup();
	const { box } = orderScreen();
	render( <OrderEditor settings={ settings( [ line() ] ) } />, {
		container: box,
	} );

	const lamp = lineForm( '光明燈：2 個名額尚未登記信眾' );
	const [ first ] = within( lamp ).getAllByRole( 'group', {
		name: /^信眾資料 \d$/,
	} );
	await typeBeliever( user, first, '王小明' );
	await user.click(
		within( lamp ).getByRole( 'button', { name: '儲存 1 位信眾' } )
	);

	await waitFor( () =>
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'已為「光明燈」登記 1 位信眾。'
		)
	);
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ] ).toMatchObject( {
		method: 'POST',
		nonce: 'staff-nonce',
		body: {
			stored: 0,
			believers: [
				expect.objectContaining( {
					name: '王小明',
					address: '台南市中山路1號',
					birthday: '1980-08-15-吉',
				} ),
			],
		},
	} );
	expect( sent[ 0 ].url ).toContain(
		'/temple-offerings/v1/orders/42/lines/5/believers'
	);
	const left = lineForm( '光明燈：1 個名額尚未登記信眾' );
	const rows = within( left ).getAllByRole( 'group', {
		name: /^信眾資料 \d$/,
	} );
	expect( rows ).toHaveLength( 1 );
	// The next believer of the line, empty.
	expect( within( rows[ 0 ] ).getByText( '信眾資料 2' ) ).toBeInTheDocument();
	expect( within( rows[ 0 ] ).getByLabelText( /^信眾姓名/ ) ).toHaveValue(
		''
	);
} );

test( 'the server’s refusal shows next to its field and keeps what was typed', async () => {
	shop( () =>
		json(
			{
				code: 'temple_offerings_invalid_believer',
				message: '部分結緣品的資料不完整，請檢查',
				data: {
					status: 400,
					errors: [ { index: 0, field: 'address', code: 'invalid' } ],
				},
			},
			400
		)
	);
	const user = userEvent.setup();
	const { box } = orderScreen();
	render( <OrderEditor settings={ settings( [ line() ] ) } />, {
		container: box,
	} );

	const lamp = lineForm( '光明燈：2 個名額尚未登記信眾' );
	const rows = within( lamp ).getAllByRole( 'group', {
		name: /^信眾資料 \d$/,
	} );
	// The second row only: the server's index 0 is that row.
	await typeBeliever( user, rows[ 1 ], '李四' );
	await user.click(
		within( lamp ).getByRole( 'button', { name: '儲存 1 位信眾' } )
	);

	await waitFor( () =>
		expect( within( lamp ).getByRole( 'alert' ) ).toHaveTextContent(
			'部分結緣品的資料不完整，請檢查'
		)
	);
	const address = within( rows[ 1 ] ).getByLabelText( /^信眾地址/ );
	expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( address ).toHaveValue( '台南市中山路1號' );
	expect( within( rows[ 1 ] ).getByLabelText( /^信眾姓名/ ) ).toHaveValue(
		'李四'
	);
	expect(
		within( rows[ 0 ] ).getByLabelText( /^信眾地址/ )
	).not.toHaveAttribute( 'aria-invalid', 'true' );
} );

test( 'a line whose believers changed meanwhile is read again, and what was typed stays', async () => {
	const sent = shop( ( url ) =>
		url.includes( '/believers' )
			? json(
					{
						code: 'temple_offerings_line_changed',
						message:
							'這個項目的信眾資料已有變動，請再確認一次後儲存。',
						data: { status: 409 },
					},
					409
				)
			: json( {
					order_id: 42,
					lines: [ line( { believers: 1, stored: 1, missing: 1 } ) ],
				} )
	);
	const user = userEvent.setup();
	const { box } = orderScreen();
	render( <OrderEditor settings={ settings( [ line() ] ) } />, {
		container: box,
	} );

	const lamp = lineForm( '光明燈：2 個名額尚未登記信眾' );
	await typeBeliever(
		user,
		within( lamp ).getAllByRole( 'group', { name: /^信眾資料 \d$/ } )[ 0 ],
		'王小明'
	);
	await user.click(
		within( lamp ).getByRole( 'button', { name: '儲存 1 位信眾' } )
	);

	// The line read again: one place left, and its one row keeps what was
	// typed (the heading and the rows may arrive in separate renders).
	await waitFor( () => {
		expect(
			screen.getByRole( 'region', {
				name: '光明燈：1 個名額尚未登記信眾',
			} )
		).toBeInTheDocument();
		expect( screen.getByLabelText( /^信眾姓名/ ) ).toHaveValue( '王小明' );
	} );
	expect( sent.map( ( request ) => request.method ) ).toEqual( [
		'POST',
		'GET',
	] );
	expect( sent[ 1 ].url ).toContain( '/temple-offerings/v1/orders/42/lines' );
	expect( screen.getByRole( 'alert' ) ).toHaveTextContent(
		'這個項目的信眾資料已有變動'
	);
} );

test( 'Enter in a field saves the believers, not the order', async () => {
	const sent = shop( () =>
		json(
			{ line: line( { believers: 2, stored: 2, missing: 0 } ), added: 2 },
			201
		)
	);
	const user = userEvent.setup();
	const { form, box } = orderScreen();
	const submitted = jest.fn( ( event: Event ) => event.preventDefault() );
	form.addEventListener( 'submit', submitted );
	render(
		<OrderEditor
			settings={ settings( [
				line( { quantity: 1, places: 1, missing: 1 } ),
			] ) }
		/>,
		{ container: box }
	);

	const lamp = lineForm( '光明燈：1 個名額尚未登記信眾' );
	await typeBeliever( user, lamp, '王小明' );
	await user.type( within( lamp ).getByLabelText( /^信眾姓名/ ), '{Enter}' );

	await waitFor( () => expect( sent ).toHaveLength( 1 ) );
	expect( submitted ).not.toHaveBeenCalled();
} );

test( 'a gift line’s family registrants are entered in the offering page’s dialog and saved with its representative', async () => {
	const sent = shop( () =>
		json(
			{
				line: line( {
					name: '闔家平安',
					kind: 'gift',
					quantity: 1,
					places: 1,
					believers: 1,
					stored: 1,
					missing: 0,
				} ),
				added: 1,
			},
			201
		)
	);
	const user = userEvent.setup();
	const { box } = orderScreen();
	render(
		<OrderEditor
			settings={ settings( [
				line( {
					name: '闔家平安',
					kind: 'gift',
					quantity: 1,
					places: 1,
					missing: 1,
				} ),
			] ) }
		/>,
		{ container: box }
	);

	const gift = lineForm( '闔家平安：1 個名額尚未登記信眾' );
	await typeBeliever( user, gift, '王爸爸' );
	await user.click(
		within( gift ).getByRole( 'button', { name: '編輯闔家登記人' } )
	);
	const dialog = screen.getByRole( 'dialog', { name: '闔家登記人' } );
	const name = within( dialog ).getByLabelText( /^姓名/ );
	await waitFor( () => expect( name ).toHaveFocus() );
	await user.type( name, '王媽媽' );
	await user.selectOptions(
		within( dialog ).getAllByLabelText( /^性別/ )[ 0 ],
		'female'
	);
	await user.click(
		within( dialog ).getByRole( 'button', { name: '完成' } )
	);
	expect( screen.queryByRole( 'dialog' ) ).toBeNull();
	expect( within( gift ).getByText( /王媽媽/ ) ).toBeInTheDocument();

	await user.click(
		within( gift ).getByRole( 'button', { name: '儲存 1 位信眾' } )
	);
	await waitFor( () => expect( sent ).toHaveLength( 1 ) );
	expect( sent[ 0 ].body ).toMatchObject( {
		believers: [
			expect.objectContaining( {
				name: '王爸爸',
				depends_people: [
					expect.objectContaining( {
						name: '王媽媽',
						gender: 'female',
					} ),
				],
			} ),
		],
	} );
} );
