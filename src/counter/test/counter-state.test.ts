/**
 * The counter's state, pure: a household's people, offerings chosen with
 * the people ticked for each, "same as last year", what is checked before
 * sending, and the request the screen sends.
 */

/**
 * Internal dependencies
 */
import { normalizeProducts } from '../../api/normalize-products';
import {
	PRODUCTS,
	loadZhTw,
} from '../../components/offering-page/test/fixtures';
import { completeBeliever } from '../../domain/test/complete-believer';
import { formOf, sameForm } from '../../domain/same-form';
import type { ProductRow } from '../../types/product';
import { orderProblems } from '../counter-checks';
import {
	addPerson,
	editPerson,
	initialState,
	orderRequest,
	pickHousehold,
	sameAsLastYear,
	startNew,
	toggleOffering,
	togglePerson,
} from '../counter-state';
import { huangHousehold } from './household';

loadZhTw();

const ROWS: ProductRow[] = normalizeProducts( PRODUCTS ).map( ( row ) =>
	row.product_id === 12 ? { ...row, sold_out: true, stock: 0 } : row
);
const row = ( id: number, variation = 0 ) =>
	ROWS.find(
		( item ) => item.product_id === id && item.variation_id === variation
	) as ProductRow;

const HOUSEHOLD = huangHousehold(
	[
		{
			saved_id: 31,
			kind: 'light',
			data: completeBeliever( 'light', { name: '黃阿嬤' } ),
			last_year: [ { product_id: 11, variation_id: 0, name: '光明燈' } ],
		},
		{
			saved_id: 0,
			kind: 'worship',
			data: completeBeliever( 'light', { name: '黃大明' } ),
			last_year: [
				{ product_id: 11, variation_id: 0, name: '光明燈' },
				// Full now, and no longer offered.
				{ product_id: 12, variation_id: 0, name: '太歲燈' },
				{ product_id: 99, variation_id: 0, name: '已停辦的燈' },
			],
		},
		{
			saved_id: 0,
			kind: 'pudu',
			data: completeBeliever( 'pudu', { name: '黃阿嬤' } ),
			last_year: [
				{ product_id: 13, variation_id: 0, name: '普渡供品' },
			],
		},
	],
	'abc123'
);

test( 'kinds whose forms hold the same fields are one form, as the server reckons', () => {
	expect( formOf( 'worship' ) ).toBe( formOf( 'light' ) );
	expect( sameForm( 'change', 'light' ) ).toBe( true );
	for ( const other of [
		'pudu',
		'gift',
		'super',
		'dead-blessing',
		'animal',
	] as const ) {
		expect( sameForm( 'light', other ) ).toBe( false );
	}
} );

test( '"same as last year" ticks every person for what they had, in one step, and names what cannot be had', () => {
	const picked = pickHousehold( initialState( 'phone' ), HOUSEHOLD );
	expect( picked.channel ).toBe( 'phone' );
	expect( picked.contact.name ).toBe( '黃阿嬤' );
	const [ grandma, son, departed ] = picked.people;
	const { state, missed } = sameAsLastYear( picked, ROWS );
	expect( state.offerings ).toEqual( [ '11:0', '13:0' ] );
	expect( state.ticked[ '11:0' ] ).toEqual( [ grandma.key, son.key ] );
	expect( state.ticked[ '13:0' ] ).toEqual( [ departed.key ] );
	expect( missed ).toEqual( [ '太歲燈', '已停辦的燈' ] );
	// Twice is the same as once.
	expect( sameAsLastYear( state, ROWS ).state ).toEqual( state );

	const request = orderRequest( { ...state, payment: 'cash' }, ROWS );
	expect( request.customer ).toEqual( { id: 7, token: 'abc123' } );
	expect( request.channel ).toBe( 'phone' );
	expect(
		request.lines.map( ( line ) => [
			line.product_id,
			line.believers.map( ( b ) => [ b.name, b.saved_id ] ),
		] )
	).toEqual( [
		[
			11,
			[
				[ '黃阿嬤', 31 ],
				[ '黃大明', undefined ],
			],
		],
		[ 13, [ [ '黃阿嬤', undefined ] ] ],
	] );
	// The wire shape: the row's categories, a lunar date joined, the row id the person's.
	expect( request.lines[ 0 ].believers[ 0 ] ).toMatchObject( {
		product_category: [ 'light' ],
		birthday: HOUSEHOLD.people[ 0 ].data.birthday,
		id: grandma.key,
	} );
	expect( orderProblems( { ...state, payment: 'cash' }, ROWS ).first ).toBe(
		''
	);
} );

