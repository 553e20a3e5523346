/**
 * The rows of staff's believer form: one per missing place, typed rows
 * kept, which rows a save sends, and the server's errors put back on them.
 */

/**
 * Internal dependencies
 */
import {
	emptyBeliever,
	fromCartBeliever,
	type BelieverFormItem,
} from '../../domain/believer';
import { completeBeliever } from '../../domain/test/complete-believer';
import type { ValidationError } from '../../domain/validation';
import { errorsByRow, isFilled, resizeRows, rowsToSave } from '../entry-rows';

const typed = ( name: string ): BelieverFormItem =>
	fromCartBeliever( completeBeliever( 'light', { id: name, name } ) );

test.each( [
	[ 'a new line of two', 0, 2, 2 ],
	[ 'raised from 2 to 3', 2, 3, 3 ],
	[ 'one saved, one left', 2, 1, 1 ],
	[ 'nothing missing', 1, 0, 0 ],
	[ 'a negative count is none', 1, -1, 0 ],
] )( 'resizeRows: %s', ( _title, before, missing, after ) => {
	const rows = Array.from( { length: before }, ( _row, index ) =>
		typed( `名${ index }` )
	);
	const resized = resizeRows( rows, 'light', missing );
	expect( resized ).toHaveLength( after );
	// Typed rows stay in order; new rows are empty.
	resized.forEach( ( row, index ) =>
		expect( row.name ).toBe( index < before ? `名${ index }` : '' )
	);
} );

test( 'isFilled: an empty row of its kind is not filled; a name, a gender or a date is', () => {
	const empty = emptyBeliever( 'light', 'a' );
	expect( isFilled( empty, 'light' ) ).toBe( false );
	expect( isFilled( { ...empty, name: '王' }, 'light' ) ).toBe( true );
	expect( isFilled( { ...empty, gender: '信女' }, 'light' ) ).toBe( true );
	expect(
		isFilled(
			{ ...empty, birthday: { ...empty.birthday, year: '1980' } },
			'light'
		)
	).toBe( true );
} );

test.each( [
	[ 'only the filled rows', [ true, false, true ], [ 0, 2 ] ],
	[ 'every row when none is filled', [ false, false ], [ 0, 1 ] ],
	[ 'every row when all are', [ true, true ], [ 0, 1 ] ],
] )( 'rowsToSave: %s', ( _title, filled, sent ) => {
	const rows = filled.map( ( yes, index ) =>
		yes ? typed( `名${ index }` ) : emptyBeliever( 'light', `e${ index }` )
	);
	expect( rowsToSave( rows, 'light' ) ).toEqual( sent );
} );

test( 'errorsByRow: the server numbers what was sent, the form its rows; an index past what was sent is dropped', () => {
	const errors: ValidationError[] = [
		{ index: 0, field: 'name', code: 'required' },
		{ index: 1, field: 'birthday.month', code: 'invalid' },
		{ index: 5, field: 'address', code: 'required' },
	];
	expect( errorsByRow( errors, [ 1, 3 ] ) ).toEqual( [
		{ index: 1, field: 'name', code: 'required' },
		{ index: 3, field: 'birthday.month', code: 'invalid' },
	] );
} );
