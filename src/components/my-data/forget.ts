/**
 * 清除我的資料: what the offering page keeps in this browser for the person
 * at it goes, at once. A kiosk or a family tablet is used by many people in
 * turn, and a guest's typed believers would otherwise wait for the next one.
 *
 * Kept in the browser: the page's drafts (one per page path) and the copied
 * believer, each in its owner's envelope in localStorage (src/store/draft.ts,
 * src/store/copied-believer.ts), and the copy in memory. The
 * server's cart and a logged-in user's saved believers (常用名單) are the
 * shop's, and stay.
 */

/**
 * Internal dependencies
 */
import { GUEST_OWNER } from '../../domain/owner';
import { forgetCopiedBeliever } from '../../store/copied-believer';

/**
 * Every storage key of the plugin starts with this (DRAFT_KEY_PREFIX in
 * src/store/constants.ts, COPIED_BELIEVER_KEY in copied-believer.ts), as PHP's
 * ForgetBrowserData::STORAGE_PREFIX says too.
 */
export const STORAGE_PREFIX = 'temple-offerings:';

/**
 * Whether a stored item is the current visitor's to clear: theirs, any
 * guest's (on a shared device that is the person at it, or the one before),
 * or unreadable (nobody reads it back). Another account's item stays: the
 * page never shows it to anyone else, and it goes at that account's log-out.
 *
 * @param raw   The stored text.
 * @param owner The page's owner token.
 * @return True when it goes.
 */
export function isClearedBy( raw: string | null, owner: string ): boolean {
	let stored: unknown = null;
	try {
		stored = JSON.parse( raw ?? '' );
	} catch {
		return true;
	}
	const itemOwner =
		typeof stored === 'object' && stored !== null
			? ( stored as { owner?: unknown } ).owner
			: undefined;
	return (
		typeof itemOwner !== 'string' ||
		itemOwner === owner ||
		itemOwner === GUEST_OWNER
	);
}

/**
 * The plugin's keys of one storage area.
 *
 * @param storage The storage.
 * @return Keys.
 */
function pluginKeys( storage: Storage ): string[] {
	const keys: string[] = [];
	for ( let index = 0; index < storage.length; index++ ) {
		const key = storage.key( index );
		if ( key?.startsWith( STORAGE_PREFIX ) ) {
			keys.push( key );
		}
	}
	return keys;
}

/**
 * Removes what this browser keeps of the plugin for this visitor: in
 * localStorage the items isClearedBy() gives them, in sessionStorage (the
 * page keeps nothing there today, but nothing of the plugin's is to survive
 * a clear) every key of the plugin; and the copied believer in memory.
 * Blocked storage is skipped: there is nothing in it to remove.
 *
 * @param owner The page's owner token.
 */
export function forgetBrowserData( owner: string ): void {
	forgetCopiedBeliever();
	for ( const area of [ 'localStorage', 'sessionStorage' ] as const ) {
		try {
			const storage = window[ area ];
			for ( const key of pluginKeys( storage ) ) {
				if (
					area === 'sessionStorage' ||
					isClearedBy( storage.getItem( key ), owner )
				) {
					storage.removeItem( key );
				}
			}
		} catch {
			// Storage blocked by the browser's privacy settings.
		}
	}
}
