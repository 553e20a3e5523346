/**
 * The copied believer (複製 / 貼上): kept in memory for this page, in
 * localStorage for other tabs and later visits, and on the system clipboard
 * as JSON when the browser allows it. Stored in the wire shape
 * (CartBeliever), which is also what a pasted text must look like.
 */

/**
 * Internal dependencies
 */
import {
	fromCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../../domain/believer';

export const COPIED_BELIEVER_KEY = 'temple-offerings:copied-believer';

let copied: CartBeliever | null = null;

const STRING_FIELDS = [
	'id',
	'name',
	'gender',
	'mobile',
	'email',
	'birthday',
	'time',
	'address',
	'note',
	'deceased_name',
	'deceased_gender',
	'deceased_birthday',
	'deceased_death_anniversary',
	'deceased_address',
	'super_name',
] as const;

/**
 * Whether a parsed value has the CartBeliever shape.
 *
 * @param value Parsed JSON.
 * @return True when every field has the right type.
 */
export function isCartBeliever( value: unknown ): value is CartBeliever {
	if ( typeof value !== 'object' || value === null ) {
		return false;
	}
	const record = value as Record< string, unknown >;
	const isText = ( item: unknown ) => typeof item === 'string';
	return (
		STRING_FIELDS.every( ( field ) => isText( record[ field ] ) ) &&
		typeof record.is_expired_notice === 'boolean' &&
		Array.isArray( record.product_category ) &&
		record.product_category.every( isText ) &&
		Array.isArray( record.depends_people ) &&
		record.depends_people.every(
			( person: unknown ) =>
				typeof person === 'object' &&
				person !== null &&
				[ 'name', 'gender', 'birthday' ].every( ( field ) =>
					isText( ( person as Record< string, unknown > )[ field ] )
				)
		)
	);
}

/**
 * Copies a believer. Memory always takes it; storage and the clipboard are
 * best effort, and the copy only fails when neither of them took it.
 *
 * @param believer Form row.
 * @return Whether the copy reached storage or the clipboard.
 */
export async function copyBeliever(
	believer: BelieverFormItem
): Promise< boolean > {
	const cart = toCartBeliever( believer );
	copied = cart;
	const text = JSON.stringify( cart );
	let stored = false;
	try {
		window.localStorage.setItem( COPIED_BELIEVER_KEY, text );
		stored = true;
	} catch {
		// Private mode or a full quota.
	}
	try {
		if ( window.navigator.clipboard?.writeText ) {
			await window.navigator.clipboard.writeText( text );
			stored = true;
		}
	} catch {
		// Clipboard permission refused.
	}
	return stored;
}

/**
 * The believer to paste: the in-memory copy first, else the stored one.
 *
 * @return The form row (id from the copy; the caller keeps its own id), or
 *         null when nothing was copied.
 * @throws {Error} When the stored text is not a believer.
 */
export function pastedBeliever(): BelieverFormItem | null {
	if ( copied ) {
		return fromCartBeliever( copied );
	}
	const text = window.localStorage.getItem( COPIED_BELIEVER_KEY );
	if ( text === null ) {
		return null;
	}
	const parsed: unknown = JSON.parse( text );
	if ( ! isCartBeliever( parsed ) ) {
		throw new Error( 'The copied believer has an unexpected shape.' );
	}
	return fromCartBeliever( parsed );
}

/**
 * Forgets the in-memory copy (tests; a new page starts without one).
 */
export function forgetCopiedBeliever(): void {
	copied = null;
}
