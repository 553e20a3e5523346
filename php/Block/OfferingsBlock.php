<?php
/**
 * The offering block: registration and frontend render.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Block;

use TempleOfferings\Admin\MissingWooCommerceNotice;
use TempleOfferings\Offering\OfferingPages;
use TempleOfferings\Offering\ProductCategories;
use TempleOfferings\Privacy\BrowserDataOwner;
use TempleOfferings\Privacy\GuestDraftHours;
use TempleOfferings\Rest\PreloadedAnswers;
use TempleOfferings\Security\Origins;
use TempleOfferings\Support\PriceSettings;
use TempleOfferings\TaiSui\TaiSuiSettings;

/**
 * Registers `temple-offerings/offerings` from the plugin's top-level block.json
 * (whose scripts and styles point into build/) and renders its mount element.
 */
final class OfferingsBlock {

	public const NAME = OfferingPages::BLOCK;

	/**
	 * The server's tabs and cards show before the page's script has loaded,
	 * and a worshipper may tap one then: this keeps each such click (the
	 * button itself: hydration keeps the server's elements) for the script,
	 * which clicks them again once it has taken the page over
	 * (src/view.tsx), so no tap is lost on a slow phone. It is printed right
	 * after the tabs and cards, not before them: the browser's parser runs it
	 * and then lets the page render, and before the markup that pause came
	 * between the page's title and its offerings, holding them back a frame
	 * (hundreds of milliseconds on a slow phone). After the markup it still
	 * runs before the cards are first painted.
	 */
	private const EARLY_CLICKS = '(function(){var q=window.templeOfferingsEarlyClicks=[];document.addEventListener("click",function(e){var b=!q.done&&e.target.closest&&e.target.closest(".temple-offerings__app button");if(b){q.push(b);e.preventDefault();}},true);})();';

	/**
	 * The catalogue rows this request preloaded (printed once a request).
	 *
	 * @var array<int, array<string, mixed>>|null
	 */
	private ?array $products = null;

	/**
	 * @param string            $block_dir   Directory holding block.json (the plugin's own).
	 * @param string            $plugin_file The plugin's main file, for the languages path.
	 * @param Origins           $origins     The allowed origins.
	 * @param BrowserDataOwner  $owner       Whose drafts the page may restore.
	 * @param GuestDraftHours   $guest_hours How long a guest's draft may be idle and still be restored.
	 * @param ProductCategories $categories  The shop's categories, which name the tabs.
	 * @param PreloadedAnswers  $answers     The REST answers the page's script reads first.
	 * @param TaiSuiSettings    $tai_sui     The temple's 太歲 rules, year, 太歲燈 and words.
	 */
	public function __construct(
		private string $block_dir,
		private string $plugin_file,
		private Origins $origins,
		private BrowserDataOwner $owner,
		private GuestDraftHours $guest_hours,
		private ProductCategories $categories,
		private PreloadedAnswers $answers,
		private TaiSuiSettings $tai_sui
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
		$products = $this->preload( $settings['allowedCategories'] );
		$this->print_scripts_in_footer();
		$requested = isset( $_GET['category'] ) ? sanitize_title( wp_unslash( (string) $_GET['category'] ) ) : ''; // phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- only chooses the tab shown.

		// The settings (5 KB of JSON) come after the cards, not in an attribute
		// before them: the browser parses a page in slices of about ten
		// milliseconds and may paint between two, so the fewer bytes before
		// the first card's name, the more often the first frame shows it.
		return sprintf(
			'<div %s><div class="temple-offerings__app">%s</div>%s%s<noscript><p class="temple-offerings__noscript">%s</p></noscript></div>',
			get_block_wrapper_attributes(),
			( new OfferingsMarkup( $settings ) )->page( $products, $settings['categories'], $requested ),
			wp_get_inline_script_tag( (string) wp_json_encode( $settings, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ), array( 'type' => 'application/json', 'class' => 'temple-offerings__settings' ) ),
			wp_get_inline_script_tag( self::EARLY_CLICKS ),
			esc_html__( 'Registering believers and adding offerings to the prayer bag needs JavaScript: please turn it on in your browser, or ask the temple to register for you.', 'temple-offerings' )
		);
	}

