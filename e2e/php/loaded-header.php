<?php
/**
 * Plugin Name: Temple Offerings e2e: which answers got as far as wp_loaded
 * Description: Copied into the e2e shop's mu-plugins by e2e/fair-limits-crowds.spec.ts for one test and removed after it.
 *
 * Every answer of a request that reached `wp_loaded` (WordPress, WooCommerce
 * and the cart all loaded) carries `X-Temple-E2E-Loaded: 1`; an add the
 * plugin answered earlier, on `init`, does not.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

add_action(
	'wp_loaded',
	static function (): void {
		if ( ! headers_sent() ) {
			header( 'X-Temple-E2E-Loaded: 1' );
		}
	},
	PHP_INT_MIN
);
