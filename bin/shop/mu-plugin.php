<?php
/**
 * Plugin Name: Temple Offerings local shop
 * Description: Development-only settings of the local shop (bin/shop.mjs): no outbound HTTP or update checks, mail written to a log.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

// Mail goes to a file next to the database, one JSON line a message, so tests can read it.
add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		$line = wp_json_encode(
			array(
				'to'      => $atts['to'],
				'subject' => $atts['subject'],
				'message' => $atts['message'],
				'headers' => $atts['headers'],
			)
		);
		file_put_contents( TEMPLE_SHOP_DIR . '/mail.log', $line . "\n", FILE_APPEND | LOCK_EX );
		return true;
	},
	10,
	2
);

// No update checks: they can only fail offline, and each failure is a warning in debug.log.
foreach ( array( '_maybe_update_core', '_maybe_update_plugins', '_maybe_update_themes' ) as $temple_check ) {
	remove_action( 'admin_init', $temple_check );
}
remove_action( 'init', 'wp_schedule_update_checks' );
remove_action( 'wp_version_check', 'wp_version_check' );
foreach ( array( 'load-plugins.php', 'load-update.php', 'load-update-core.php', 'wp_update_plugins' ) as $temple_hook ) {
	remove_action( $temple_hook, 'wp_update_plugins' );
}
foreach ( array( 'load-themes.php', 'load-update.php', 'load-update-core.php', 'wp_update_themes' ) as $temple_hook ) {
	remove_action( $temple_hook, 'wp_update_themes' );
}
remove_action( 'load-update-core.php', 'wp_update_plugins' );
// The Plugins screen looks up missing required plugins on wordpress.org; answer
// "offline" before any request is made (a failed request logs a warning).
add_filter(
	'plugins_api',
	static fn( $result ) => false === $result ? new WP_Error( 'temple_shop_offline', 'The local shop does not reach wordpress.org.' ) : $result
);
add_filter( 'woocommerce_allow_marketplace_suggestions', '__return_false' );
add_filter( 'woocommerce_admin_features', static fn( array $features ): array => array_values( array_diff( $features, array( 'remote-inbox-notifications', 'remote-free-extensions', 'payment-gateway-suggestions', 'marketplace' ) ) ) );

// Tests delete the orders they made, receipts and all (a shop never does: Receipt\ReceiptDeletionGuard):
// from the shop's own PHP (bin/shop, e2e/php, shopPhp()) and REST requests that say they are a test's clean-up.
add_filter(
	'temple_offerings_order_deletable',
	static fn( bool $deletable ): bool => $deletable || defined( 'TEMPLE_SHOP_SETUP' ) || isset( $_SERVER['HTTP_X_TEMPLE_SHOP_CLEANUP'] )
);
