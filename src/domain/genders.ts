/**
 * WordPress dependencies
 */
import { __ } from '@wordpress/i18n';

/**
 * Internal dependencies
 */
import type { FormKind } from './form-kind';

export type Gender =
	'male' | 'female' | 'boy' | 'girl' | 'pet_male' | 'pet_female';

export interface GenderOption {
	value: Gender;
	label: string;
}

/** The four human genders, in display order. */
export const HUMAN_GENDERS: readonly Gender[] = [
	'male',
	'female',
	'boy',
	'girl',
];

/** The two pet genders. */
export const PET_GENDERS: readonly Gender[] = [ 'pet_male', 'pet_female' ];

/** A deceased person (or pet) may be any of the six. */
export const DECEASED_GENDERS: readonly Gender[] = [
	...HUMAN_GENDERS,
	...PET_GENDERS,
];

/**
 * The translated label of a gender value (信士, 信女, 小兒, 小女兒, 公, 母).
 *
 * @param value A gender value.
 * @return The label, or the value itself when unknown.
 */
export function genderLabel( value: string ): string {
	switch ( value ) {
		case 'male':
			return __( 'Male believer', 'temple-offerings' );
		case 'female':
			return __( 'Female believer', 'temple-offerings' );
		case 'boy':
			return __( 'Boy (under 16)', 'temple-offerings' );
		case 'girl':
			return __( 'Girl (under 16)', 'temple-offerings' );
		case 'pet_male':
			return __( 'Male (pet)', 'temple-offerings' );
		case 'pet_female':
			return __( 'Female (pet)', 'temple-offerings' );
		default:
			return value;
	}
}

/**
 * The gender values a believer of this kind may have.
 *
 * @param kind Form kind.
 * @return Pet genders for animal, the four human ones otherwise.
 */
export function genderValues( kind: FormKind ): readonly Gender[] {
	return kind === 'animal' ? PET_GENDERS : HUMAN_GENDERS;
}

/**
 * Select options for the believer gender of this kind.
 *
 * @param kind Form kind.
 * @return Options with translated labels.
 */
export function genderOptions( kind: FormKind ): GenderOption[] {
	return toOptions( genderValues( kind ) );
}

/**
 * Select options for the deceased person's gender (all six).
 *
 * @return Options with translated labels.
 */
export function deceasedGenderOptions(): GenderOption[] {
	return toOptions( DECEASED_GENDERS );
}

/**
 * The gender a new believer of this kind starts with.
 *
 * @param kind Form kind.
 * @return pet_male for animal, male otherwise.
 */
export function defaultGender( kind: FormKind ): Gender {
	return kind === 'animal' ? 'pet_male' : 'male';
}

function toOptions( values: readonly Gender[] ): GenderOption[] {
	return values.map( ( value ) => ( {
		value,
		label: genderLabel( value ),
	} ) );
}
