/**
 * The family book in My Account with the shared believer form on its own
 * state: a kind's fields, the form's validation message, saves through the
 * REST route in the wire shape, the server's refusal next to its field with
 * the input kept, deletion only after confirmation, and the light again
 * address. Only the network (window.fetch) is mocked.
 */

/**
 * External dependencies
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import { setRequestGuard } from '../../api/middleware';
import {
	ORIGIN,
	installResponse,
	json,
	loadZhTw,
	mockNetwork,
	type Handler,
} from '../../components/offering-page/test/fixtures';
import { polyfillDialog } from '../../components/product-believers/test/helpers';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { TaiSuiWords } from '../../domain/tai-sui-rules';
import taiSuiFixtures from '../../domain/test/tai-sui.fixtures.json';
import { believerFieldMessage } from '../../domain/validation';
import type { SavedBeliever } from '../../types/saved-believer';
import { FamilyBook } from '../family-book';
import { lightAgainUrl } from '../light-again';
import type { BookSettings } from '../settings';

loadZhTw();

beforeAll( () => {
	installResponse();
	polyfillDialog();
	setRequestGuard( () => ( {
		allowedOrigins: [ ORIGIN ],
		restNonce: 'book-nonce',
	} ) );
} );

const WANG: SavedBeliever = {
	id: 41,
	product_category: [ 'light' ],
	data: completeBeliever( 'light', {
		name: '王小明',
		address: '台南市中山路1號',
	} ),
	modified: '2026-01-01T00:00:00',
};

function settings( overrides: Partial< BookSettings > = {} ): BookSettings {
	return {
		allowedOrigins: [ ORIGIN ],
		restNonce: 'book-nonce',
		believers: [ WANG ],
		kinds: [ 'light', 'worship', 'animal', 'pudu' ],
		offerings: [
			{
				id: 11,
				name: '光明燈',
				kind: 'light',
				url: `${ ORIGIN }/offerings/?category=light`,
			},
			{
				id: 30,
				name: '寵物祈福',
				kind: 'animal',
				url: `${ ORIGIN }/offerings/?category=animal`,
			},
		],
		...overrides,
	};
}

/** What the mocked shop received: method, URL, body, nonce. */
type Sent = { method: string; url: string; body: unknown; nonce: string };

function shop( answer: Handler ) {
	const sent: Sent[] = [];
	mockNetwork( ( url, init ) => {
		const headers = ( init.headers ?? {} ) as Record< string, string >;
		sent.push( {
			// apiFetch sends PUT and DELETE as a POST that names them
			// (WordPress's method override), as WordPress reads them.
			method: String(
				headers[ 'X-HTTP-Method-Override' ] ?? init.method ?? 'GET'
			),
			url,
			body: init.body ? JSON.parse( String( init.body ) ) : null,
			nonce: String( headers[ 'X-WP-Nonce' ] ?? '' ),
		} );
		return answer( url, init );
	} );
	return sent;
}

const group = ( name: string ) =>
	screen.getByRole( 'region', { name } ) as HTMLElement;

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
	const name = within( people ).getByLabelText( /^信眾姓名/ );
	expect( name ).toHaveAttribute( 'aria-invalid', 'true' );
	expect(
		document.getElementById( name.getAttribute( 'aria-describedby' )! )
	).toHaveTextContent(
		believerFieldMessage( 'light', {
			index: 0,
			field: 'name',
			code: 'required',
		} )
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
	await user.type( within( people ).getByLabelText( /^信眾姓名/ ), '陳大文' );
	await user.type(
		within( people ).getByLabelText( /^信眾地址/ ),
		'高雄市民族路2號'
	);
	const birthday = within( people ).getByRole( 'group', {
		name: '農曆生辰',
	} );
	await user.selectOptions( within( birthday ).getByLabelText( /^年/ ), [
		'1980',
	] );
	await user.selectOptions( within( birthday ).getByLabelText( /^月/ ), [
		'08',
	] );
	await user.selectOptions( within( birthday ).getByLabelText( /^日/ ), [
		'15',
	] );
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
	expect( address ).toHaveAttribute( 'aria-invalid', 'true' );
	expect(
		document.getElementById( address.getAttribute( 'aria-describedby' )! )
	).toHaveTextContent(
		believerFieldMessage( 'light', {
			index: 0,
			field: 'address',
			code: 'invalid',
		} )
	);
	// Changing the field clears what the server said about it.
	await user.type( address, '之1' );
	expect( address ).not.toHaveAttribute( 'aria-invalid' );
} );

