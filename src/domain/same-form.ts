/**
 * Kinds whose forms hold the same fields: 光明燈's, 禮斗's and 改運's ask the
 * same of a believer, so a person registered for one can be ticked for the
 * others as they are. The counter keeps one person per form and name, as
 * the server does (php/Counter/HouseholdPeople.php's form_of(), which reads
 * the same table the same way).
 */

/**
 * Internal dependencies
 */
import {
	FIELDS,
	FORM_KIND_PRIORITY,
	gendersOf,
	requiresField,
	showsField,
	type FormKind,
} from './believer-fields';

/**
 * What a kind's form holds: each field shown or not, required or not, and
 * the genders it offers.
 *
 * @param kind Form kind.
 * @return A text equal for kinds of the same form.
 */
function signature( kind: FormKind ): string {
	return FIELDS.map(
		( spec ) =>
			`${ spec.key }${ showsField( kind, spec.key ) ? '+' : '-' }${
				requiresField( kind, spec.key ) ? '!' : ''
			}${ gendersOf( spec, kind ).join( '|' ) }`
	).join( ',' );
}

/**
 * The first kind, in priority order, whose form is the same as this one's.
 *
 * @param kind Form kind.
 * @return That kind (the kind itself when none before it matches).
 */
export function formOf( kind: FormKind ): FormKind {
	const mine = signature( kind );
	return (
		FORM_KIND_PRIORITY.find( ( other ) => signature( other ) === mine ) ??
		kind
	);
}

/**
 * Whether a believer of one kind fits a form of another as they are.
 *
 * @param left  Form kind.
 * @param right Form kind.
 * @return True when the two forms hold the same fields.
 */
export function sameForm( left: FormKind, right: FormKind ): boolean {
	return formOf( left ) === formOf( right );
}
