<?php
/**
 * The family book's page: its script, and the element the script mounts on.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Account;

use TempleOfferings\Domain\FormKind;
use TempleOfferings\Offering\ProductCategories;
use TempleOfferings\Security\Origins;
use TempleOfferings\Support\BuiltScript;
use TempleOfferings\TaiSui\TaiSuiSettings;

/**
 * Enqueues build/my-account.js (with its translations) on the family book
 * only, and renders its mount element with everything the first paint needs:
 * the user's saved believers (read here, so the page sends no request before
 * it shows them), the kinds a believer can be added as, the offerings "light
 * again" can open, the temple's 太歲 settings (who 犯太歲 this year), the REST nonce and the allowed origins. Without JavaScript
 * the page says so; there is no second, PHP form.
 */
final class FamilyBookPage {

	public const HANDLE = 'temple-offerings-my-account';

	/**
	 * The kind a book entry of the gift form needs family registrants, which
	 * are edited in the offering page's family dialog: the book lists and keeps
	 * them, but does not add gift entries.
	 */
	private const NOT_ADDED_HERE = array( 'gift' );

	/**
	 * @param string              $plugin_file The plugin's main file.
	 * @param BelieverStore       $store       Saved believers.
	 * @param ProductCategories   $categories  The shop's real categories.
	 * @param FamilyBookOfferings $offerings   What "light again" can open.
	 * @param Origins             $origins     Where the script may send from.
	 * @param TaiSuiSettings      $tai_sui     The temple's 太歲 year, rules and 太歲燈.
	 */
	public function __construct(
		private string $plugin_file,
		private BelieverStore $store,
		private ProductCategories $categories,
		private FamilyBookOfferings $offerings,
		private Origins $origins,
		private TaiSuiSettings $tai_sui
	) {}

	/**
	 * Hooked on `wp_enqueue_scripts`.
	 */
	public function enqueue(): void {
		if ( ! is_user_logged_in() || ! FamilyBookEndpoint::is_current() ) {
			return;
		}
		// The offering page's look (its colours, buttons and form layout), then the book's own.
		( new BuiltScript( $this->plugin_file ) )->enqueue( self::HANDLE, 'my-account', array( 'style-index.css', 'style-believer-forms.css', 'my-account.css' ) );
	}

	/**
	 * Hooked on `woocommerce_account_family-book_endpoint`: the mount element.
	 */
	public function render(): void {
		if ( ! is_user_logged_in() ) {
			return;
		}
		printf(
			'<div class="temple-offerings temple-offerings-book" data-settings="%1$s"><p class="temple-offerings-book__loading">%2$s</p></div><noscript><style>.temple-offerings-book__loading{display:none}</style><p>%3$s</p></noscript>',
			esc_attr( (string) wp_json_encode( $this->settings() ) ),
			esc_html__( 'Loading…', 'temple-offerings' ),
			esc_html__( 'The family book needs JavaScript. Please turn on JavaScript in your browser to see and edit the people in it.', 'temple-offerings' )
		);
	}

	/**
	 * What the script starts with.
	 *
	 * @return array<string, mixed>
	 */
	private function settings(): array {
		$kinds = $this->categories->known( FormKind::priority() );
		return array(
			'allowedOrigins' => $this->origins->allowed(),
			'restNonce'      => wp_create_nonce( 'wp_rest' ),
			'believers'      => $this->store->list( get_current_user_id() ),
			'kinds'          => array_values( array_diff( $kinds, self::NOT_ADDED_HERE ) ),
			'offerings'      => $this->offerings->list( $kinds ),
			'taiSui'         => $this->tai_sui->for_page(),
		);
	}
}
