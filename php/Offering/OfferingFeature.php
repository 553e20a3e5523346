<?php
/**
 * Offerings in the shop and the catalogue the page reads: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

use TempleOfferings\Support\Templates;

/**
 * An offering's own page and the shop grid lead to the offering page, not to
 * a failing add; the list of offering pages and the visible-products cache
 * are dropped by anything that changes what they show.
 */
final class OfferingFeature {

	/**
	 * The product and category events that change what the visible-products
	 * answers show.
	 */
	private const PRODUCT_EVENTS = array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_delete_product', 'woocommerce_trash_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation', 'woocommerce_delete_product_variation', 'woocommerce_trash_product_variation', 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status', 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock', 'woocommerce_delete_product_transients', 'created_product_cat', 'edited_product_cat', 'delete_product_cat', 'woocommerce_attribute_updated' );

	/**
	 * @param Offerings     $offerings      Tells offerings from ordinary products.
	 * @param OfferingPages $offering_pages Finds the offering page of a product.
	 * @param ProductsCache $products_cache The visible-products cache.
	 * @param Templates     $templates      The product page's link, as a theme may override it.
	 */
	public function __construct( private Offerings $offerings, private OfferingPages $offering_pages, private ProductsCache $products_cache, private Templates $templates ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$buttons = new OfferingButtons( $this->offerings, $this->offering_pages, $this->templates );
		add_filter( 'woocommerce_product_supports', array( $buttons, 'supports' ), 10, 3 );
		add_filter( 'woocommerce_product_add_to_cart_url', array( $buttons, 'url' ), 10, 2 );
		add_filter( 'woocommerce_product_add_to_cart_text', array( $buttons, 'text' ), 10, 2 );
		add_filter( 'woocommerce_product_add_to_cart_description', array( $buttons, 'description' ), 10, 2 );
		foreach ( OfferingButtons::TYPES as $type ) {
			add_action( 'woocommerce_' . $type . '_add_to_cart', array( $buttons, 'before_form' ), 1, 0 );
			add_action( 'woocommerce_' . $type . '_add_to_cart', array( $buttons, 'link' ), 99, 0 );
		}
		foreach ( array( 'save_post', 'deleted_post', 'trashed_post' ) as $page_event ) {
			add_action( $page_event, array( $this->offering_pages, 'flush' ), 10, 1 );
		}

		foreach ( self::PRODUCT_EVENTS as $products_event ) {
			add_action( $products_event, array( $this->products_cache, 'flush' ), 10, 0 );
		}
		add_action( 'set_object_terms', array( $this->products_cache, 'on_set_object_terms' ), 10, 1 );
		// Rows say 剩 N 位 by the store's low-stock threshold and keep or drop full offerings by its setting.
		foreach ( array( 'woocommerce_notify_low_stock_amount', 'woocommerce_hide_out_of_stock_items' ) as $stock_option ) {
			add_action( 'update_option_' . $stock_option, array( $this->products_cache, 'flush' ), 10, 0 );
		}
		foreach ( array( 'trashed_post', 'untrashed_post', 'before_delete_post' ) as $products_event ) {
			add_action( $products_event, array( $this->products_cache, 'on_post_change' ), 10, 1 );
		}
		add_action( 'shutdown', array( $this->products_cache, 'flush_pending' ) );
	}
}
