/**
 * Internal dependencies
 */
import { FORM_KIND_PRIORITY, formKindOf } from '../form-kind';
import {
	deceasedGenderOptions,
	defaultGender,
	genderLabel,
	genderOptions,
	registrantGenderOptions,
} from '../genders';
import { FIELDS, fieldLabel, showsField } from '../believer-fields';

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

	// What each kind's form asks for, as the table says (docs/form-kinds.md).
	test.each( [
		[ 'super', [ 'name', 'super_name', 'address' ] ],
		[ 'dead-blessing', [ 'name', 'gender', 'address' ] ],
		[
			'pudu',
			[
				'name',
				'gender',
				'birthday',
				'address',
				'deceased_name',
				'deceased_gender',
				'deceased_birthday',
				'deceased_death_anniversary',
				'deceased_address',
			],
		],
		[
			'gift',
			[ 'name', 'gender', 'birthday', 'address', 'depends_people' ],
		],
		[ 'animal', [ 'name', 'gender', 'birthday', 'address' ] ],
		[ 'light', [ 'name', 'gender', 'birthday', 'address' ] ],
	] as const )( '%s shows %j, then the contact fields', ( kind, own ) => {
		expect(
			FIELDS.filter( ( spec ) => showsField( kind, spec.key ) ).map(
				( spec ) => spec.key
			)
		).toEqual( [ ...own, 'mobile', 'email', 'note', 'is_expired_notice' ] );
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
