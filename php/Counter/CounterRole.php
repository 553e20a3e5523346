<?php
/**
 * The 櫃台人員 (counter clerk) role.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Support\Capabilities;

/**
 * A role for the people at the temple's counter: they register walk-ins and
 * phone calls, see and print the ritual lists, and nothing else of the shop
 * (no settings, no products, no orders list, no customers). Made once per
 * version of its capabilities, on `init`; removed when the plugin is deleted.
 */
final class CounterRole {

	public const ROLE = 'temple_counter';

	/** The stored name, translated on display (see translate_name()). */
	public const NAME = 'Temple counter';

	/** The option holding the version of the role's capabilities last written. */
	public const VERSION_OPTION = 'temple_offerings_counter_role';

	/** Bumped whenever caps() changes, so sites get the new set. */
	public const VERSION = '1';

	/**
	 * The role's capabilities. `view_admin_dashboard` is what WooCommerce asks
	 * of a user who is let into wp-admin without editing posts.
	 *
	 * @return array<string, bool>
	 */
	public static function caps(): array {
		$caps = array(
			'read'                 => true,
			'view_admin_dashboard' => true,
		);
		foreach ( Capabilities::COUNTER_TASKS as $cap ) {
			$caps[ $cap ] = true;
		}
		return $caps;
	}

	/**
	 * Hooked on `init`: writes the role when its capabilities changed (or it is missing).
	 */
	public function install(): void {
		if ( get_option( self::VERSION_OPTION ) === self::VERSION && null !== get_role( self::ROLE ) ) {
			return;
		}
		// Users keep the role's name while it is rewritten: add_role() refuses an existing role.
		remove_role( self::ROLE );
		add_role( self::ROLE, self::NAME, self::caps() );
		update_option( self::VERSION_OPTION, self::VERSION, true );
	}

	/**
	 * Hooked on `admin_init`: WooCommerce's app screens (`admin.php?page=wc-admin`:
	 * its home, analytics, customers) open for anyone let into wp-admin and
	 * only then say, in the browser, that the user may not see them; a
	 * counter clerk is refused them at once, as WordPress refuses its other
	 * screens (403), so nothing of them is drawn for the clerk.
	 */
	public function refuse_shop_app(): void {
		global $pagenow, $plugin_page;
		if ( 'admin.php' !== $pagenow || 'wc-admin' !== $plugin_page || ! current_user_can( Capabilities::COUNTER ) || current_user_can( 'view_woocommerce_reports' ) ) {
			return;
		}
		wp_die( esc_html__( 'Sorry, this screen is not for the temple\'s counter staff.', 'temple-offerings' ), '', array( 'response' => 403 ) );
	}

	/**
	 * Filter `gettext_with_context`: WordPress shows role names through
	 * translate_user_role(), in its own text domain; the role's name is
	 * translated in the plugin's.
	 *
	 * @param mixed $translation The translation so far.
	 * @param mixed $text        The source text.
	 * @param mixed $context     The context.
	 * @param mixed $domain      The text domain.
	 * @return mixed
	 */
	public function translate_name( mixed $translation, mixed $text, mixed $context, mixed $domain ): mixed {
		if ( self::NAME !== $text || 'User role' !== $context || 'default' !== $domain ) {
			return $translation;
		}
		return _x( 'Temple counter', 'User role', 'temple-offerings' );
	}
}
