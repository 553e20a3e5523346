<?php
/**
 * The offering block: registration and frontend render.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Block;

use TempleOfferings\Admin\MissingWooCommerceNotice;
use TempleOfferings\Privacy\BrowserDataOwner;
use TempleOfferings\Privacy\GuestDraftHours;
use TempleOfferings\Security\Origins;

/**
 * Registers `temple-offerings/offerings` from the plugin's top-level block.json
 * (whose scripts and styles point into build/) and renders its mount element.
 */
final class OfferingsBlock {

	public const NAME = 'temple-offerings/offerings';

	/**
	 * Whether this request already printed the preloaded answers.
	 *
	 * @var bool
	 */
	private bool $preloaded = false;

	/**
	 * @param string           $block_dir   Directory holding block.json (the plugin's own).
	 * @param string           $plugin_file The plugin's main file, for the languages path.
	 * @param Origins          $origins     The allowed origins.
	 * @param BrowserDataOwner $owner       Whose drafts the page may restore.
	 * @param GuestDraftHours  $guest_hours How long a guest's draft may be idle and still be restored.
	 */
	public function __construct(
		private string $block_dir,
		private string $plugin_file,
		private Origins $origins,
		private BrowserDataOwner $owner,
		private GuestDraftHours $guest_hours
	) {}

	/**
	 * Registers the block type and points its scripts at the shipped translations.
	 */
	public function register(): void {
		$type = register_block_type( $this->block_dir, array( 'render_callback' => array( $this, 'render' ) ) );
		if ( ! $type ) {
			return;
		}
		$languages = dirname( $this->plugin_file ) . '/languages';
		foreach ( array_merge( $type->editor_script_handles, $type->view_script_handles ) as $handle ) {
			wp_set_script_translations( $handle, 'temple-offerings', $languages );
		}
	}

	/**
	 * Renders the element the view script mounts on, with the block's settings.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render( array $attributes ): string {
		if ( ! MissingWooCommerceNotice::woocommerce_active() ) {
			return sprintf(
				'<div %s><p>%s</p></div>',
				get_block_wrapper_attributes(),
				esc_html__( 'This offering page needs WooCommerce, which is not active on this site.', 'temple-offerings' )
			);
		}

		$settings = $this->settings( $attributes );
		$this->preload( $settings['allowedCategories'] );

		return sprintf(
			'<div %s data-settings="%s"><p class="wp-block-temple-offerings-offerings__loading">%s</p></div>',
			get_block_wrapper_attributes(),
			esc_attr( (string) wp_json_encode( $settings ) ),
			esc_html__( 'Loading…', 'temple-offerings' )
		);
	}

	/**
	 * The REST answers the page's first paint needs, handed to apiFetch's preloading
	 * middleware in an inline script after `wp-api-fetch`, so the page renders
	 * without a request. The paths are exactly the ones src/api requests (the
	 * preloading middleware matches by path and query, so any difference costs a request). Saved believers only for a logged-in user: a guest's page holds
	 * nothing per-user, so a full-page cache may serve it to every guest.
	 *
	 * @param string[] $allowed_categories The block's category slugs, in order.
	 */
	private function preload( array $allowed_categories ): void {
		if ( $this->preloaded ) {
			return;
		}
		$this->preloaded = true;

		$paths = array(
			'/temple-offerings/v1/visible-products?' . http_build_query(
				array(
					'category' => implode( ',', $allowed_categories ),
					'per_page' => 100,
				),
				'',
				'&',
				PHP_QUERY_RFC3986
			),
			'/wp/v2/product_cat?hide_empty=false&per_page=100',
		);
		if ( is_user_logged_in() ) {
			$paths[] = '/temple-offerings/v1/believers';
		}
		$preloaded = array_reduce( $paths, 'rest_preload_api_request', array() );

		wp_enqueue_script( 'wp-api-fetch' );
		wp_add_inline_script(
			'wp-api-fetch',
			sprintf( 'wp.apiFetch.use( wp.apiFetch.createPreloadingMiddleware( %s ) );', wp_json_encode( $preloaded, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) ),
			'after'
		);
		// The view script must run after the middleware is in place, whatever its
		// own dependencies say.
		$registered = wp_scripts()->registered;
		foreach ( $this->view_script_handles() as $handle ) {
			if ( isset( $registered[ $handle ] ) && ! in_array( 'wp-api-fetch', $registered[ $handle ]->deps, true ) ) {
				$registered[ $handle ]->deps[] = 'wp-api-fetch';
			}
		}
	}

	/**
	 * @return string[]
	 */
	private function view_script_handles(): array {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( self::NAME );
		return $type ? $type->view_script_handles : array();
	}

	/**
	 * What the frontend needs to know that is not a REST answer. Nothing here is
	 * per-user except `isLoggedIn` and `owner` (the token the page's stored
	 * drafts and copied believer are checked against: 'guest' for every guest),
	 * so a page cache can serve guests the same HTML (the REST nonce of a guest
	 * is the same for every guest).
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	private function settings( array $attributes ): array {
		$allowed = array_values(
			array_filter(
				array_map( 'sanitize_title', (array) ( $attributes['allowedCategories'] ?? array() ) )
			)
		);

		return array(
			'allowedCategories' => $allowed,
			'defaultCategory'   => sanitize_title( (string) ( $attributes['defaultCategory'] ?? '' ) ),
			'cartUrl'           => wc_get_cart_url(),
			'placeholderImage'  => wc_placeholder_img_src( 'woocommerce_thumbnail' ),
			'allowedOrigins'    => $this->origins->allowed(),
			'isLoggedIn'        => is_user_logged_in(),
			'loginUrl'          => wp_login_url( (string) get_permalink() ),
			'restNonce'         => wp_create_nonce( 'wp_rest' ),
			// Prices on the page are written as the shop writes them (wc_price()'s settings).
			'priceFormat'       => array(
				'symbol'            => html_entity_decode( get_woocommerce_currency_symbol(), ENT_QUOTES, 'UTF-8' ),
				'position'          => (string) get_option( 'woocommerce_currency_pos', 'left' ),
				'decimals'          => wc_get_price_decimals(),
				'decimalSeparator'  => wc_get_price_decimal_separator(),
				'thousandSeparator' => wc_get_price_thousand_separator(),
			),
			'owner'             => $this->owner->token(),
			// The site's, the same for everyone: how many idle hours a guest's draft is restored.
			'guestDraftHours'   => $this->guest_hours->hours(),
		);
	}
}
