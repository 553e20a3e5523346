<?php
/**
 * Plugin Name: Temple Offerings e2e: a slow moment before the stock is lowered
 * Description: Copied into the e2e shop's mu-plugins by e2e/quota.spec.ts for one test and removed after it.
 *
 * When an order is placed, WooCommerce saves its new status first (from then
 * on its stock hold no longer counts) and lowers the stock in that status's
 * action after. This waits 3 seconds at the start of that action, for orders
 * of the product whose slug is `quota-gap-lamp` only, so a second checkout
 * surely arrives in the moment when neither the hold nor the stock counts
 * the first order's places.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

defined( 'ABSPATH' ) || exit;

add_action(
	'woocommerce_order_status_on-hold',
	static function ( $order_id ): void {
		$order = wc_get_order( (int) $order_id );
		if ( ! $order ) {
			return;
		}
		foreach ( $order->get_items() as $item ) {
			if ( $item instanceof WC_Order_Item_Product && 'quota-gap-lamp' === get_post_field( 'post_name', $item->get_product_id() ) ) {
				sleep( 3 );
				return;
			}
		}
	},
	1,
	1
);
