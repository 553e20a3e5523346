/**
 * Pure edits of the ordered `allowedCategories` list. Every function returns a
 * new array and leaves its input alone, so the block's attribute changes only
 * through `setAttributes`.
 */

/**
 * Moves a slug one place towards the start (`-1`) or the end (`1`). Moving past
 * either end, or a slug not in the list, leaves the order unchanged.
 *
 * @param slugs     The ordered slugs.
 * @param slug      The slug to move.
 * @param direction -1 for up (earlier tab), 1 for down (later tab).
 */
export function moveSlug(
	slugs: readonly string[],
	slug: string,
	direction: -1 | 1
): string[] {
	const from = slugs.indexOf( slug );
	const to = from + direction;
	if ( from < 0 || to < 0 || to >= slugs.length ) {
		return [ ...slugs ];
	}
	const next = [ ...slugs ];
	next[ from ] = slugs[ to ];
	next[ to ] = slug;
	return next;
}

/**
 * Ticks (appends as the last tab) or unticks (removes) a slug.
 *
 * @param slugs   The ordered slugs.
 * @param slug    The slug to tick or untick.
 * @param checked Whether it should be in the list.
 */
export function toggleSlug(
	slugs: readonly string[],
	slug: string,
	checked: boolean
): string[] {
	const without = slugs.filter( ( item ) => item !== slug );
	return checked ? [ ...without, slug ] : without;
}

/**
 * The default tab that is still valid once the allowed list changed: a default
 * that is no longer allowed falls back to "the first tab" (empty string).
 *
 * @param allowed         The new ordered slugs.
 * @param defaultCategory The saved default tab.
 */
export function keptDefault(
	allowed: readonly string[],
	defaultCategory: string
): string {
	return allowed.includes( defaultCategory ) ? defaultCategory : '';
}
