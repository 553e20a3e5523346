<?php
/**
 * Runs the plugin's uninstall.php with a value cached in the plugin's object
 * cache group and one in another plugin's group, and prints which survived
 * (uninstall must flush its own group only, never the whole shared cache):
 *
 *   php e2e/php/uninstall-cache.php <wordpress-dir>
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $cache_wp_dir ] = $argv + array( '', '' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $cache_wp_dir . '/wp-load.php';

update_option( 'temple_offerings_keep_data_on_uninstall', 'no' );
wp_cache_set( 'probe', 'ours', TempleOfferings\Offering\ProductsCache::CACHE_GROUP );
wp_cache_set( 'probe', 'theirs', 'another_plugin' );
wp_cache_set( 'probe', 'core', 'posts' );

define( 'WP_UNINSTALL_PLUGIN', 'temple-offerings/temple-offerings.php' );
include WP_PLUGIN_DIR . '/temple-offerings/uninstall.php';

echo wp_json_encode(
	array(
		'flush_group' => wp_cache_supports( 'flush_group' ),
		'ours'        => wp_cache_get( 'probe', TempleOfferings\Offering\ProductsCache::CACHE_GROUP ),
		'theirs'      => wp_cache_get( 'probe', 'another_plugin' ),
		'core'        => wp_cache_get( 'probe', 'posts' ),
	)
), "\n";
