<?php
/**
 * Counts the database queries of a cold-cache visible-products request per
 * page size, to show the count does not grow with the page:
 *
 *   php bin/bench/count-queries.php <wordpress-dir> <category> <per_page>...
 *
 * Prints one JSON object: { "<per_page>": { "queries": n, "rows": n }, … }.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

if ( PHP_SAPI !== 'cli' ) {
	exit( 1 );
}

[ , $count_wp_dir, $count_category ] = $argv + array( '', '', '' );
$count_sizes                          = array_map( 'intval', array_slice( $argv, 3 ) );
$_SERVER['HTTP_HOST']                 = '127.0.0.1';
$_SERVER['REQUEST_URI']               = '/';
define( 'TEMPLE_SHOP_SETUP', true );
define( 'SAVEQUERIES', true );
require $count_wp_dir . '/wp-load.php';

global $wpdb;
$count_out = array();
// Warm what every request loads anyway (autoloaded options, REST server, attribute taxonomies).
rest_get_server();
rest_do_request( new WP_REST_Request( 'GET', '/temple-offerings/v1/visible-products' ) );
foreach ( $count_sizes as $count_size ) {
	( new TempleOfferings\Offering\ProductsCache() )->flush();
	// Cold means no slot stored either: storing into a slot an earlier size
	// filled costs two queries more than into an empty one, whatever the size.
	for ( $count_slot = 0; $count_slot < TempleOfferings\Offering\ProductsCache::SLOTS; $count_slot++ ) {
		delete_transient( TempleOfferings\Offering\ProductsCache::slot_name( $count_slot ) );
	}
	// Per-request caches would make the second size look cheaper than the first.
	wp_cache_flush_runtime();
	wp_load_alloptions();
	$count_request = new WP_REST_Request( 'GET', '/temple-offerings/v1/visible-products' );
	$count_request->set_query_params(
		array(
			'category' => $count_category,
			'per_page' => $count_size,
		)
	);
	$count_before = $wpdb->num_queries;
	$count_answer = rest_do_request( $count_request );
	$count_out[ (string) $count_size ] = array(
		'queries' => $wpdb->num_queries - $count_before,
		'rows'    => count( (array) $count_answer->get_data() ),
		'status'  => $count_answer->get_status(),
	);
}
echo wp_json_encode( $count_out ), "\n";
