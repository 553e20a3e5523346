/**
 * The copied believer (複製 / 貼上): kept in memory for this page, in
 * localStorage for other tabs and later visits, and on the system clipboard
 * as JSON when the browser allows it. Kept in the wire shape (CartBeliever),
 * which is also what a pasted text must look like.
 *
 * Like the draft, the stored copy belongs to one visitor: it is kept in an
 * envelope with the page's owner token (src/domain/owner.ts), and a copy of
 * another owner, or older than its owner's limit (a guest's: the site's
 * guest hours), is dropped instead of pasted. It is
 * removed after a successful add and, with every key of the plugin, after a
 * log-out (php/Privacy/ForgetBrowserData.php).
 */

/**
 * Internal dependencies
 */
import {
	fromCartBeliever,
	isCartBeliever,
	toCartBeliever,
	type BelieverFormItem,
	type CartBeliever,
} from '../domain/believer';
import { readOwned, removeOwned, writeOwned } from './owned-storage';

export const COPIED_BELIEVER_KEY = 'temple-offerings:copied-believer';

let copied: { owner: string; believer: CartBeliever } | null = null;

/**
 * Copies a believer. Memory always takes it; storage and the clipboard are
 * best effort, and the copy only fails when neither of them took it.
 *
 * @param believer Form row.
 * @param owner    The page's owner token.
 * @return Whether the copy reached storage or the clipboard.
 */
export async function copyBeliever(
	believer: BelieverFormItem,
	owner: string
): Promise< boolean > {
	const cart = toCartBeliever( believer );
	copied = { owner, believer: cart };
	const text = JSON.stringify( cart );
	// Private mode or a full quota: false.
	let stored = writeOwned( COPIED_BELIEVER_KEY, owner, cart );
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
 * The believer to paste: the in-memory copy first, else the stored one, if
 * this owner copied it within `maxAge` (any other stored copy is removed).
 *
 * @param  owner  The page's owner token.
 * @param  maxAge How old a stored copy may be (ownedMaxAge()); a day by default.
 * @return The form row (id from the copy; the caller keeps its own id), or
 *         null when nothing was copied.
 * @throws {Error} When the stored copy is not a believer.
 */
export function pastedBeliever(
	owner: string,
	maxAge?: number
): BelieverFormItem | null {
	if ( copied?.owner === owner ) {
		return fromCartBeliever( copied.believer );
	}
	const stored = readOwned( COPIED_BELIEVER_KEY, owner, Date.now(), maxAge );
	if ( stored === null ) {
		return null;
	}
	if ( ! isCartBeliever( stored.data ) ) {
		throw new Error( 'The copied believer has an unexpected shape.' );
	}
	return fromCartBeliever( stored.data );
}

/**
 * Forgets the in-memory copy (tests; a new page starts without one).
 */
export function forgetCopiedBeliever(): void {
	copied = null;
}

/**
 * Forgets the copy everywhere the page keeps it (memory and storage); the
 * system clipboard is the browser's and stays.
 */
export function clearCopiedBeliever(): void {
	copied = null;
	removeOwned( COPIED_BELIEVER_KEY );
}
