/**
 * The page's fill from its address: a renew answer or saved believers onto
 * the page's rows, what is named and left out, and how it meets a draft.
 */

/**
 * Internal dependencies
 */
import {
	emptyBeliever,
	fromCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../../domain/believer';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { ProductRow } from '../../types/product';
import type { Renewal } from '../../types/renewal';
import type { SavedBeliever } from '../../types/saved-believer';
import { applyFill, lightPlan, renewalPlan, rowOfProduct } from '../fill';
import { fillMessages } from '../fill-messages';
import { fillRequest, withoutFillArgs } from '../fill-request';
import { loadZhTw } from '../../components/offering-page/test/fixtures';

function row(
	productId: number,
	name: string,
	category: string[],
	fields: Partial< ProductRow > = {}
): ProductRow {
	const variationId = fields.variation_id ?? 0;
	return {
		key: `${ productId }:${ variationId }`,
		product_id: productId,
		variation_id: variationId,
		name,
		slug: name,
		type: variationId ? 'variable' : 'simple',
		category,
		image: '',
		image_width: 0,
		image_height: 0,
		short_description: '',
		price: '600',
		regular_price: '600',
		sale_price: '',
		variation_attributes: [],
		variation_image: '',
		stock: null,
		low_stock: false,
		sold_out: false,
		...fields,
	};
}

const LAMP = row( 12, '光明燈', [ 'light' ] );
const TAISUI = row( 13, '太歲燈', [ 'light' ] );
const PUDU = row( 20, '普渡', [ 'pudu' ] );
const PLAN = row( 30, '禮斗 - 基本', [ 'worship' ], { variation_id: 31 } );
const FULL = row( 40, '額滿的燈', [ 'light' ], { sold_out: true } );
const ROWS = [ LAMP, TAISUI, PUDU, PLAN, FULL ];

const person = ( name: string, birthday = '1980-04-12-子' ): CartBeliever =>
	completeBeliever( 'light', {
		id: `order-${ name }`,
		name,
		birthday,
		time: birthday.split( '-' )[ 3 ],
	} );

const renewal = ( fields: Partial< Renewal > = {} ): Renewal => ( {
	order_id: 41,
	lines: [
		{
			product_id: 12,
			variation_id: 0,
			name: '光明燈',
			kind: 'light',
			believers: [
				person( '王小明' ),
				person( '王小華', '1990-01-05-午' ),
			],
		},
	],
	skipped: [],
	...fields,
} );

let ids = 0;
const makeId = () => `new-${ ++ids }`;

beforeEach( () => {
	ids = 0;
} );

describe( 'the address', () => {
	it( 'asks for a renew by order id, or saved believers for one offering', () => {
		expect( fillRequest( '?category=light&renew=41' ) ).toEqual( {
			type: 'renew',
			orderId: 41,
		} );
		expect( fillRequest( '?light=7,8,7,x,-3&offering=31' ) ).toEqual( {
			type: 'light',
			savedIds: [ 7, 8 ],
			productId: 31,
		} );
	} );

	it( 'asks for nothing with ids that are not ids', () => {
		expect( fillRequest( '?renew=abc' ) ).toBeNull();
		expect( fillRequest( '?renew=0' ) ).toBeNull();
		expect( fillRequest( '?light=7' ) ).toBeNull();
		expect( fillRequest( '?light=x&offering=3' ) ).toBeNull();
		expect( fillRequest( '?category=light' ) ).toBeNull();
	} );

	it( 'loses the fill arguments and keeps the tab', () => {
		expect(
			withoutFillArgs(
				'https://temple.test/offerings/?category=light&renew=41&light=1&offering=2'
			)
		).toBe( 'https://temple.test/offerings/?category=light' );
	} );
} );

describe( 'a renew answer on the page', () => {
	it( 'selects the offering and fills the same believers in, with new row ids and the offering’s categories', () => {
		const plan = renewalPlan( renewal(), ROWS );
		expect( plan.skipped ).toEqual( [] );
		const result = applyFill( plan, [], {}, [], makeId );
		expect( result.selected ).toEqual( [ '12:0' ] );
		expect( result.filled ).toBe( 2 );
		const filled = result.byRow[ '12:0' ];
		expect( filled.map( ( item ) => item.name ) ).toEqual( [
			'王小明',
			'王小華',
		] );
		expect( filled.map( ( item ) => item.id ) ).toEqual( [
			'new-1',
			'new-2',
		] );
		expect( filled[ 1 ].birthday ).toEqual( {
			year: '1990',
			month: '01',
			day: '05',
			time: '午',
		} );
		expect( filled[ 0 ].product_category ).toEqual( [ 'light' ] );
		// Nothing but the table's fields: 虛歲 and 生肖 are worked out by the
		// form from today's lunar year, never carried from the old order.
		expect( Object.keys( toCartBeliever( filled[ 0 ] ) ).sort() ).toEqual(
			Object.keys( person( 'x' ) ).sort()
		);
	} );

	it( 'names lines no longer sold, not on this page, full or of another form', () => {
		const plan = renewalPlan(
			renewal( {
				lines: [
					...renewal().lines,
					{
						product_id: 99,
						variation_id: 0,
						name: '別頁的燈',
						kind: 'light',
						believers: [ person( '甲' ) ],
					},
					{
						product_id: 40,
						variation_id: 0,
						name: '額滿的燈',
						kind: 'light',
						believers: [ person( '乙' ) ],
					},
					{
						product_id: 20,
						variation_id: 0,
						name: '普渡',
						kind: 'light',
						believers: [ person( '丙' ) ],
					},
				],
				skipped: [ { name: '舊的太歲燈' } ],
			} ),
			ROWS
		);
		expect( plan.lines.map( ( line ) => line.row.key ) ).toEqual( [
			'12:0',
		] );
		expect( plan.skipped ).toEqual( [
			'舊的太歲燈',
			'別頁的燈',
			'額滿的燈',
			'普渡',
		] );
	} );

	it( 'puts two lines of one offering, and a variation, on their rows', () => {
		const plan = renewalPlan(
			renewal( {
				lines: [
					...renewal().lines,
					{
						product_id: 12,
						variation_id: 0,
						name: '光明燈',
						kind: 'light',
						believers: [ person( '王大同' ) ],
					},
					{
						product_id: 30,
						variation_id: 31,
						name: '禮斗 - 基本',
						kind: 'worship',
						believers: [ person( '王禮斗' ) ],
					},
				],
			} ),
			ROWS
		);
		const result = applyFill( plan, [], {}, [], makeId );
		expect( result.selected ).toEqual( [ '12:0', '30:31' ] );
		expect( result.byRow[ '12:0' ] ).toHaveLength( 3 );
		expect( result.byRow[ '30:31' ][ 0 ].name ).toBe( '王禮斗' );
	} );
} );

describe( 'a fill meeting a draft', () => {
	const typed = ( name: string, id: string ): BelieverFormItem => ( {
		...fromCartBeliever( person( name ) ),
		id,
	} );

	it( 'keeps what was typed, adds after it and replaces only untouched forms', () => {
		const byRow = {
			'12:0': [
				typed( '陳先生', 'draft-1' ),
				emptyBeliever( 'light', 'draft-2', [ 'light' ] ),
			],
			'13:0': [ typed( '太歲信眾', 'draft-3' ) ],
		};
		const result = applyFill(
			renewalPlan( renewal(), ROWS ),
			[ '13:0', '12:0' ],
			byRow,
			[],
			makeId
		);
		expect( result.selected ).toEqual( [ '13:0', '12:0' ] );
		expect( result.byRow[ '12:0' ].map( ( item ) => item.name ) ).toEqual( [
			'陳先生',
			'王小明',
			'王小華',
		] );
		expect( result.byRow[ '13:0' ] ).toBe( byRow[ '13:0' ] );
		expect( result.keptTyped ).toBe( true );
	} );

	it( 'says typed data is kept when it sits on an offering the fill does not touch', () => {
		const byRow = { '13:0': [ typed( '太歲信眾', 'draft-3' ) ] };
		const result = applyFill(
			renewalPlan( renewal(), ROWS ),
			[ '13:0' ],
			byRow,
			[],
			makeId
		);
		expect( result.selected ).toEqual( [ '13:0', '12:0' ] );
		expect( result.byRow[ '13:0' ] ).toBe( byRow[ '13:0' ] );
		expect( result.keptTyped ).toBe( true );
		// Untouched forms alone are nothing to keep.
		const empty = applyFill(
			renewalPlan( renewal(), ROWS ),
			[ '13:0' ],
			{ '13:0': [ emptyBeliever( 'light', 'draft-4', [ 'light' ] ) ] },
			[],
			makeId
		);
		expect( empty.keptTyped ).toBe( false );
	} );

	it( 'never adds the same person twice (a second click on the button)', () => {
		const first = applyFill(
			renewalPlan( renewal(), ROWS ),
			[],
			{},
			[],
			makeId
		);
		const again = applyFill(
			renewalPlan( renewal(), ROWS ),
			first.selected,
			first.byRow,
			[],
			makeId
		);
		expect( again.filled ).toBe( 0 );
		expect( again.duplicates ).toBe( 2 );
		expect( again.byRow[ '12:0' ] ).toHaveLength( 2 );
	} );

	it( 'leaves an offering already in the prayer bag alone and names it', () => {
		const byRow = { '12:0': [ typed( '陳先生', 'draft-1' ) ] };
		const result = applyFill(
			renewalPlan( renewal(), ROWS ),
			[ '12:0' ],
			byRow,
			[ '12:0' ],
			makeId
		);
		expect( result.byRow[ '12:0' ] ).toBe( byRow[ '12:0' ] );
		expect( result.inBag ).toEqual( [ '光明燈' ] );
		expect( result.filled ).toBe( 0 );
	} );

	it( 'fills no offering past the believers it takes', () => {
		const gift = row( 50, '結緣品', [ 'gift' ] );
		const result = applyFill(
			{
				lines: [
					{
						row: gift,
						believers: [
							{
								data: completeBeliever( 'gift', {
									name: '甲',
								} ),
							},
							{
								data: completeBeliever( 'gift', {
									name: '乙',
								} ),
							},
						],
					},
				],
				skipped: [],
			},
			[],
			{},
			[],
			makeId
		);
		expect( result.byRow[ '50:0' ].map( ( item ) => item.name ) ).toEqual( [
			'甲',
		] );
		expect( result.overLimit ).toEqual( [ '乙' ] );
	} );
} );

describe( 'saved believers for one offering (light again)', () => {
	const saved = (
		id: number,
		name: string,
		category: string[]
	): SavedBeliever => ( {
		id,
		product_category: category,
		data: { ...person( name ), id: `saved-${ id }` },
		modified: '2026-01-01T00:00:00',
	} );
	const LIST = [
		saved( 7, '林小美', [ 'light' ] ),
		saved( 8, '林阿公', [ 'pudu' ] ),
		saved( 9, '林禮斗', [ 'worship' ] ),
	];

	it( 'fills the user’s saved believers of the offering’s form, picked from the list', () => {
		const plan = lightPlan( [ 7, 8, 404 ], 12, LIST, ROWS );
		expect( plan.noProduct ).toBe( false );
		expect( plan.unknown ).toBe( 1 );
		expect( plan.otherKind ).toEqual( [ '林阿公' ] );
		const result = applyFill( plan, [], {}, [], makeId );
		expect( result.selected ).toEqual( [ '12:0' ] );
		expect( result.byRow[ '12:0' ] ).toHaveLength( 1 );
		expect( result.byRow[ '12:0' ][ 0 ].name ).toBe( '林小美' );
		expect( result.byRow[ '12:0' ][ 0 ].saved_id ).toBe( 7 );
	} );

	it( 'names a variation by its own id, a variable product by its first variation', () => {
		expect( rowOfProduct( ROWS, 31 ) ).toBe( PLAN );
		expect( rowOfProduct( ROWS, 30 ) ).toBe( PLAN );
		const plan = lightPlan( [ 9 ], 31, LIST, ROWS );
		expect( plan.lines[ 0 ].row ).toBe( PLAN );
		expect( plan.lines[ 0 ].believers[ 0 ].savedId ).toBe( 9 );
	} );

	it( 'fills nothing for an offering the page cannot take', () => {
		expect( lightPlan( [ 7 ], 404, LIST, ROWS ) ).toMatchObject( {
			lines: [],
			noProduct: true,
		} );
		expect( lightPlan( [ 7 ], 40, LIST, ROWS ) ).toMatchObject( {
			lines: [],
			skipped: [ '額滿的燈' ],
			noProduct: true,
		} );
	} );
} );

describe( 'what the notice says', () => {
	beforeAll( () => loadZhTw() );

	it( 'counts the believers filled and names everything left out, in zh_TW', () => {
		const plan = renewalPlan(
			renewal( {
				skipped: [ { name: '舊的太歲燈' }, { name: '舊的燈' } ],
			} ),
			ROWS
		);
		const result = applyFill( plan, [], {}, [], makeId );
		expect( fillMessages( result, plan.skipped ) ).toEqual( [
			'已帶入 2 位信眾，請確認資料後加入祈福袋。',
			'以下品項本頁已不再提供，未帶入：舊的太歲燈、舊的燈。',
		] );
	} );

	it( 'tells a light fill who was not filled and why', () => {
		const plan = lightPlan(
			[ 7, 8, 404 ],
			12,
			[
				{
					id: 7,
					product_category: [ 'light' ],
					data: person( '林小美' ),
					modified: '',
				},
				{
					id: 8,
					product_category: [ 'pudu' ],
					data: person( '林阿公' ),
					modified: '',
				},
			],
			ROWS
		);
		const result = applyFill( plan, [], {}, [], makeId );
		expect( fillMessages( result, plan.skipped, plan ) ).toEqual( [
			'已帶入 1 位信眾，請確認資料後加入祈福袋。',
			'以下信眾登記的是其他種類的品項，未帶入：林阿公。',
			'有 1 位選取的信眾不在您的常用名單中，未帶入。',
		] );
	} );
} );
