<?php
/**
 * The PHP side of the load benchmark (bin/bench/load.mjs), run with the PHP CLI
 * against the two-node shop (it loads the same wp-config.php as the nodes, so
 * it reads and writes through the same Redis object cache):
 *
 *   php load.php <wordpress-dir> seed             the products the sessions buy, the one the
 *                                                 catalogue writer changes, an application password
 *   php load.php <wordpress-dir> orders <since>   every order created since a Unix time, with the
 *                                                 believers stored on each line item
 *   php load.php <wordpress-dir> cache            whether WordPress runs on the Redis object cache
 *
 * Each prints one JSON object on its last line.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $load_wp_dir, $load_stage ] = $argv + array( '', '', '' );
$load_arg                       = $argv[3] ?? '';
$_SERVER['HTTP_HOST']           = '127.0.0.1';
$_SERVER['REQUEST_URI']         = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $load_wp_dir . '/wp-load.php';

/** Slug of the product whose name and price the catalogue writer changes. */
const LOAD_CHANGING_SLUG = 'load-bench-lamp';

/** Base name and price it is reset to before each run. */
const LOAD_CHANGING_NAME  = '負載測試燈';
const LOAD_CHANGING_PRICE = '700';

/**
 * One product per form kind, as the demo temple seeds them (bin/shop/seed.php);
 * `change` is the variable product, bought as its first variation.
 */
const LOAD_PRODUCTS = array(
	'light'         => 'guangming-lamp',
	'worship'       => 'lidou-ritual',
	'change'        => 'change-fortune',
	'pudu'          => 'pudu-offering',
	'gift'          => 'family-blessing',
	'dead-blessing' => 'rebirth-tablet',
	'super'         => 'ancestors-super',
	'animal'        => 'pet-blessing',
);

/**
 * Prints one JSON line and ends.
 *
 * @param array<string, mixed> $data What to print.
 */
function load_answer( array $data ): void {
	echo wp_json_encode( $data, JSON_UNESCAPED_UNICODE ), "\n";
	exit( 0 );
}

/**
 * Ends with a message on stderr.
 *
 * @param string $message Why.
 */
function load_fail( string $message ): void {
	fwrite( STDERR, $message . "\n" );
	exit( 1 );
}

if ( 'seed' === $load_stage ) {
	$load_products = array();
	foreach ( LOAD_PRODUCTS as $load_kind => $load_slug ) {
		$load_post = get_page_by_path( $load_slug, OBJECT, 'product' );
		if ( ! $load_post ) {
			load_fail( "the demo product {$load_slug} is missing: was the shop seeded by bin/shop/seed.php?" );
		}
		$load_product = wc_get_product( $load_post->ID );
		$load_entry   = array(
			'product_id'   => $load_post->ID,
			'variation_id' => 0,
		);
		if ( $load_product instanceof WC_Product_Variable ) {
			$load_children              = $load_product->get_children();
			$load_entry['variation_id'] = (int) reset( $load_children );
		}
		$load_products[ $load_kind ] = $load_entry;
	}

	// The product the writer changes: in `light`, so the reader's category query shows it,
	// and bought by nobody, so a price change never alters what a session pays.
	$load_light    = get_term_by( 'slug', 'light', 'product_cat' );
	$load_existing = get_page_by_path( LOAD_CHANGING_SLUG, OBJECT, 'product' );
	$load_changing = $load_existing ? wc_get_product( $load_existing->ID ) : new WC_Product_Simple();
	$load_changing->set_name( LOAD_CHANGING_NAME );
	$load_changing->set_slug( LOAD_CHANGING_SLUG );
	$load_changing->set_status( 'publish' );
	$load_changing->set_catalog_visibility( 'visible' );
	$load_changing->set_regular_price( LOAD_CHANGING_PRICE );
	$load_changing->set_sale_price( '' );
	$load_changing->set_virtual( true );
	$load_changing->set_category_ids( array( (int) $load_light->term_id ) );
	$load_changing_id = $load_changing->save();

	// The Store API checkout needs one gateway: the demo seed turns on cheque; make sure it still is.
	$load_cheque            = (array) get_option( 'woocommerce_cheque_settings', array() );
	$load_cheque['enabled'] = 'yes';
	update_option( 'woocommerce_cheque_settings', $load_cheque );
	update_option( 'woocommerce_enable_guest_checkout', 'yes' );

	// The writer changes the catalogue through WooCommerce's REST API as the admin, with a
	// fresh application password (the shop's environment type is `local`, which allows them over HTTP).
	$load_admin = get_user_by( 'login', 'admin' );
	WP_Application_Passwords::delete_all_application_passwords( $load_admin->ID );
	$load_password = WP_Application_Passwords::create_new_application_password( $load_admin->ID, array( 'name' => 'load benchmark' ) );
	if ( is_wp_error( $load_password ) ) {
		load_fail( $load_password->get_error_message() );
	}

	load_answer(
		array(
			'products' => $load_products,
			'changing' => array(
				'id'    => $load_changing_id,
				'name'  => LOAD_CHANGING_NAME,
				'price' => LOAD_CHANGING_PRICE,
			),
			'admin'    => array(
				'user'     => 'admin',
				'password' => $load_password[0],
			),
			'now'      => time(),
		)
	);
}

if ( 'orders' === $load_stage ) {
	$load_orders = wc_get_orders(
		array(
			'limit'        => -1,
			'date_created' => '>=' . (int) $load_arg,
			'orderby'      => 'ID',
			'order'        => 'ASC',
		)
	);
	$load_out    = array();
	foreach ( $load_orders as $load_order ) {
		$load_items = array();
		foreach ( $load_order->get_items() as $load_item ) {
			if ( ! $load_item instanceof WC_Order_Item_Product ) {
				continue;
			}
			$load_believers = $load_item->get_meta( '_believers_data' );
			$load_items[]   = array(
				'product_id'   => $load_item->get_product_id(),
				'variation_id' => $load_item->get_variation_id(),
				'quantity'     => $load_item->get_quantity(),
				'kind'         => (string) $load_item->get_meta( '_believers_kind' ),
				'believers'    => is_array( $load_believers ) ? array_values( $load_believers ) : null,
			);
		}
		$load_out[] = array(
			'id'     => $load_order->get_id(),
			'status' => $load_order->get_status(),
			'email'  => $load_order->get_billing_email(),
			'items'  => $load_items,
		);
	}
	load_answer( array( 'orders' => $load_out ) );
}

if ( 'cache' === $load_stage ) {
	global $wp_object_cache;
	load_answer(
		array(
			'external'  => wp_using_ext_object_cache(),
			'drop_in'   => file_exists( WP_CONTENT_DIR . '/object-cache.php' ),
			'class'     => is_object( $wp_object_cache ) ? get_class( $wp_object_cache ) : '',
			'connected' => is_object( $wp_object_cache ) && method_exists( $wp_object_cache, 'redis_status' ) && $wp_object_cache->redis_status(),
			'socket'    => defined( 'WP_REDIS_PATH' ) ? WP_REDIS_PATH : '',
		)
	);
}

load_fail( 'usage: php load.php <wordpress-dir> seed | orders <since> | cache' );
