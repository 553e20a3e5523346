/**
 * Internal dependencies
 */
import {
	clearBeliever,
	createBelieverId,
	emptyBeliever,
	emptyRegistrant,
	fromCartBeliever,
	splitLunarDate,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../believer';

const filled: BelieverFormItem = {
	id: 'row-1',
	name: '王小明',
	mobile: '0912-345-678',
	email: 'wang@example.com',
	gender: 'female',
	address: '臺北市中正區',
	birthday: {
		year: '1980',
		month: '潤04',
		day: '12',
		time: '子',
	},
	is_expired_notice: false,
	note: '第一行\n第二行',
	deceased_name: '王阿公',
	deceased_gender: 'male',
	deceased_address: '臺南市',
	deceased_birthday: {
		year: '1920',
		month: '05',
		day: '吉',
		time: '吉',
	},
	deceased_death_anniversary: {
		year: '2020',
		month: '潤04',
		day: '01',
		time: '午',
	},
	super_name: '',
	depends_people: [
		{
			name: '王大明',
			gender: 'boy',
			birthday: {
				year: '2015',
				month: '01',
				day: '01',
				time: '亥',
			},
		},
	],
	product_category: [ 'pudu', 'light' ],
};

describe( 'believer shapes', () => {
	test( 'toCartBeliever builds the wire shape', () => {
		const cart = toCartBeliever( filled );
		expect( cart ).toEqual( {
			id: 'row-1',
			name: '王小明',
			gender: 'female',
			mobile: '0912-345-678',
			email: 'wang@example.com',
			birthday: '1980-潤04-12-子',
			time: '子',
			address: '臺北市中正區',
			is_expired_notice: false,
			note: '第一行\n第二行',
			deceased_name: '王阿公',
			deceased_gender: 'male',
			deceased_birthday: '1920-05-吉-吉',
			deceased_death_anniversary: '2020-潤04-01-午',
			deceased_address: '臺南市',
			product_category: [ 'pudu', 'light' ],
			super_name: '',
			depends_people: [
				{ name: '王大明', gender: 'boy', birthday: '2015-01-01-亥' },
			],
		} );
	} );

	test( 'round trip form → cart → form', () => {
		expect( fromCartBeliever( toCartBeliever( filled ) ) ).toEqual(
			filled
		);
		const empty = emptyBeliever( 'animal', 'x', [ 'animal' ] );
		expect( fromCartBeliever( toCartBeliever( empty ) ) ).toEqual( empty );
	} );

	test( 'round trip cart → form → cart', () => {
		const cart: CartBeliever = toCartBeliever( filled );
		expect( toCartBeliever( fromCartBeliever( cart ) ) ).toEqual( cart );
	} );

	test( "an empty new believer: the field table's defaults", () => {
		const believer = emptyBeliever( 'light', 'id-1', [ 'light' ] );
		expect( believer.gender ).toBe( 'male' );
		expect( believer.is_expired_notice ).toBe( true );
		expect( toCartBeliever( believer ).birthday ).toBe( '吉-吉-吉-吉' );
		expect( believer.deceased_gender ).toBe( '' );
		expect( emptyBeliever( 'animal', 'id-2' ).gender ).toBe( 'pet_male' );
		expect( emptyRegistrant() ).toEqual( {
			name: '',
			gender: 'male',
			birthday: {
				year: '吉',
				month: '吉',
				day: '吉',
				time: '吉',
			},
		} );
	} );

	test( 'clearBeliever keeps id and category, drops the saved link', () => {
		const cleared = clearBeliever( { ...filled, saved_id: 7 } );
		expect( cleared ).toEqual(
			emptyBeliever( 'pudu', 'row-1', [ 'pudu', 'light' ] )
		);
		expect( cleared.saved_id ).toBeUndefined();
		expect(
			clearBeliever( { ...filled, product_category: [ 'animal' ] } )
				.gender
		).toBe( 'pet_male' );
	} );

	test( 'lunar date join/split; missing parts read 吉', () => {
		// Joined on the way to the wire.
		expect(
			toCartBeliever( {
				...emptyBeliever( 'light', 'id' ),
				birthday: {
					year: '1980',
					month: '潤04',
					day: '12',
					time: '吉',
				},
			} ).birthday
		).toBe( '1980-潤04-12-吉' );
		expect( splitLunarDate( '1980-04' ) ).toEqual( {
			year: '1980',
			month: '04',
			day: '吉',
			time: '吉',
		} );
		expect( splitLunarDate( '' ) ).toEqual( {
			year: '吉',
			month: '吉',
			day: '吉',
			time: '吉',
		} );
	} );

	test( 'ids are unique', () => {
		expect( createBelieverId() ).not.toBe( createBelieverId() );
	} );
} );
