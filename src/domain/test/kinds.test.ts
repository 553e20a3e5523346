/**
 * Internal dependencies
 */
import { FORM_KIND_PRIORITY, formKindFlags, formKindOf } from '../form-kind';
import {
	deceasedGenderOptions,
	defaultGender,
	genderLabel,
	genderOptions,
	registrantGenderOptions,
} from '../genders';
import { fieldLabel } from '../believer-fields';

describe( 'formKindOf', () => {
	test.each( [
		[ [ 'light' ], 'light' ],
		[ [ 'worship' ], 'worship' ],
		[ [ 'worship', 'light', 'gift', 'dead-blessing' ], 'dead-blessing' ],
		[ [ 'animal', 'super' ], 'super' ],
		[ [ 'change', 'pudu' ], 'pudu' ],
		[ [ 'gift', 'change' ], 'change' ],
		[ [ 'light', 'gift' ], 'gift' ],
		[ [ 'worship', 'light' ], 'light' ],
		[ [ 'activities', 'sos' ], null ],
		[ [], null ],
	] )( 'formKindOf(%j) → %s', ( categories, kind ) => {
		expect( formKindOf( categories ) ).toBe( kind );
	} );

	test( 'priority order', () => {
		expect( FORM_KIND_PRIORITY ).toEqual( [
			'dead-blessing',
			'super',
			'animal',
			'pudu',
			'change',
			'gift',
			'light',
			'worship',
		] );
	} );

	test.each( [
		[
			'super',
			{
				hasGender: false,
				hasLunarBirthday: false,
				hasDeceased: false,
				hasSuperName: true,
				isGift: false,
				isAnimal: false,
			},
		],
		[
			'dead-blessing',
			{
				hasGender: true,
				hasLunarBirthday: false,
				hasDeceased: false,
				hasSuperName: false,
				isGift: false,
				isAnimal: false,
			},
		],
		[
			'pudu',
			{
				hasGender: true,
				hasLunarBirthday: true,
				hasDeceased: true,
				hasSuperName: false,
				isGift: false,
				isAnimal: false,
			},
		],
		[
			'gift',
			{
				hasGender: true,
				hasLunarBirthday: true,
				hasDeceased: false,
				hasSuperName: false,
				isGift: true,
				isAnimal: false,
			},
		],
		[
			'animal',
			{
				hasGender: true,
				hasLunarBirthday: true,
				hasDeceased: false,
				hasSuperName: false,
				isGift: false,
				isAnimal: true,
			},
		],
		[
			'light',
			{
				hasGender: true,
				hasLunarBirthday: true,
				hasDeceased: false,
				hasSuperName: false,
				isGift: false,
				isAnimal: false,
			},
		],
	] as const )( 'formKindFlags(%s)', ( kind, flags ) => {
		expect( formKindFlags( kind ) ).toEqual( flags );
	} );
} );

describe( 'genders', () => {
	test( 'animal offers the pet genders, others the four human ones', () => {
		expect( genderOptions( 'animal' ).map( ( o ) => o.value ) ).toEqual( [
			'pet_male',
			'pet_female',
		] );
		expect( genderOptions( 'light' ).map( ( o ) => o.value ) ).toEqual( [
			'male',
			'female',
			'boy',
			'girl',
		] );
		expect( deceasedGenderOptions().map( ( o ) => o.value ) ).toEqual( [
			'male',
			'female',
			'boy',
			'girl',
			'pet_male',
			'pet_female',
		] );
		expect( registrantGenderOptions().map( ( o ) => o.value ) ).toEqual( [
			'male',
			'female',
			'boy',
			'girl',
		] );
	} );

	test( 'defaults and labels', () => {
		expect( defaultGender( 'animal' ) ).toBe( 'pet_male' );
		expect( defaultGender( 'gift' ) ).toBe( 'male' );
		expect( genderLabel( 'boy' ) ).toBe( 'Boy (under 16)' );
		expect( genderLabel( 'unknown' ) ).toBe( 'unknown' );
	} );

	test( 'field labels follow the kind', () => {
		expect( fieldLabel( 'animal', 'name' ) ).toBe( 'Pet name' );
		expect( fieldLabel( 'super', 'address' ) ).toBe(
			'Address of the departed receiving the merit'
		);
		expect( fieldLabel( 'light', 'gender' ) ).toBe( 'Believer gender' );
	} );
} );
