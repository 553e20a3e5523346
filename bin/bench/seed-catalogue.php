<?php
/**
 * Adds many products to a local shop, quickly, for the benchmark and the
 * query-count test:
 *
 *   php bin/bench/seed-catalogue.php <wordpress-dir> [count=1000] [category=bench]
 *
 * Every tenth product is variable with three plan variations. Safe to run again:
 * it only tops the category up to <count> products. Prints `seeded N` (new ones).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $bench_wp_dir ] = $argv + array( '', '' );
$bench_count        = max( 1, (int) ( $argv[2] ?? 1000 ) );
$bench_category     = preg_replace( '/[^a-z0-9-]/', '', (string) ( $argv[3] ?? 'bench' ) );
if ( ! is_file( $bench_wp_dir . '/wp-load.php' ) ) {
	fwrite( STDERR, "usage: php seed-catalogue.php <wordpress-dir> [count] [category]\n" );
	exit( 2 );
}
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $bench_wp_dir . '/wp-load.php';

wp_defer_term_counting( true );
wp_suspend_cache_invalidation( true );

$bench_term = get_term_by( 'slug', $bench_category, 'product_cat' );
if ( ! $bench_term ) {
	$bench_term = (object) wp_insert_term( 'Bench ' . $bench_category, 'product_cat', array( 'slug' => $bench_category ) );
}
$bench_term_id = (int) $bench_term->term_id;
$bench_have    = (int) ( new WP_Query(
	array(
		'post_type'      => 'product',
		'post_status'    => 'any',
		'fields'         => 'ids',
		'posts_per_page' => 1,
		'tax_query'      => array( array( 'taxonomy' => 'product_cat', 'terms' => array( $bench_term_id ) ) ),
	)
) )->found_posts;

$bench_plan = wc_attribute_taxonomy_id_by_name( 'plan' );
$bench_made = 0;
global $wpdb;
$wpdb->query( 'START TRANSACTION' );
for ( $bench_i = $bench_have; $bench_i < $bench_count; $bench_i++ ) {
	$bench_variable = $bench_plan && 0 === $bench_i % 10;
	$bench_product  = $bench_variable ? new WC_Product_Variable() : new WC_Product_Simple();
	$bench_product->set_name( sprintf( '%s 供品 %04d', $bench_category, $bench_i ) );
	$bench_product->set_slug( sprintf( '%s-%04d', $bench_category, $bench_i ) );
	$bench_product->set_status( 'publish' );
	$bench_product->set_short_description( '<p>測試用結緣品 &amp; 說明。</p>' );
	$bench_product->set_virtual( true );
	$bench_product->set_category_ids( array( $bench_term_id ) );
	if ( $bench_variable ) {
		$bench_attribute = new WC_Product_Attribute();
		$bench_attribute->set_id( $bench_plan );
		$bench_attribute->set_name( 'pa_plan' );
		$bench_attribute->set_options( array_map( static fn( string $slug ): int => (int) get_term_by( 'slug', $slug, 'pa_plan' )->term_id, array( 'basic', 'advanced', 'complete' ) ) );
		$bench_attribute->set_visible( true );
		$bench_attribute->set_variation( true );
		$bench_product->set_attributes( array( $bench_attribute ) );
	} else {
		$bench_product->set_regular_price( (string) ( 100 + $bench_i ) );
	}
	$bench_id = $bench_product->save();
	if ( $bench_variable ) {
		foreach ( array( 'basic' => 600, 'advanced' => 1200, 'complete' => 2000 ) as $bench_slug => $bench_price ) {
			$bench_variation = new WC_Product_Variation();
			$bench_variation->set_parent_id( $bench_id );
			$bench_variation->set_attributes( array( 'pa_plan' => $bench_slug ) );
			$bench_variation->set_regular_price( (string) $bench_price );
			$bench_variation->set_virtual( true );
			$bench_variation->set_status( 'publish' );
			$bench_variation->save();
		}
		WC_Product_Variable::sync( $bench_id );
	}
	++$bench_made;
}
$wpdb->query( 'COMMIT' );
wp_suspend_cache_invalidation( false );
wp_defer_term_counting( false );
printf( "seeded %d\n", $bench_made );
