<?php
/**
 * The cart: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use TempleOfferings\Offering\Offerings;
use TempleOfferings\Opening\CounterQuotas;
use TempleOfferings\Security\Origins;
use TempleOfferings\Security\WriteRateLimit;

/**
 * One BelieverCart holds the invariant (an offering line exists only with
 * valid believers, one per unit) for every add path, restored carts and
 * checkout; around it, the limits on adding offerings and the places
 * (WooCommerce stock, one unit a believer).
 */
final class CartFeature {

	/**
	 * @param BelieverCart   $cart       The cart's rules.
	 * @param BelieverLines  $lines      Believers as people read them.
	 * @param Offerings      $offerings  Tells offerings from ordinary products.
	 * @param WriteRateLimit $write_rate Writes per visitor and minute.
	 * @param Origins        $origins    The allowed origins.
	 * @param CounterQuotas  $quotas     The places offerings keep for the counter.
	 */
	public function __construct(
		private BelieverCart $cart,
		private BelieverLines $lines,
		private Offerings $offerings,
		private WriteRateLimit $write_rate,
		private Origins $origins,
		private CounterQuotas $quotas
	) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$this->believers();
		$this->limits();
		$this->places();
	}

	/**
	 * Believers on every add path, on restored carts and at checkout.
	 */
	private function believers(): void {
		$hooks     = new CartHooks( $this->cart, $this->lines );
		$integrity = new CartIntegrity( $this->cart );
		$store_api = new StoreApiAdd( $this->cart );
		add_action( 'wc_ajax_add_to_cart', array( $hooks, 'remember_notices' ), 1, 0 );
		add_filter( 'woocommerce_add_to_cart_validation', array( $hooks, 'validate' ), 20, 6 );
		add_filter( 'woocommerce_cart_redirect_after_error', array( $hooks, 'answer_ajax_failure' ), 999, 2 );
		add_filter( 'woocommerce_add_cart_item_data', array( $hooks, 'attach' ), 10, 4 );
		add_filter( 'woocommerce_store_api_add_to_cart_data', array( $store_api, 'add_data' ), 10, 2 );
		add_action( 'woocommerce_store_api_validate_add_to_cart', array( $store_api, 'validate' ), 10, 2 );
		add_action( 'woocommerce_add_to_cart', array( $integrity, 'after_add' ), 1, 1 );
		add_filter( 'woocommerce_pre_remove_cart_item_from_session', array( $integrity, 'drop_from_session' ), 10, 4 );
		add_action( 'woocommerce_check_cart_items', array( $integrity, 'check_cart_items' ), 10, 0 );
		add_action( 'woocommerce_store_api_cart_errors', array( $integrity, 'store_api_cart_errors' ), 10, 2 );
		add_action( 'woocommerce_checkout_create_order_line_item', array( $integrity, 'order_line' ), 5, 3 );
		add_filter( 'woocommerce_get_cart_item_from_session', array( $hooks, 'restore' ), 10, 2 );
		add_filter( 'woocommerce_get_item_data', array( $hooks, 'item_data' ), 10, 2 );
		add_filter( 'woocommerce_cart_item_quantity', array( $hooks, 'quantity_field' ), 10, 3 );
		add_filter( 'woocommerce_store_api_product_quantity_editable', array( $hooks, 'quantity_editable' ), 10, 3 );
		add_filter( 'woocommerce_store_api_product_quantity_minimum', array( $hooks, 'quantity_limit' ), 10, 3 );
		add_filter( 'woocommerce_store_api_product_quantity_maximum', array( $hooks, 'quantity_limit' ), 10, 3 );
		add_filter( 'woocommerce_update_cart_validation', array( $hooks, 'validate_update' ), 10, 4 );
		add_action( 'woocommerce_ajax_added_to_cart', array( new UnreadFragments(), 'added' ), 10, 0 );
	}

	/**
	 * Limits on adding offerings, around CartHooks::validate (20): the page's
	 * add past a spent budget answered before the rest of the request (`init`
	 * at 6), the origin first (1), the believers one cart may hold (15), and last, once every
	 * check has spoken, the add is counted on the visitor's accepted or
	 * refused writes (1000). The Store API's add is watched from REST as well.
	 */
	private function limits(): void {
		$cap   = new CartBelieverCap( $this->offerings );
		$guard = new AddToCartGuard( $this->write_rate, $this->offerings, $this->origins );
		add_action( 'init', array( $guard, 'answer_spent_early' ), 6, 0 );
		add_filter( 'woocommerce_add_to_cart_validation', array( $guard, 'origin' ), 1, 4 );
		add_filter( 'woocommerce_add_to_cart_validation', array( $cap, 'validate' ), 15, 4 );
		add_filter( 'woocommerce_add_to_cart_validation', array( $guard, 'count' ), 1000, 4 );
		add_filter( 'rest_request_before_callbacks', array( $guard, 'store_api_before' ), 10, 3 );
		add_filter( 'rest_request_after_callbacks', array( $guard, 'store_api_after' ), 10, 3 );
	}

	/**
	 * Places: checked after the believers (20), before WooCommerce's own stock
	 * check, so the worshipper reads how many places are left.
	 */
	private function places(): void {
		// The page and every online path sell the places left less those still kept for the counter.
		$check = new PlacesCheck( $this->offerings, $this->quotas );
		add_filter( 'woocommerce_add_to_cart_validation', array( $check, 'validate' ), 25, 4 );
		add_filter( 'woocommerce_store_api_add_to_cart_data', array( $check, 'store_api' ), 20, 1 );
		add_filter( 'rest_post_dispatch', array( new PlacesAnswer( $check ), 'store_api_answer' ), 10, 3 );
		$kept = new KeptPlacesCheckout( $check );
		add_action( 'woocommerce_check_cart_items', array( $kept, 'check_cart_items' ), 10, 0 );
		add_action( 'woocommerce_store_api_cart_errors', array( $kept, 'store_api_cart_errors' ), 10, 1 );
		add_action( 'woocommerce_store_api_checkout_update_customer_from_request', array( $kept, 'store_api_checkout' ), 5, 0 );
		// The classic cart and checkout: WooCommerce's stock check (woocommerce_check_cart_items at 1)
		// and its stock hold at order creation say it in the plugin's words too.
		add_action( 'woocommerce_check_cart_items', array( $check, 'expect_stock_notices' ), 0, 0 );
		add_action( 'woocommerce_check_cart_items', array( $check, 'stop_expecting_stock_notices' ), 2, 0 );
		add_action( 'woocommerce_checkout_order_exception', array( $check, 'expect_stock_notices' ), 10, 0 );
		add_filter( 'woocommerce_add_error', array( $check, 'classic_notice' ), 10, 1 );
		add_action( 'woocommerce_cart_has_errors', array( $check, 'print_cart_refusals' ), 10, 0 );
		// An offering's stock hold lasts until its stock is lowered (PlacesHold), so WooCommerce's
		// moment between placing an order and lowering its stock sells nothing twice, and no
		// checkout waits for another.
		$hold = new PlacesHold( $this->offerings, $this->quotas );
		add_filter( 'woocommerce_query_for_reserved_stock', array( $hold, 'query' ), 10, 3 );
		add_action( 'woocommerce_reduce_order_item_stock', array( $hold, 'lowered' ), 10, 3 );
		add_filter( 'woocommerce_order_hold_stock_minutes', array( $hold, 'minutes' ), 10, 2 );
	}
}