	/**
	 * The view script and everything it needs load at the end of the page and
	 * deferred, not in its head: the server already wrote the offerings, so
	 * nothing of the plugin holds up the theme's first paint, and the browser
	 * paints the cards before it runs any of that script. WordPress registers
	 * a block's view script deferred but in the head, where its dependencies
	 * (React, react-dom, the data store…) then load blocking. Asking for
	 * `defer` on those dependencies is safe for other scripts: WordPress
	 * keeps blocking any script that a blocking script depends on, or that
	 * has an inline script after it (as core's wp-i18n, wp-api-fetch and
	 * wp-data have, which keeps most of them parser-blocking at the end of
	 * the body). Such a script is fetched at once, at the browser's medium
	 * priority, and on a slow network twenty of them share the bandwidth
	 * with the theme's render-blocking styles, its web font and the first
	 * card's image; `fetchpriority="low"` lets the browser fetch them after
	 * those (WordPress raises a script back to the priority of any
	 * other script that depends on it).
	 */
	private function print_scripts_in_footer(): void {
		$scripts = wp_scripts();
		$pending = $this->view_script_handles();
		$seen    = array();
		while ( $pending ) {
			$handle = array_pop( $pending );
			if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
				continue;
			}
			$seen[ $handle ] = true;
			$scripts->add_data( $handle, 'group', 1 );
			if ( ! $scripts->get_data( $handle, 'strategy' ) ) {
				$scripts->add_data( $handle, 'strategy', 'defer' );
			}
			if ( ! $scripts->get_data( $handle, 'fetchpriority' ) ) {
				$scripts->add_data( $handle, 'fetchpriority', 'low' );
			}
			array_push( $pending, ...$scripts->registered[ $handle ]->deps );
		}
	}

	/**
	 * The REST answers the page's first paint needs (PreloadedAnswers), handed
	 * to apiFetch's preloading middleware in an inline script after
	 * `wp-api-fetch`, so the page renders without a request.
	 *
	 * @param string[] $allowed_categories The block's category slugs, in order.
	 * @return array<int, array<string, mixed>> The catalogue rows the server's markup is drawn from.
	 */
	private function preload( array $allowed_categories ): array {
		if ( null !== $this->products ) {
			return $this->products;
		}

		$preloaded = $this->answers->for_page( $allowed_categories );
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

		$rows           = $preloaded[ PreloadedAnswers::products_path( $allowed_categories ) ]['body'] ?? null;
		$this->products = is_array( $rows ) && array_is_list( $rows ) ? array_values( array_filter( $rows, 'is_array' ) ) : array();
		return $this->products;
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
	 * is the same for every guest). `now` is the server's clock: a page served
	 * from a cache sets the countdowns by the moment it was made, so a page
	 * with offerings about to open should not be cached for long.
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
			// The tabs' names come with the page, not from a REST answer of their own.
			'categories'        => $this->categories->named( $allowed ),
			'cartUrl'           => wc_get_cart_url(),
			'placeholderImage'  => wc_placeholder_img_src( 'woocommerce_thumbnail' ),
			'allowedOrigins'    => $this->origins->allowed(),
			'isLoggedIn'        => is_user_logged_in(),
			'loginUrl'          => wp_login_url( (string) get_permalink() ),
			'restNonce'         => wp_create_nonce( 'wp_rest' ),
			// Prices on the page are written as the shop writes them (wc_price()'s settings).
			'priceFormat'       => PriceSettings::for_script(),
			'owner'             => $this->owner->token(),
			// The site's, the same for everyone: how many idle hours a guest's draft is restored.
			'guestDraftHours'   => $this->guest_hours->hours(),
			// The site's too: the 太歲 hint under a believer's birthday and its 太歲燈 button.
			'taiSui'            => $this->tai_sui->for_page(),
			// The server's clock when the page was made (milliseconds): the countdown to an
			// offering's opening runs on it, never on the browser's own clock.
			'now'               => (int) floor( microtime( true ) * 1000 ),
		);
	}
}
