/**
 * Which registration form a product gets, decided by its category slugs, and
 * what that form contains; both from the field table (believer-fields.json).
 * A product may sit in several categories; the first slug in the table's
 * priority order wins.
 */

/**
 * Internal dependencies
 */
import {
	FORM_KIND_PRIORITY,
	showsField,
	type FormKind,
} from './believer-fields';

export { FORM_KIND_PRIORITY, type FormKind };

/**
 * What a form of a given kind contains.
 */
export interface FormKindFlags {
	/** Believer gender select (super has none). */
	hasGender: boolean;
	/** Lunar birthday section (dead-blessing and super skip it). */
	hasLunarBirthday: boolean;
	/** Deceased person's section (pudu). */
	hasDeceased: boolean;
	/** Name of the departed receiving the merit (super). */
	hasSuperName: boolean;
	/** One representative plus family registrants (gift). */
	isGift: boolean;
	/** Pet form: pet genders and pet wording (animal). */
	isAnimal: boolean;
}

/**
 * Whether a string is one of the known form kinds.
 *
 * @param value Any value.
 * @return True for a known kind.
 */
export function isFormKind( value: unknown ): value is FormKind {
	return (
		typeof value === 'string' &&
		( FORM_KIND_PRIORITY as readonly string[] ).includes( value )
	);
}

/**
 * The form kind of a product from its category slugs.
 *
 * @param categories Product category slugs, in any order.
 * @return The first matching kind in priority order, or null when no slug
 *         maps to a form (the UI then shows 系統錯誤：類別映射未定義).
 */
export function formKindOf( categories: readonly string[] ): FormKind | null {
	for ( const kind of FORM_KIND_PRIORITY ) {
		if ( categories.includes( kind ) ) {
			return kind;
		}
	}
	return null;
}

/**
 * The sections a form of this kind has, as the field table shows them.
 *
 * @param kind Form kind.
 * @return Flags for the kind.
 */
export function formKindFlags( kind: FormKind ): FormKindFlags {
	return {
		hasGender: showsField( kind, 'gender' ),
		hasLunarBirthday: showsField( kind, 'birthday' ),
		hasDeceased: showsField( kind, 'deceased_name' ),
		hasSuperName: showsField( kind, 'super_name' ),
		isGift: showsField( kind, 'depends_people' ),
		isAnimal: kind === 'animal',
	};
}
