/**
 * Which registration form a product gets, decided by its category slugs as
 * the field table (believer-fields.json) orders them; what that form
 * contains is the table's too (showsField()).
 * A product may sit in several categories; the first slug in the table's
 * priority order wins.
 */

/**
 * Internal dependencies
 */
import { FORM_KIND_PRIORITY, type FormKind } from './believer-fields';

export { FORM_KIND_PRIORITY, type FormKind };

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
