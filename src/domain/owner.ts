/**
 * What the offering page keeps in the browser (the draft, the copied
 * believer) belongs to one visitor: it is stored in an envelope naming its
 * owner and when it was last written, and read back only by that owner
 * within a day, or, for a guest, within the site's guest hours (4 by
 * default): guests share one owner, so on a kiosk or a family tablet the
 * next guest would otherwise find the last one's believers. The owner is
 * the token PHP renders into the settings (php/Privacy/BrowserDataOwner.php):
 * opaque per logged-in user, GUEST_OWNER for every guest. Pure functions;
 * src/store/owned-storage.ts does the I/O.
 */

/** The owner token of every guest. */
export const GUEST_OWNER = 'guest';

/** Stored items older than this are dropped unread. */
const OWNED_ITEM_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** A guest's items idle longer than this many hours are dropped, by default. */
export const GUEST_HOURS_DEFAULT = 4;

/**
 * How old an item the page may still read back: a guest's, the site's guest
 * hours since it was last written (so typing keeps it alive); a logged-in
 * user's, a day, since only that user reads it back.
 *
 * @param settings                 The page's settings.
 * @param settings.owner           The page's owner token.
 * @param settings.guestDraftHours The site's guest hours.
 * @return Milliseconds.
 */
export function ownedMaxAge( settings: {
	owner: string;
	guestDraftHours: number;
} ): number {
	return settings.owner === GUEST_OWNER
		? Math.min( settings.guestDraftHours * 36e5, OWNED_ITEM_MAX_AGE_MS )
		: OWNED_ITEM_MAX_AGE_MS;
}

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
 * written within `maxAge` and not in the future. Anything else
 * (another owner, too old, not an envelope at all, e.g. an item written
 * before envelopes existed) is null.
 *
 * @param value  Parsed stored value.
 * @param owner  The current owner token.
 * @param now    Date.now().
 * @param maxAge How old it may be (ownedMaxAge()); a day by default.
 * @return `{ data }`, or null.
 */
export function unseal(
	value: unknown,
	owner: string,
	now: number = Date.now(),
	maxAge: number = OWNED_ITEM_MAX_AGE_MS
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
		now - envelope.savedAt > maxAge ||
		! ( 'data' in envelope )
	) {
		return null;
	}
	return { data: envelope.data };
}
