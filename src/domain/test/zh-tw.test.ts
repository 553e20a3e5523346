/**
 * The domain texts in the zh_TW translation the plugin ships, which must be
 * the Chinese temples write, character for character.
 */

/**
 * Internal dependencies
 */
import { believerFieldMessage } from '../validation';
import { genderOptions, deceasedGenderOptions } from '../genders';
import { lunarDateLabel, monthOptions, rocYearLabel } from '../roc';
import { hourOptions } from '../hours';
import { priceLabel } from '../pricing';
import { LunarError } from '../lunar';
import { loadZhTw } from '../../test/zh-tw';

loadZhTw();

describe( 'zh_TW texts', () => {
	test.each( [
		[ 'pudu', 'deceased_name', '請輸入往生者姓名' ],
		[ 'pudu', 'deceased_address', '請輸入往生者牌位地址' ],
		[ 'light', 'birthday.year', '請選擇農曆出生年/月/日' ],
		[ 'light', 'birthday.day', '請選擇農曆出生年/月/日' ],
		[ 'light', 'birthday.time', '請選擇時辰 (若不詳請選吉)' ],
		[ 'animal', 'name', '請輸入寵物名字' ],
		[ 'gift', 'depends_people.0.name', '請輸入姓名' ],
		[
			'gift',
			'depends_people.3.birthday.time',
			'請選擇時辰 (若不詳請選吉)',
		],
	] as const )( '%s %s → %s', ( kind, field, text ) => {
		expect(
			believerFieldMessage( kind, { index: 0, field, code: 'required' } )
		).toBe( text );
	} );

	test( 'unmapped category, lengths', () => {
		expect(
			believerFieldMessage( 'light', {
				index: 0,
				field: 'believers',
				code: 'invalid',
			} )
		).toBe( '系統錯誤：類別映射未定義' );
		expect(
			believerFieldMessage( 'light', {
				index: 0,
				field: 'name',
				code: 'too_long',
			} )
		).toBe( '最多 50 個字' );
	} );

	// The same words as php/tests/Domain/FieldMessageTest.php.
	test.each( [
		[ 'light', 'birthday.year', '生日不可晚於今天' ],
		[ 'animal', 'birthday.month', '生日不可晚於今天' ],
		[ 'gift', 'depends_people.1.birthday.day', '生日不可晚於今天' ],
		[ 'pudu', 'deceased_birthday.year', '生日不可晚於今天' ],
		[ 'pudu', 'deceased_death_anniversary.day', '往生日不可晚於今天' ],
	] as const )( '%s %s after today → %s', ( kind, field, text ) => {
		expect(
			believerFieldMessage( kind, {
				index: 0,
				field,
				code: 'after_today',
			} )
		).toBe( text );
	} );

	test( 'gender labels are the temple words 信士, 信女, 小兒, 小女兒, 公, 母', () => {
		expect( genderOptions( 'light' ).map( ( o ) => o.label ) ).toEqual( [
			'信士',
			'信女',
			'小兒',
			'小女兒',
		] );
		expect( genderOptions( 'animal' ).map( ( o ) => o.label ) ).toEqual( [
			'公',
			'母',
		] );
		expect( deceasedGenderOptions() ).toHaveLength( 6 );
	} );

	test( 'ROC years, dates, hours, prices', () => {
		expect( rocYearLabel( 1980 ) ).toBe( '民國69年' );
		expect( rocYearLabel( 1912 ) ).toBe( '民國元年' );
		expect( rocYearLabel( 1911 ) ).toBe( '民前1年' );
		expect(
			lunarDateLabel( {
				year: '1980',
				month: '潤04',
				day: '12',
				time: '子',
			} )
		).toBe( '民國69年 閏04月 12日 子時' );
		expect( hourOptions()[ 0 ].label ).toBe( '吉' );
		expect( priceLabel( 100, false ) ).toBe( 'NT$100' );
		expect( priceLabel( 100, true ) ).toBe( 'NT$100 / 期' );
		expect( new LunarError( 'invalid_date' ).message ).toBe(
			'請輸入正確的日期'
		);
	} );

	test( 'leap months read 閏 while their stored value keeps 潤', () => {
		// 2023 doubles its second month: the select stores 潤02, people read 閏02月.
		const leap = monthOptions( '2023' ).find( ( option ) =>
			option.value.startsWith( '潤' )
		);
		expect( leap ).toEqual( { value: '潤02', label: '閏02月' } );
		// With an unknown year every possible leap month is offered; none reads 潤.
		const labels = monthOptions().map( ( option ) => option.label );
		expect( labels ).toContain( '閏04月' );
		expect( labels.filter( ( label ) => label.includes( '潤' ) ) ).toEqual(
			[]
		);
	} );
} );
