/**
 * The pure edits of the ordered category list, case by case.
 */
/**
 * Internal dependencies
 */
import { keptDefault, moveSlug, toggleSlug } from '../category-order';

const LIST = [ 'light', 'pudu', 'gift' ];

describe( 'moveSlug', () => {
	test.each( [
		[ 'pudu', -1, [ 'pudu', 'light', 'gift' ] ],
		[ 'pudu', 1, [ 'light', 'gift', 'pudu' ] ],
		[ 'light', -1, LIST ],
		[ 'gift', 1, LIST ],
		[ 'animal', 1, LIST ],
	] as const )( 'moveSlug(%s, %d)', ( slug, direction, expected ) => {
		expect( moveSlug( LIST, slug, direction ) ).toEqual( expected );
	} );

	test( 'leaves its input alone', () => {
		const list = [ ...LIST ];
		moveSlug( list, 'gift', -1 );
		expect( list ).toEqual( LIST );
	} );
} );

describe( 'toggleSlug', () => {
	test.each( [
		[ 'animal', true, [ 'light', 'pudu', 'gift', 'animal' ] ],
		[ 'pudu', false, [ 'light', 'gift' ] ],
		[ 'pudu', true, [ 'light', 'gift', 'pudu' ] ],
		[ 'animal', false, LIST ],
	] as const )( 'toggleSlug(%s, %s)', ( slug, checked, expected ) => {
		expect( toggleSlug( LIST, slug, checked ) ).toEqual( expected );
	} );
} );

describe( 'keptDefault', () => {
	test.each( [
		[ 'pudu', 'pudu' ],
		[ 'animal', '' ],
		[ '', '' ],
	] )( 'keptDefault(%s) → %s', ( value, expected ) => {
		expect( keptDefault( LIST, value ) ).toBe( expected );
	} );
} );
