<?php
/**
 * Runs the plugin's uninstall.php as WordPress would (WP_UNINSTALL_PLUGIN set),
 * with the keep-data option as given, and prints what is left:
 *
 *   php e2e/php/uninstall.php <wordpress-dir> <keep: yes|no>
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

[ , $uninstall_wp_dir, $uninstall_keep ] = $argv + array( '', '', 'no' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
define( 'TEMPLE_SHOP_SETUP', true );
require $uninstall_wp_dir . '/wp-load.php';

global $wpdb;
update_option( 'temple_offerings_keep_data_on_uninstall', 'yes' === $uninstall_keep ? 'yes' : 'no' );
// What staff leave behind by using the plugin: the printed list's columns
// they ticked, and the staff e-mail's settings as WooCommerce saves them.
update_user_meta( 1, 'temple_offerings_print_columns', array( 'name', 'address' ) );
update_option( 'woocommerce_temple_offerings_believer_corrected_settings', array( 'enabled' => 'yes' ) );
$uninstall_count = static fn(): array => array(
	'believers' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = 'temple_believer'" ),
	'meta'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key LIKE '\\_temple\\_believer\\_%'" ),
	'options'   => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->options} WHERE option_name LIKE 'temple\\_offerings\\_%' OR option_name LIKE '\\_transient\\_%temple\\_offerings\\_%' OR option_name LIKE 'woocommerce\\_temple\\_offerings\\_%'" ),
	'user_meta' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key LIKE 'temple\\_offerings\\_%'" ),
	// The counter clerk's role, read from the database (the in-memory roles were loaded before).
	'role'      => (int) array_key_exists( 'temple_counter', (array) get_option( $wpdb->prefix . 'user_roles', array() ) ),
);
$uninstall_before = $uninstall_count();
define( 'WP_UNINSTALL_PLUGIN', 'temple-offerings/temple-offerings.php' );
include WP_PLUGIN_DIR . '/temple-offerings/uninstall.php';
echo wp_json_encode(
	array(
		'before' => $uninstall_before,
		'after'  => $uninstall_count(),
	)
), "\n";
