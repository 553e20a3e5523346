<?php
/**
 * Seeds paid orders with believers on their lines, for the export benchmark.
 * Run by bin/bench/export.mjs with the PHP CLI against a local shop:
 *
 *   php seed-orders.php <wordpress-dir> <orders> <believers-per-order>
 *
 * Writes through WooCommerce's own order API (HPOS or posts, whichever the
 * shop uses), with the line meta the cart writes: `_believers_data` (a
 * sanitized CartBeliever[] as a PHP array) and `_believers_kind`. Safe to run
 * again: it tops the bench orders up to the asked count.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $temple_wp_dir, $temple_orders, $temple_per_order ] = $argv + array( '', '', '2000', '10' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $temple_wp_dir . '/wp-load.php';

// No emails or stock changes for thousands of bench orders.
add_filter( 'woocommerce_email_enabled_new_order', '__return_false' );
add_filter( 'woocommerce_email_enabled_customer_processing_order', '__return_false' );
add_filter( 'woocommerce_can_reduce_order_stock', '__return_false' );

$temple_want    = max( 0, (int) $temple_orders );
$temple_have    = (int) get_option( 'temple_bench_orders', 0 );
$temple_lamp    = get_page_by_path( 'guangming-lamp', OBJECT, 'product' );
if ( ! $temple_lamp ) {
	fwrite( STDERR, "the seeded product guangming-lamp is missing\n" );
	exit( 1 );
}
$temple_product = wc_get_product( $temple_lamp->ID );

global $wpdb;
$temple_began = microtime( true );
for ( $temple_i = $temple_have; $temple_i < $temple_want; $temple_i++ ) {
	if ( 0 === $temple_i % 100 ) {
		$wpdb->query( 'START TRANSACTION' );
	}
	$temple_believers = array();
	for ( $temple_j = 0; $temple_j < (int) $temple_per_order; $temple_j++ ) {
		$temple_believers[] = array(
			'id'                         => sprintf( 'b%d-%d', $temple_i, $temple_j ),
			'name'                       => sprintf( '信眾%d之%d', $temple_i, $temple_j ),
			'gender'                     => 0 === $temple_j % 2 ? 'male' : 'female',
			'mobile'                     => '0912345678',
			'email'                      => '',
			'birthday'                   => sprintf( '%d-%s-%02d-子', 1950 + $temple_j, 0 === $temple_j % 5 ? '潤04' : '04', 1 + $temple_j ),
			'time'                       => '子',
			'address'                    => '臺北市中正區重慶南路一段' . ( $temple_j + 1 ) . '號',
			'is_expired_notice'          => true,
			'note'                       => "平安\n順利",
			'deceased_name'              => '',
			'deceased_gender'            => '',
			'deceased_birthday'          => '',
			'deceased_death_anniversary' => '',
			'deceased_address'           => '',
			'product_category'           => array( 'light' ),
			'super_name'                 => '',
			'depends_people'             => array(),
		);
	}
	$temple_order = wc_create_order( array( 'customer_id' => 0 ) );
	$temple_item  = new WC_Order_Item_Product();
	$temple_item->set_product( $temple_product );
	$temple_item->set_quantity( count( $temple_believers ) );
	$temple_item->set_subtotal( (string) ( count( $temple_believers ) * (float) $temple_product->get_price() ) );
	$temple_item->set_total( (string) ( count( $temple_believers ) * (float) $temple_product->get_price() ) );
	$temple_item->add_meta_data( '_believers_data', $temple_believers, true );
	$temple_item->add_meta_data( '_believers_kind', 'light', true );
	$temple_order->add_item( $temple_item );
	$temple_order->set_billing_first_name( '測試' );
	$temple_order->set_billing_last_name( '信眾' );
	$temple_order->set_total( $temple_item->get_total() );
	$temple_order->set_status( 'processing' );
	$temple_order->save();
	if ( 99 === $temple_i % 100 || $temple_i === $temple_want - 1 ) {
		$wpdb->query( 'COMMIT' );
		update_option( 'temple_bench_orders', $temple_i + 1, false );
		wp_cache_flush_runtime();
	}
}
printf( "%d bench orders (%d new, %.1f s)\n", max( $temple_have, $temple_want ), max( 0, $temple_want - $temple_have ), microtime( true ) - $temple_began );
