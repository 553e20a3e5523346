/**
 * The tabs' categories in the page's settings, read defensively.
 */

/**
 * Internal dependencies
 */
import { parseSettings } from '../settings';

describe( 'parseSettings: categories', () => {
	test( 'keeps each well-formed category, in order', () => {
		const categories = [
			{ id: 16, name: '光明燈', slug: 'light' },
			{ id: 17, name: 'A &amp; B', slug: 'pudu' },
		];
		expect(
			parseSettings( JSON.stringify( { categories } ) ).categories
		).toEqual( categories );
	} );

	test.each( [
		[ 'a string id', { id: '16', name: '光明燈', slug: 'light' } ],
		[ 'no name', { id: 16, slug: 'light' } ],
		[ 'a number slug', { id: 16, name: '光明燈', slug: 5 } ],
		[ 'null', null ],
		[ 'a string', 'light' ],
	] )( 'leaves out %s, keeps the rest', ( _, bad ) => {
		const good = { id: 18, name: '祭祀', slug: 'worship' };
		expect(
			parseSettings( JSON.stringify( { categories: [ bad, good ] } ) )
				.categories
		).toEqual( [ good ] );
	} );

	test.each( [ [ '{}' ], [ '{"categories":"light"}' ], [ 'not json' ] ] )(
		'none when %s brings no list (the store then asks WordPress)',
		( raw ) => {
			expect( parseSettings( raw ).categories ).toBeUndefined();
		}
	);

	test( 'an extra field of a category is not carried over', () => {
		expect(
			parseSettings(
				JSON.stringify( {
					categories: [ { id: 1, name: 'n', slug: 's', count: 3 } ],
				} )
			).categories
		).toEqual( [ { id: 1, name: 'n', slug: 's' } ] );
	} );
} );
