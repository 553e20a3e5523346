<?php
/**
 * Composition root: every add_action / add_filter of the plugin lives here.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings;

use TempleOfferings\Admin\MissingWooCommerceNotice;
use TempleOfferings\Block\OfferingsBlock;
use TempleOfferings\Catalogue\ProductsCache;
use TempleOfferings\Catalogue\VisibleProducts;
use TempleOfferings\Rest\Routes;
use TempleOfferings\Rest\VisibleProductsController;
use TempleOfferings\Rest\WriteGuard;
use TempleOfferings\Security\Origins;

/**
 * Wires the plugin's parts to WordPress and WooCommerce.
 */
final class Plugin {

	/**
	 * @param string $file Absolute path of the plugin's main file.
	 */
	public function __construct( private string $file ) {}

	/**
	 * Registers every hook. Called once, from the main plugin file.
	 */
	public function register(): void {
		$dir = dirname( $this->file );

		add_action( 'before_woocommerce_init', array( $this, 'declare_woocommerce_compatibility' ) );
		add_action( 'init', array( $this, 'load_textdomain' ) );

		$origins = new Origins();

		// Block.
		$block = new OfferingsBlock( $dir . '/build', $this->file, $origins );
		add_action( 'init', array( $block, 'register' ) );

		// REST. One explicit list of every temple-offerings/v1 controller; writes share $write_guard.
		$write_guard    = new WriteGuard( $origins );
		$products_cache = new ProductsCache();
		$routes         = new Routes(
			new VisibleProductsController( new VisibleProducts(), $products_cache ),
		);
		add_action( 'rest_api_init', array( $routes, 'register' ) );
		// The visible-products cache is dropped by anything that changes what it shows.
		foreach ( array( 'woocommerce_new_product', 'woocommerce_update_product', 'woocommerce_delete_product', 'woocommerce_trash_product', 'woocommerce_new_product_variation', 'woocommerce_update_product_variation', 'woocommerce_delete_product_variation', 'woocommerce_trash_product_variation', 'woocommerce_product_set_stock_status', 'woocommerce_variation_set_stock_status', 'woocommerce_product_set_stock', 'woocommerce_variation_set_stock', 'woocommerce_delete_product_transients', 'created_product_cat', 'edited_product_cat', 'delete_product_cat', 'woocommerce_attribute_updated' ) as $products_event ) {
			add_action( $products_event, array( $products_cache, 'flush' ), 10, 0 );
		}
		add_action( 'set_object_terms', array( $products_cache, 'on_set_object_terms' ), 10, 1 );
		foreach ( array( 'trashed_post', 'untrashed_post', 'deleted_post' ) as $products_event ) {
			add_action( $products_event, array( $products_cache, 'on_post_change' ), 10, 1 );
		}
		add_action( 'shutdown', array( $products_cache, 'flush_pending' ) );

		// Admin.
		$notice = new MissingWooCommerceNotice();
		add_action( 'admin_notices', array( $notice, 'render' ) );
	}

	/**
	 * Tells WooCommerce this plugin works with HPOS order tables and the Cart and Checkout blocks.
	 */
	public function declare_woocommerce_compatibility(): void {
		if ( class_exists( \Automattic\WooCommerce\Utilities\FeaturesUtil::class ) ) {
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'custom_order_tables', $this->file, true );
			\Automattic\WooCommerce\Utilities\FeaturesUtil::declare_compatibility( 'cart_checkout_blocks', $this->file, true );
		}
	}

	/**
	 * Loads the PHP translations shipped in languages/ (a site in zh_TW needs nothing else installed).
	 */
	public function load_textdomain(): void {
		load_plugin_textdomain( 'temple-offerings', false, dirname( plugin_basename( $this->file ) ) . '/languages' );
	}
}