test( 'an offering nobody of the household fits gets the worshipper to type at once; "another person" only the address', () => {
	let state = startNew( initialState(), '0912 345 678' );
	expect( state.contact.phone ).toBe( '0912 345 678' );
	state = {
		...state,
		contact: { ...state.contact, name: '陳大同', address_1: '台南市東區' },
	};
	state = toggleOffering( state, row( 13 ) );
	expect( state.people ).toHaveLength( 1 );
	expect( state.people[ 0 ] ).toMatchObject( {
		kind: 'pudu',
		fresh: true,
		saved_id: 0,
	} );
	expect( state.people[ 0 ].believer ).toMatchObject( {
		name: '陳大同',
		address: '台南市東區',
		deceased_gender: '',
		// The tablet stands at the household's address unless told otherwise.
		deceased_address: '台南市東區',
	} );
	expect( state.ticked[ '13:0' ] ).toEqual( [ state.people[ 0 ].key ] );
	state = addPerson( state, row( 13 ) );
	expect( state.people[ 1 ].believer ).toMatchObject( {
		name: '',
		address: '台南市東區',
	} );
	// Put back: its ticks go, the people typed stay for another offering.
	state = toggleOffering( state, row( 13 ) );
	expect( state.offerings ).toEqual( [] );
	expect( state.ticked ).toEqual( {} );
	expect( state.people ).toHaveLength( 2 );
	expect( startNew( initialState(), '王小明' ).contact ).toMatchObject( {
		name: '王小明',
		phone: '',
	} );
} );

test( 'a person changed once is changed for every offering they are ticked for', () => {
	let state = pickHousehold( initialState(), HOUSEHOLD );
	const [ grandma ] = state.people;
	state = togglePerson( state, '11:0', grandma.key );
	state = togglePerson( state, '20:21', grandma.key );
	state = editPerson( state, grandma.key, { address: '台南市新地址' } );
	const request = orderRequest( { ...state, payment: 'card' }, ROWS );
	expect(
		request.lines.map( ( line ) => line.believers[ 0 ].address )
	).toEqual( [ '台南市新地址', '台南市新地址' ] );
	// Unticked again: the offering stays chosen, with nobody; the check says so.
	state = togglePerson( state, '11:0', grandma.key );
	expect( orderProblems( { ...state, payment: 'card' }, ROWS ).lines ).toBe(
		'請為每項選擇的結緣品至少勾選一位登記的人。'
	);
} );

test( "what is checked before sending: the name, a guest's phone, people, details, the payment and a free one's reason", () => {
	const empty = startNew( initialState(), '' );
	const problems = orderProblems( empty, ROWS );
	expect( problems.contact ).toEqual( {
		name: '請輸入信眾姓名。',
		phone: '請輸入信眾的電話，以便宮廟聯絡。',
	} );
	expect( problems.lines ).toBe( '請選擇至少一項結緣品，並勾選登記的人。' );
	expect( problems.payment ).toBe( '請選擇付款方式。' );
	expect( problems.first ).toBe( '請輸入信眾姓名。' );

	let state = {
		...empty,
		contact: { ...empty.contact, name: '陳大同', phone: '0912345678' },
	};
	state = toggleOffering( state, row( 13 ) );
	// The deceased's name and gender are not typed yet.
	const incomplete = orderProblems( { ...state, payment: 'free' }, ROWS );
	expect( incomplete.people ).toEqual( [ state.people[ 0 ].key ] );
	expect( incomplete.first ).toBe( '請修正標示的欄位。' );
	expect( incomplete.reason ).toBe( '請填寫免費結緣的原因。' );
	// An account needs no phone.
	const account = pickHousehold( initialState(), {
		...HOUSEHOLD,
		contact: { ...HOUSEHOLD.contact, phone: '' },
	} );
	expect( orderProblems( account, ROWS ).contact ).toEqual( {} );
} );
