/**
 * Internal dependencies
 */
import type { PriceFormat } from '../domain/pricing';
import type { ProductCategory } from './product';

/**
 * The block's saved attributes (block.json) and the settings PHP renders into
 * the block's `script.temple-offerings__settings` (JSON, after its cards).
 */

export type BlockAttributes = {
	allowedCategories: string[];
	defaultCategory: string;
};

export interface PageSettings extends BlockAttributes {
	cartUrl: string;
	placeholderImage: string;
	allowedOrigins: string[];
	isLoggedIn: boolean;
	loginUrl: string;
	/** `wp_rest` nonce for X-WP-Nonce (also set on apiFetch by WordPress's own middleware). */
	restNonce: string;
	/**
	 * Whose drafts and copied believer this page may read back from
	 * localStorage: an opaque token per logged-in user, 'guest' for every guest
	 * (php/Privacy/BrowserDataOwner.php).
	 */
	owner: string;
	/**
	 * How many hours a guest's draft and copied believer are kept since their
	 * last write (php/Privacy/GuestDraftHours.php); a logged-in user's stay a
	 * day.
	 */
	guestDraftHours: number;
	/** How the shop writes prices (WooCommerce's currency settings). */
	priceFormat: PriceFormat;
	/**
	 * The tabs' categories that exist, in the block's order, when the page
	 * brought them (the block's render does): the store takes them instead of
	 * asking `wp/v2/product_cat`.
	 */
	categories?: ProductCategory[];
	/**
	 * The temple's 太歲 rules (php/TaiSui/TaiSuiSettings.php): the year the
	 * offerings are for, the boundary, the counted relations, the 太歲燈
	 * product and the hint's words, as sent; the believer forms read them
	 * (domain/tai-sui-rules.ts's taiSuiSettingsOf()). Absent: no hint.
	 */
	taiSui?: unknown;
	/**
	 * The server's clock when it made the page, in milliseconds: the
	 * countdowns to offerings' openings run on it (hooks/use-registration.ts).
	 * Absent: the browser's own clock.
	 */
	now?: number;
}
