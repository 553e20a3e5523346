/**
 * What the offering page keeps in the browser (the draft, the copied
 * believer) belongs to one visitor: it is stored in an envelope naming its
 * owner and when it was written, and read back only by that owner within a
 * day. The owner is the token PHP renders into the settings
 * (php/Privacy/BrowserDataOwner.php): opaque per logged-in user, GUEST_OWNER
 * for every guest. Pure functions; src/store/owned-storage.ts does the I/O.
 */

/** The owner token of every guest. */
export const GUEST_OWNER = 'guest';

/** Stored items older than this are dropped unread. */
export const OWNED_ITEM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A clock a little behind the one that wrote an item is not tampering. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export interface Envelope< T > {
	owner: string;
	/** Date.now() when it was written. */
	savedAt: number;
	data: T;
}

/**
 * Wraps data for storage.
 *
 * @param owner Owner token.
 * @param data  What to keep.
 * @param now   Date.now().
 * @return Envelope.
 */
export function seal< T >(
	owner: string,
	data: T,
	now: number = Date.now()
): Envelope< T > {
	return { owner, savedAt: now, data };
}

/**
 * The data of a stored envelope, if this owner may read it now: same owner,
 * written within OWNED_ITEM_MAX_AGE_MS and not in the future. Anything else
 * (another owner, too old, not an envelope at all, e.g. an item written
 * before envelopes existed) is null.
 *
 * @param value Parsed stored value.
 * @param owner The current owner token.
 * @param now   Date.now().
 * @return `{ data }`, or null.
 */
export function unseal(
	value: unknown,
	owner: string,
	now: number = Date.now()
): { data: unknown } | null {
	if ( typeof value !== 'object' || value === null || owner === '' ) {
		return null;
	}
	const envelope = value as Partial< Envelope< unknown > >;
	if (
		envelope.owner !== owner ||
		typeof envelope.savedAt !== 'number' ||
		! Number.isFinite( envelope.savedAt ) ||
		envelope.savedAt > now + CLOCK_SKEW_MS ||
		now - envelope.savedAt > OWNED_ITEM_MAX_AGE_MS ||
		! ( 'data' in envelope )
	) {
		return null;
	}
	return { data: envelope.data };
}
