/**
 * The believers slice: every action, and that untouched rows keep their
 * identity (what keeps one keystroke from re-rendering other forms).
 */

/**
 * Internal dependencies
 */
import {
	emptyBeliever,
	emptyRegistrant,
	type BelieverFormItem,
} from '../../../domain/believer';
import {
	addBeliever,
	clearAllBelievers,
	clearBeliever,
	removeBeliever,
	replaceBeliever,
	resetBelievers,
	setFamily,
	updateBeliever,
} from '../actions';
import believersReducer, { type BelieversState } from '../reducer';
import { getAllBelievers, getBeliever, getBelievers } from '../selectors';

const believer = (
	id: string,
	category = [ 'light' ],
	patch: Partial< BelieverFormItem > = {}
): BelieverFormItem => ( {
	...emptyBeliever( 'light', id, category ),
	...patch,
} );

const stateOf = (
	byRow: Record< string, BelieverFormItem[] >
): BelieversState => ( { byRow } );

describe( 'believers reducer', () => {
	test( 'starts empty and ignores unknown actions', () => {
		const state = believersReducer( undefined, { type: '@@INIT' } );
		expect( state ).toEqual( { byRow: {} } );
		expect( believersReducer( state, { type: 'OTHER' } ) ).toBe( state );
	} );

	test( 'addBeliever appends a row with the kind defaults and a fresh id', () => {
		const first = believersReducer(
			undefined,
			addBeliever( 'p1', 'animal', [ 'animal' ] )
		);
		const second = believersReducer(
			first,
			addBeliever( 'p1', 'animal', [ 'animal' ] )
		);
		const rows = second.byRow.p1;
		expect( rows ).toHaveLength( 2 );
		expect( rows[ 0 ].gender ).toBe( 'pet_male' );
		expect( rows[ 0 ].birthday.year ).toBe( '吉' );
		expect( rows[ 0 ].is_expired_notice ).toBe( true );
		expect( rows[ 0 ].product_category ).toEqual( [ 'animal' ] );
		expect( rows[ 0 ].id ).not.toBe( rows[ 1 ].id );
		expect( rows[ 0 ] ).toBe( first.byRow.p1[ 0 ] );
	} );

	test( 'updateBeliever patches one row, keeps its id and other rows', () => {
		const other = believer( 'b' );
		const state = stateOf( { p1: [ believer( 'a' ) ], p2: [ other ] } );
		const next = believersReducer(
			state,
			updateBeliever( 'p1', 'a', { name: '王小明', id: 'x' } )
		);
		expect( next.byRow.p1[ 0 ].name ).toBe( '王小明' );
		expect( next.byRow.p1[ 0 ].id ).toBe( 'a' );
		expect( next.byRow.p2 ).toBe( state.byRow.p2 );
		expect( next.byRow.p2[ 0 ] ).toBe( other );
	} );

	test( 'an action on a missing row or id returns the same state', () => {
		const state = stateOf( { p1: [ believer( 'a' ) ] } );
		expect(
			believersReducer( state, updateBeliever( 'p9', 'a', {} ) )
		).toBe( state );
		expect(
			believersReducer( state, updateBeliever( 'p1', 'zz', {} ) )
		).toBe( state );
		expect( believersReducer( state, removeBeliever( 'p1', 'zz' ) ) ).toBe(
			state
		);
		expect( believersReducer( state, clearBeliever( 'p9', 'a' ) ) ).toBe(
			state
		);
	} );

	test( 'replaceBeliever keeps the row id', () => {
		const state = stateOf( { p1: [ believer( 'a' ) ] } );
		const pasted = believer( 'other', [ 'light' ], {
			name: '陳大文',
			saved_id: 7,
		} );
		const next = believersReducer(
			state,
			replaceBeliever( 'p1', 'a', pasted )
		);
		expect( next.byRow.p1[ 0 ] ).toEqual( { ...pasted, id: 'a' } );
	} );

	test( 'removeBeliever drops the row', () => {
		const state = stateOf( {
			p1: [ believer( 'a' ), believer( 'b' ) ],
		} );
		const next = believersReducer( state, removeBeliever( 'p1', 'a' ) );
		expect( next.byRow.p1.map( ( row ) => row.id ) ).toEqual( [ 'b' ] );
	} );

	test( 'clearBeliever restores the defaults of the row kind, keeping id and category', () => {
		const state = stateOf( {
			p1: [
				{
					...emptyBeliever( 'animal', 'a', [ 'animal' ] ),
					name: '小白',
					gender: 'pet_female',
					is_expired_notice: false,
					saved_id: 3,
				},
			],
		} );
		const next = believersReducer( state, clearBeliever( 'p1', 'a' ) );
		expect( next.byRow.p1[ 0 ] ).toEqual(
			emptyBeliever( 'animal', 'a', [ 'animal' ] )
		);
	} );

	test( 'setFamily writes into the first believer of each given row only', () => {
		const state = stateOf( {
			g1: [ believer( 'a', [ 'gift' ] ), believer( 'b', [ 'gift' ] ) ],
			g2: [ believer( 'c', [ 'gift' ] ) ],
			g3: [],
			p1: [ believer( 'd' ) ],
		} );
		const registrants = [ { ...emptyRegistrant(), name: '王媽媽' } ];
		const next = believersReducer(
			state,
			setFamily( [ 'g1', 'g2', 'g3', 'missing' ], registrants )
		);
		expect( next.byRow.g1[ 0 ].depends_people ).toEqual( registrants );
		expect( next.byRow.g1[ 0 ].depends_people ).not.toBe( registrants );
		expect( next.byRow.g1[ 1 ].depends_people ).toEqual( [] );
		expect( next.byRow.g2[ 0 ].depends_people ).toEqual( registrants );
		expect( next.byRow.g3 ).toEqual( [] );
		expect( next.byRow.p1 ).toBe( state.byRow.p1 );
	} );

	test( 'resetBelievers and clearAllBelievers replace everything', () => {
		const byRow = { p2: [ believer( 'z' ) ] };
		const reset = believersReducer(
			stateOf( { p1: [ believer( 'a' ) ] } ),
			resetBelievers( byRow )
		);
		expect( reset.byRow ).toEqual( byRow );
		expect( believersReducer( reset, clearAllBelievers() ).byRow ).toEqual(
			{}
		);
	} );
} );

describe( 'believers selectors', () => {
	const root = {
		believers: stateOf( { p1: [ believer( 'a' ), believer( 'b' ) ] } ),
	};

	test( 'getBelievers returns the row, or one stable empty array', () => {
		expect( getBelievers( root, 'p1' ) ).toHaveLength( 2 );
		expect( getBelievers( root, 'nope' ) ).toEqual( [] );
		expect( getBelievers( root, 'nope' ) ).toBe(
			getBelievers( root, 'other' )
		);
	} );

	test( 'getBeliever finds by id', () => {
		expect( getBeliever( root, 'p1', 'b' )?.id ).toBe( 'b' );
		expect( getBeliever( root, 'p1', 'x' ) ).toBeUndefined();
		expect( getBeliever( root, 'p9', 'a' ) ).toBeUndefined();
	} );

	test( 'getAllBelievers returns the rows by key', () => {
		expect( getAllBelievers( root ) ).toBe( root.believers.byRow );
	} );
} );
