<?php
/**
 * Who the offering page's browser-side data belongs to.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

/**
 * The page keeps a draft and a copied believer in localStorage (see
 * src/store/draft.ts and src/store/copied-believer.ts), which the
 * next person at a shared computer would otherwise find. Each stored item
 * records the token of its owner, rendered into the block's settings, and the
 * page drops items of any other owner. A logged-in user's token is an HMAC of
 * the user id under the site's secret salt: stable for that user, unguessable,
 * and never the id itself. Guests all share the literal GUEST, so a guest's
 * page stays the same HTML for every guest (a page cache serves it).
 */
final class BrowserDataOwner {

	public const GUEST = 'guest';

	/** Keeps these tokens apart from any other wp_hash() of the same id. */
	private const SALT = 'temple-offerings-browser-data-owner|';

	/**
	 * The current visitor's token.
	 */
	public function token(): string {
		$user_id = get_current_user_id();
		return $user_id > 0 ? wp_hash( self::SALT . $user_id ) : self::GUEST;
	}
}
