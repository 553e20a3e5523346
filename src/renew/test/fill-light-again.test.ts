/**
 * The page's fill from saved believers for one offering (light again), and
 * the notice that says what was filled and what was left out.
 */

/**
 * Internal dependencies
 */
import type { SavedBeliever } from '../../types/saved-believer';
import { applyFill, lightPlan, renewalPlan, rowOfProduct } from '../fill';
import { fillMessages } from '../fill-messages';
import { loadZhTw } from '../../components/offering-page/test/fixtures';
import { PLAN, ROWS, makeId, person, renewal, resetIds } from './fill-helpers';

beforeEach( resetIds );

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