test( 'delete asks first and sends DELETE only when confirmed', async () => {
	const sent = shop( () => json( { deleted: true, id: 41 } ) );
	const user = userEvent.setup();
	render( <FamilyBook settings={ settings() } /> );

	await user.click( screen.getByRole( 'button', { name: '刪除 王小明' } ) );
	const dialog = screen.getByRole( 'dialog', { name: '確認刪除' } );
	expect( dialog ).toHaveTextContent( '確定要從家人名冊刪除 王小明 嗎？' );
	await user.click(
		within( dialog ).getByRole( 'button', { name: '取消' } )
	);
	expect( sent ).toEqual( [] );

	await user.click( screen.getByRole( 'button', { name: '刪除 王小明' } ) );
	await user.click(
		within( screen.getByRole( 'dialog', { name: '確認刪除' } ) ).getByRole(
			'button',
			{ name: '刪除' }
		)
	);
	await waitFor( () =>
		expect( screen.getByRole( 'status' ) ).toHaveTextContent(
			'已刪除 王小明。'
		)
	);
	expect( sent ).toEqual( [
		expect.objectContaining( {
			method: 'DELETE',
			url: expect.stringContaining( '/temple-offerings/v1/believers/41' ),
		} ),
	] );
	expect( screen.queryByRole( 'checkbox', { name: '王小明' } ) ).toBeNull();
	// The person's buttons are gone: the focus lands on their group's heading.
	expect( screen.getByRole( 'heading', { name: '一般' } ) ).toHaveFocus();
} );

test( 'light again opens the chosen offering for the ticked people, of their kind only', async () => {
	shop( () => json( {} ) );
	const navigate = jest.fn();
	const user = userEvent.setup();
	const second: SavedBeliever = {
		...WANG,
		id: 42,
		data: { ...WANG.data, name: '王小華' },
	};
	render(
		<FamilyBook
			settings={ settings( { believers: [ WANG, second ] } ) }
			navigate={ navigate }
		/>
	);
	const light = screen.getByRole( 'region', { name: '再次點燈' } );
	await user.click(
		within( light ).getByRole( 'button', { name: '再次點燈' } )
	);
	expect( within( light ).getByRole( 'alert' ) ).toHaveTextContent(
		'請先勾選要登記的家人。'
	);

	await user.click( screen.getByRole( 'checkbox', { name: '王小明' } ) );
	await user.click( screen.getByRole( 'checkbox', { name: '王小華' } ) );
	const offering = within( light ).getByLabelText( '登記項目' );
	// Only offerings whose form fits the ticked people (lamps).
	expect(
		within( offering )
			.getAllByRole( 'option' )
			.map( ( option ) => option.textContent )
	).toEqual( [ '請選擇', '光明燈（點燈）' ] );
	await user.selectOptions( offering, [ '11' ] );
	await user.click(
		within( light ).getByRole( 'button', { name: '再次點燈' } )
	);
	expect( navigate ).toHaveBeenCalledWith(
		`${ ORIGIN }/offerings/?category=light&light=41,42&offering=11`
	);
	expect(
		lightAgainUrl(
			{ id: 5, name: 'x', kind: 'light', url: `${ ORIGIN }/lamp/` },
			[ 1 ]
		)
	).toBe( `${ ORIGIN }/lamp/?light=1&offering=5` );
} );

