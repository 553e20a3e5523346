<?php
/**
 * Personal data: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Order\LineBelievers;

/**
 * Saved believers and believers waiting in a persistent cart or session in
 * the personal data tools (the cart's dropped with their lines); believers on
 * order line items with WooCommerce's own order export and erasure; the
 * settings to keep the data on uninstall (uninstall.php honours it) and how
 * long a guest's draft stays in the browser; and the scripts that clear the
 * offering page's localStorage after a log-out or a guest's order.
 */
final class PrivacyFeature {

	/**
	 * @param BelieverStore     $store          Saved believers.
	 * @param BelieverFormatter $formatter      Readable rows.
	 * @param BelieverLines     $lines          Believers as labelled rows.
	 * @param LineBelievers     $line_believers The one reader of a line's believers.
	 * @param GuestDraftHours   $guest_hours    How long a guest's draft may be idle.
	 */
	public function __construct(
		private BelieverStore $store,
		private BelieverFormatter $formatter,
		private BelieverLines $lines,
		private LineBelievers $line_believers,
		private GuestDraftHours $guest_hours
	) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$believers = new BelieversPrivacy( $this->store, new StoredCarts(), $this->formatter, $this->lines );
		add_filter( 'wp_privacy_personal_data_exporters', array( $believers, 'register_exporters' ) );
		add_filter( 'wp_privacy_personal_data_erasers', array( $believers, 'register_erasers' ) );
		add_filter( 'woocommerce_get_settings_advanced', array( new KeepDataSetting(), 'add' ), 10, 2 );
		// Beside it, how many idle hours a guest's draft stays in the browser.
		add_filter( 'woocommerce_get_settings_advanced', array( $this->guest_hours, 'add' ), 20, 2 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . GuestDraftHours::OPTION, array( $this->guest_hours, 'sanitize_option' ) );
		// Believers on order line items go with WooCommerce's own order export and erasure.
		$orders = new OrderBelieversPrivacy( $this->lines, new BelieverAnonymizer( 'wp_privacy_anonymize_data' ), $this->line_believers );
		add_filter( 'woocommerce_privacy_export_order_personal_data', array( $orders, 'export' ), 10, 2 );
		add_action( 'woocommerce_privacy_remove_order_personal_data', array( $orders, 'remove' ) );
		// After a log-out, the next page clears the offering page's localStorage.
		$forget = new ForgetBrowserData();
		add_action( 'wp_logout', array( $forget, 'remember' ) );
		add_action( 'wp_footer', array( $forget, 'print_script' ) );
		add_action( 'login_footer', array( $forget, 'print_script' ) );
		// Once a guest's order is placed, the order-received page clears the guest's items too.
		add_action( 'woocommerce_thankyou', array( new ForgetAfterOrder(), 'print_script' ), 10, 0 );
	}
}
