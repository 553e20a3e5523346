/**
 * localStorage items that belong to one visitor (see src/domain/owner.ts):
 * written in an envelope, and on reading, an item of another owner or older
 * than its owner's limit is removed and reads as nothing. Storage that is blocked or full
 * never breaks the page.
 */

/**
 * Internal dependencies
 */
import { seal, unseal } from '../domain/owner';

/**
 * The page's localStorage, or null where the browser blocks it.
 *
 * @return Storage or null.
 */
function pageStorage(): Storage | null {
	try {
		return window.localStorage;
	} catch {
		// Blocked storage (privacy settings): the page still works.
		return null;
	}
}

/**
 * Reads an item this owner may read; drops (removes) one it may not.
 *
 * @param key    Storage key.
 * @param owner  Current owner token.
 * @param now    Date.now().
 * @param maxAge How old it may be (ownedMaxAge()); a day by default.
 * @return `{ data }`, or null when there is nothing readable.
 */
export function readOwned(
	key: string,
	owner: string,
	now: number = Date.now(),
	maxAge?: number
): { data: unknown } | null {
	const storage = pageStorage();
	let raw: string | null = null;
	try {
		raw = storage?.getItem( key ) ?? null;
	} catch {
		return null;
	}
	if ( raw === null ) {
		return null;
	}
	let parsed: unknown = null;
	try {
		parsed = JSON.parse( raw );
	} catch {
		// Unreadable counts as someone else's.
	}
	const opened = unseal( parsed, owner, now, maxAge );
	if ( ! opened ) {
		removeOwned( key );
	}
	return opened;
}

/**
 * Writes an item in its owner's envelope.
 *
 * @param key   Storage key.
 * @param owner Owner token.
 * @param data  What to keep.
 * @param now   Date.now().
 * @return Whether storage took it.
 */
export function writeOwned(
	key: string,
	owner: string,
	data: unknown,
	now: number = Date.now()
): boolean {
	try {
		const storage = pageStorage();
		if ( ! storage ) {
			return false;
		}
		storage.setItem( key, JSON.stringify( seal( owner, data, now ) ) );
		return true;
	} catch {
		// Quota or blocked storage: keeping the page usable matters more.
		return false;
	}
}

/**
 * Removes an item.
 *
 * @param key Storage key.
 */
export function removeOwned( key: string ): void {
	try {
		pageStorage()?.removeItem( key );
	} catch {
		// Blocked storage: there is nothing to remove.
	}
}
