<?php
/**
 * WooCommerce → 臨櫃登記: the counter's screen.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Security\Origins;
use TempleOfferings\Support\BuiltScript;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\PriceSettings;
use TempleOfferings\TaiSui\TaiSuiSettings;

/**
 * A screen for whoever registers at the counter (`temple_offerings_counter`):
 * under WooCommerce for shop managers and administrators; a menu of its own
 * for the 櫃台人員, who do not see WooCommerce's (it asks for
 * `edit_others_shop_orders`). It holds a mount element for build/counter.js
 * (src/counter/), with what the script needs to start: the REST nonce, the
 * allowed origins, the shop's price format, who is at the counter and the
 * temple's 太歲 settings (the household's people are reckoned as the family
 * book reckons them). The offerings and households are read through the
 * REST routes.
 */
final class CounterPage {

	public const SLUG = 'temple-offerings-counter';

	public const HANDLE = 'temple-offerings-counter';

	/** The screen's hook suffix, once the menu is added. */
	private string $hook = '';

	/**
	 * @param Origins        $origins Where the script may send from.
	 * @param BuiltScript    $script  Enqueues the script's build.
	 * @param TaiSuiSettings $tai_sui The temple's 太歲 year, rules and 太歲燈.
	 */
	public function __construct( private Origins $origins, private BuiltScript $script, private TaiSuiSettings $tai_sui ) {}

	/**
	 * Hooked on `admin_menu`.
	 */
	public function register_menu(): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		$title = __( 'Counter registration', 'temple-offerings' );
		if ( current_user_can( 'edit_others_shop_orders' ) ) {
			$this->hook = (string) add_submenu_page( 'woocommerce', $title, $title, Capabilities::COUNTER, self::SLUG, array( $this, 'render' ), 1 );
			return;
		}
		$this->hook = (string) add_menu_page( $title, $title, Capabilities::COUNTER, self::SLUG, array( $this, 'render' ), 'dashicons-id-alt', 55 );
	}

	/**
	 * Hooked on `admin_enqueue_scripts`: the script on this screen only.
	 *
	 * @param mixed $hook_suffix The screen's hook suffix.
	 */
	public function enqueue( mixed $hook_suffix ): void {
		if ( '' === $this->hook || $hook_suffix !== $this->hook || ! current_user_can( Capabilities::COUNTER ) ) {
			return;
		}
		// The offering page's look for the believer fields, then the screen's own.
		$this->script->enqueue( self::HANDLE, 'counter', array( 'style-index.css', 'style-believer-forms.css', 'counter.css' ) );
	}

	/**
	 * The screen.
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::COUNTER ) ) {
			wp_die( esc_html__( 'Sorry, only the temple\'s counter staff can do this.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		$settings = array(
			'restNonce'      => wp_create_nonce( 'wp_rest' ),
			'allowedOrigins' => $this->origins->allowed(),
			'priceFormat'    => PriceSettings::for_script(),
			'staffName'      => wp_get_current_user()->display_name,
			'taiSui'         => $this->tai_sui->for_page(),
		);
		printf(
			'<div class="wrap"><h1>%1$s</h1><div class="temple-offerings temple-offerings-counter" data-settings="%2$s"></div><noscript><p>%3$s</p></noscript></div>',
			esc_html__( 'Counter registration', 'temple-offerings' ),
			esc_attr( (string) wp_json_encode( $settings ) ),
			esc_html__( 'The counter screen needs JavaScript. Please turn on JavaScript in your browser.', 'temple-offerings' )
		);
	}
}
