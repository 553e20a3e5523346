/**
 * The temple's 太歲 settings as the page reads them from the block's.
 */

/**
 * Internal dependencies
 */
import { parseSettings } from '../../settings';
import { taiSuiSettingsOf } from '../tai-sui-rules';

describe( 'taiSuiSettingsOf', () => {
	const words = {
		offends: '屬%1$s，%2$d %3$s年 %4$s',
		clear: '屬%1$s，%2$d %3$s年 未犯太歲',
		uncertain: '生於立春（%4$s）當日',
		list: '%1$s、%2$s',
		relations: {
			zhi: '值太歲',
			chong: '沖太歲',
			hai: '害太歲',
			po: '破太歲',
			xing: '刑太歲',
			zi_xing: '自刑',
		},
	};
	const good = {
		year: 2027,
		boundary: 'li_chun',
		counted: [ 'chong', 'zhi', 'nonsense' ],
		productId: 42,
		words,
	};

	test( 'keeps the rules, the known relations in order, and the words', () => {
		expect( taiSuiSettingsOf( good ) ).toEqual( {
			...good,
			counted: [ 'zhi', 'chong' ],
		} );
	} );

	test( 'a wrong product id is none', () => {
		expect(
			taiSuiSettingsOf( { ...good, productId: '4x' } )?.productId
		).toBe( 0 );
	} );

	test.each( [
		[ 'no year', { ...good, year: '2027' } ],
		[ 'an unknown boundary', { ...good, boundary: 'solstice' } ],
		[ 'no list of relations', { ...good, counted: 'zhi' } ],
		[ 'a word missing', { ...good, words: { ...words, clear: 3 } } ],
		[
			'a relation name missing',
			{ ...good, words: { ...words, relations: { zhi: '值' } } },
		],
		[ 'nothing', null ],
	] )( 'no hint when the settings have %s', ( _, taiSui ) => {
		expect( taiSuiSettingsOf( taiSui ) ).toBeUndefined();
	} );
} );

test( 'the page passes the setting on as sent, for the forms to read', () => {
	expect(
		parseSettings( JSON.stringify( { taiSui: { year: 2026 } } ) ).taiSui
	).toEqual( { year: 2026 } );
	expect( parseSettings( '{}' ).taiSui ).toBeUndefined();
} );
