<?php
/**
 * Plugin Name: Temple Offerings e2e: another plugin refuses one product
 * Description: Copied into the e2e shop's mu-plugins by e2e/integrity.spec.ts for one test and removed after it.
 *
 * Another plugin refusing an add from inside WC_Cart::add_to_cart() (an
 * exception on `woocommerce_add_cart_item_data`, as add-on plugins do when
 * their own fields are wrong), for the product whose slug is
 * `integrity-refused` only. WooCommerce catches it and add_to_cart() answers
 * false, so the plugin's many-item REST add meets a refusal that neither its
 * own checks nor the places check could have seen before adding, and has to
 * take out the items it already added.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

add_filter(
	'woocommerce_add_cart_item_data',
	static function ( $data, $product_id ) {
		if ( 'integrity-refused' === get_post_field( 'post_name', (int) $product_id ) ) {
			throw new Exception( 'Another plugin refuses this product.' );
		}
		return $data;
	},
	99,
	2
);
