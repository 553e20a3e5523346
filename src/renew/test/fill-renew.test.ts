/**
 * The page's fill from a renew answer: the believers onto the page's rows,
 * what is named and left out, and how the fill meets a draft.
 */

/**
 * Internal dependencies
 */
import {
	emptyBeliever,
	fromCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
} from '../../domain/believer';
import { completeBeliever } from '../../domain/test/complete-believer';
import { applyFill, renewalPlan } from '../fill';
import { ROWS, makeId, person, renewal, resetIds, row } from './fill-helpers';

beforeEach( resetIds );

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