test( 'lists who 犯太歲 in the temple’s year, each with a link that opens the 太歲燈 for them alone', () => {
	// The temple's words as the shared 太歲 fixture has them.
	const words = taiSuiFixtures.words as TaiSuiWords;
	const person = (
		id: number,
		name: string,
		birthday: string,
		category = 'light'
	): SavedBeliever => ( {
		...WANG,
		id,
		product_category: [ category ],
		data: { ...completeBeliever( 'light', { name } ), birthday },
	} );
	const horse = person( 51, '王馬年', '1990-06-15-午' );
	const sheep = person( 52, '林羊年', '1991-06-15-午' );
	const rat = person( 53, '陳鼠年', '1984-02-02-吉', 'worship' );
	const unknown = person( 54, '李未知', '1990-06-吉-吉' );
	const pet = person( 55, '小白', '2014-05-05-吉', 'animal' );
	// 普渡's birthday is its living registrant's: reckoned, listed with the
	// people. 超薦 asks no birthday: one left in its data is not trusted.
	const pudu = person( 56, '張普渡', '1990-03-01-吉', 'pudu' );
	const merit = person( 57, '李超薦', '1990-03-01-吉', 'super' );
	const taiSui = {
		year: 2026,
		boundary: 'lunar_new_year' as const,
		counted: [ 'zhi', 'chong', 'hai', 'po', 'xing' ] as const,
		productId: 11,
		words,
	};
	// The book keeps its entries in its own state: each case renders afresh.
	const { unmount } = render(
		<FamilyBook
			settings={ settings( {
				believers: [ horse, sheep, rat, unknown, pet, pudu, merit ],
				taiSui: { ...taiSui, counted: [ ...taiSui.counted ] },
			} ) }
		/>
	);
	const list = screen.getByRole( 'region', {
		name: '2026 丙午年犯太歲的家人',
	} );
	const items = within( list ).getAllByRole( 'listitem' );
	// The horse (值), the rat (沖) and 普渡's registrant (值): not the sheep,
	// the unknown day, the pet (born in a 馬 year too, but pets are not
	// reckoned) nor the 超薦 entry, as the ritual list and the reminder.
	expect( items.map( ( item ) => item.textContent ) ).toEqual( [
		expect.stringContaining( '王馬年屬馬，2026 丙午年 值太歲' ),
		expect.stringContaining( '陳鼠年屬鼠，2026 丙午年 沖太歲' ),
		expect.stringContaining( '張普渡屬馬，2026 丙午年 值太歲' ),
	] );
	// The 太歲燈 is a lamp: its link for the lamp person, who alone is filled in.
	expect(
		within( items[ 0 ] ).getByRole( 'link', {
			name: '為此信眾安太歲 王馬年',
		} )
	).toHaveAttribute(
		'href',
		`${ ORIGIN }/offerings/?category=light&light=51&offering=11`
	);
	// A person saved for worship cannot take a lamp's form: no link.
	expect( within( items[ 1 ] ).queryByRole( 'link' ) ).toBeNull();

	// A temple that counts only 值 and in 2027 (丁未): the sheep 值, the rat 害
	// is not counted, the horse 害 neither.
	unmount();
	const second = render(
		<FamilyBook
			settings={ settings( {
				believers: [ horse, sheep, rat ],
				taiSui: { ...taiSui, year: 2027, counted: [ 'zhi' ] },
			} ) }
		/>
	);
	const next = screen.getByRole( 'region', {
		name: '2027 丁未年犯太歲的家人',
	} );
	expect(
		within( next )
			.getAllByRole( 'listitem' )
			.map( ( item ) => item.textContent )
	).toEqual( [
		expect.stringContaining( '林羊年屬羊，2027 丁未年 值太歲' ),
	] );

	// No one concerned: said so; no 太歲 settings: no section.
	second.unmount();
	const third = render(
		<FamilyBook
			settings={ settings( {
				believers: [ horse ],
				taiSui: { ...taiSui, year: 2027, counted: [ 'zhi' ] },
			} ) }
		/>
	);
	expect(
		screen.getByText( '家人名冊中沒有人在 2027 丁未年犯太歲。' )
	).toBeVisible();
	third.unmount();
	render( <FamilyBook settings={ settings( { believers: [ horse ] } ) } /> );
	expect( screen.queryByText( /犯太歲/ ) ).toBeNull();
} );
