/**
 * Gender values of believers, pets, the deceased and family registrants, and
 * which a form offers: the sets and labels of the field table.
 */

/**
 * Internal dependencies
 */
import {
	fieldSpec,
	forKind,
	genderLabel,
	gendersOf,
	registrantSpec,
	type FormKind,
	type Gender,
} from './believer-fields';

export { genderLabel, type Gender };

export interface GenderOption {
	value: Gender;
	label: string;
}

/**
 * The gender values a believer of this kind may have.
 *
 * @param kind Form kind.
 * @return Pet genders for animal, the four human ones otherwise.
 */
export function genderValues( kind: FormKind ): readonly Gender[] {
	const spec = fieldSpec( 'gender' );
	return spec ? gendersOf( spec, kind ) : [];
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
	const spec = fieldSpec( 'deceased_gender' );
	return toOptions( spec ? gendersOf( spec, 'pudu' ) : [] );
}

/**
 * Select options for a family registrant's gender (the four human ones).
 *
 * @return Options with translated labels.
 */
export function registrantGenderOptions(): GenderOption[] {
	const spec = registrantSpec( 'gender' );
	return toOptions( spec ? gendersOf( spec, 'gift' ) : [] );
}

/**
 * The gender a new believer of this kind starts with.
 *
 * @param kind Form kind.
 * @return pet_male for animal, male otherwise.
 */
export function defaultGender( kind: FormKind ): string {
	const initial = fieldSpec( 'gender' )?.default;
	return initial ? String( forKind( initial, kind ) ) : '';
}

function toOptions( values: readonly Gender[] ): GenderOption[] {
	return values.map( ( value ) => ( {
		value,
		label: genderLabel( value ),
	} ) );
}
