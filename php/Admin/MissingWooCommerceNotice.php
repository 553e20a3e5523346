<?php
/**
 * Admin notice shown while WooCommerce is not active.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Admin;

/**
 * Tells site managers that the offering page needs WooCommerce.
 */
final class MissingWooCommerceNotice {

	/**
	 * Whether WooCommerce is loaded on this request.
	 */
	public static function woocommerce_active(): bool {
		return class_exists( 'WooCommerce' ) && function_exists( 'WC' );
	}

	/**
	 * Prints the notice for users who can act on it.
	 */
	public function render(): void {
		if ( self::woocommerce_active() || ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		// WordPress's own notice: without WooCommerce there is no template loader to print a template of the plugin's.
		wp_admin_notice( esc_html__( 'Temple Offerings needs WooCommerce. Install and activate WooCommerce to use the offering page.', 'temple-offerings' ), array( 'type' => 'error' ) );
	}
}
