<?php
/**
 * Drops the visible-products cache of a local shop (bumps its version), for
 * cold-cache measurements; with `count`, prints the number of published products.
 *
 *   php bin/bench/flush-cache.php <wordpress-dir> [count]
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $flush_wp_dir, $flush_what ] = $argv + array( '', '', '' );
$_SERVER['HTTP_HOST']             = '127.0.0.1';
$_SERVER['REQUEST_URI']           = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $flush_wp_dir . '/wp-load.php';

if ( 'count' === $flush_what ) {
	echo (int) wp_count_posts( 'product' )->publish, "\n";
	exit( 0 );
}
( new TempleOfferings\Offering\ProductsCache() )->flush();
