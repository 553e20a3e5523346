<?php
/**
 * Plugin Name: Temple Offerings local shop
 * Description: Development-only settings of the local shop (bin/shop.mjs): no outbound HTTP or update checks, mail written to a log.
 *
 * @package TempleOfferings
 */

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
		file_put_contents( TEMPLE_SHOP_DIR . '/mail.log', $line . "\n", FILE_APPEND | LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		return true;
	},
	10,
	2
);

add_filter( 'pre_site_transient_update_core', '__return_null' );
add_filter( 'pre_site_transient_update_plugins', '__return_null' );
add_filter( 'pre_site_transient_update_themes', '__return_null' );
add_filter( 'woocommerce_allow_marketplace_suggestions', '__return_false' );
add_filter( 'woocommerce_admin_features', static fn( array $features ): array => array_values( array_diff( $features, array( 'remote-inbox-notifications', 'remote-free-extensions', 'payment-gateway-suggestions', 'marketplace' ) ) ) );
