/**
 * The 常用名單 dropdown: only saved believers whose relevant categories equal
 * the product's; choosing one fills the row and keeps its id.
 */

/**
 * External dependencies
 */
import { screen, within } from '@testing-library/react';
import user from '@testing-library/user-event';

/**
 * Internal dependencies
 */
import {
	emptyBeliever,
	toCartBeliever,
	type CartBeliever,
} from '../../../domain/believer';
import type { SavedBeliever } from '../../../types/saved-believer';
import {
	relevantCategories,
	sameRelevantCategories,
} from '../../saved-believer-select/relevant-categories';
import {
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

function saved(
	id: number,
	category: string[],
	patch: Partial< CartBeliever >
): SavedBeliever {
	return {
		id,
		product_category: category,
		data: {
			...toCartBeliever( emptyBeliever( 'light', `s${ id }`, category ) ),
			...patch,
		},
		modified: '2026-01-01T00:00:00',
	};
}

test.each( [
	[ [ 'light' ], [ 'light', 'featured' ], true ],
	[ [ 'light', 'worship' ], [ 'worship', 'light' ], true ],
	[ [ 'light' ], [ 'light', 'worship' ], false ],
	[ [ 'gift' ], [ 'light' ], false ],
	[ [], [ 'featured' ], true ],
] )( 'sameRelevantCategories( %j, %j ) is %s', ( left, right, same ) => {
	expect( sameRelevantCategories( left, right ) ).toBe( same );
} );

test( 'relevantCategories keeps form-kind slugs, sorted, once', () => {
	expect(
		relevantCategories( [ 'worship', 'new', 'light', 'light' ] )
	).toEqual( [ 'light', 'worship' ] );
} );

test( 'choosing a saved believer fills the row, keeps its id and sets saved_id; 自訂 forgets it', async () => {
	const row = productRow( 1, [ 'worship', 'light', 'featured' ] );
	setupStore( {
		rows: [ row ],
		saved: [
			saved( 11, [ 'light', 'worship' ], {
				name: '陳阿公',
				address: '高雄市',
				birthday: '1950-03-15-午',
			} ),
			saved( 12, [ 'light' ], { name: '只點燈' } ),
			saved( 13, [ 'worship', 'light' ], {
				name: '李四',
				mobile: '0912345678',
			} ),
		],
		believers: {
			[ row.key ]: [ emptyBeliever( 'light', 'r1', row.category ) ],
		},
	} );
	renderForms( [ row.key ] );
	const select = screen.getByLabelText( '常用名單' );
	expect(
		within( select )
			.getAllByRole( 'option' )
			.map( ( o ) => o.textContent )
	).toEqual( [ '自訂', '陳阿公（高雄市）', '李四（0912345678）' ] );
	await userEvent.selectOptions( select, '11' );
	const filled = believersOf( row.key )[ 0 ];
	expect( filled ).toMatchObject( {
		id: 'r1',
		saved_id: 11,
		name: '陳阿公',
		birthday: { year: '1950', time: '午' },
		product_category: [ 'worship', 'light', 'featured' ],
	} );
	expect( screen.getByLabelText( /信眾姓名/ ) ).toHaveValue( '陳阿公' );
	await userEvent.selectOptions( select, '' );
	expect( believersOf( row.key )[ 0 ].saved_id ).toBeUndefined();
	expect( believersOf( row.key )[ 0 ].name ).toBe( '陳阿公' );
} );
