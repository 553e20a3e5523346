<?php
/**
 * Plugin Name: Temple Offerings e2e: an extension's own mini-cart fragment
 * Description: Copied into the e2e shop's mu-plugins by e2e/cart.spec.ts for one test and removed after it.
 *
 * As a theme or plugin with a header cart of its own does: every wc-ajax
 * answer's fragments get `div.temple-e2e-mini-cart`, WooCommerce's mini-cart
 * rendered again inside it. The page's add, which asks for no mini-cart of
 * WooCommerce's, still gets this one whole.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

add_filter(
	'woocommerce_add_to_cart_fragments',
	static function ( $fragments ) {
		ob_start();
		woocommerce_mini_cart();
		$fragments['div.temple-e2e-mini-cart'] = '<div class="temple-e2e-mini-cart">' . ob_get_clean() . '</div>';
		return $fragments;
	}
);
