<?php
/**
 * Plugin Name:       Temple Offerings
 * Description:       A temple's offering page for WooCommerce: worshippers pick offerings, register one believer per offering with a lunar birthday, and add everything to the cart.
 * Version:           0.1.0
 * Requires at least: 6.9
 * Requires PHP:      8.1
 * Requires Plugins:  woocommerce
 * Author:            Temple Offerings
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       temple-offerings
 * Domain Path:       /languages
 * WC requires at least: 9.0
 * WC tested up to:   11.0
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings;

defined( 'ABSPATH' ) || exit;

const VERSION = '0.1.0';

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = __NAMESPACE__ . '\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$file = __DIR__ . '/php/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

( new Plugin( __FILE__ ) )->register();
