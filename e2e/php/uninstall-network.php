<?php
/**
 * Runs the plugin's uninstall.php on a real WordPress network of more than 100
 * sites (get_sites() answers 100 unless told otherwise) and prints what is
 * left on each:
 *
 *   php e2e/php/uninstall-network.php <wordpress-dir> install
 *   php e2e/php/uninstall-network.php <wordpress-dir> run <sites>
 *
 * The network lives next to the shop, in the shop's database under its own
 * table prefix (NETWORK_PREFIX), with the shop's own WordPress files: `install`
 * installs a site there and turns it into a network (as Network Setup does);
 * `run` (a new process, now with the multisite constants) adds <sites> sites,
 * gives every site a saved believer and the plugin's options and transients,
 * runs uninstall.php as WordPress does (WP_UNINSTALL_PLUGIN, plugin not
 * loaded), counts what is left per site, and drops the network's tables again.
 * Each site gets only the tables uninstall.php touches (posts, postmeta,
 * options), which keeps a hundred sites quick to make.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

const NETWORK_PREFIX = 'tonet_';

[ , $network_wp_dir, $network_phase, $network_sites ] = $argv + array( '', '', '', '105' );
$_SERVER['HTTP_HOST']   = '127.0.0.1';
$_SERVER['REQUEST_URI'] = '/';
$_SERVER['REMOTE_ADDR'] = '127.0.0.1';
define( 'TEMPLE_SHOP_SETUP', true );
$network_wp_dir = (string) realpath( $network_wp_dir );
define( 'ABSPATH', $network_wp_dir . '/' );

// The shop's wp-config.php, with the network's table prefix.
$network_config = dirname( $network_wp_dir ) . '/network-wp-config.php';
$network_source = (string) file_get_contents( ABSPATH . 'wp-config.php' );
if ( ! str_contains( $network_source, "\$table_prefix = 'wp_';" ) ) {
	fwrite( STDERR, "The shop's wp-config.php has no \$table_prefix line to replace.\n" );
	exit( 1 );
}
file_put_contents( $network_config, str_replace( "\$table_prefix = 'wp_';", "\$table_prefix = '" . NETWORK_PREFIX . "';", $network_source ) );

if ( 'install' === $network_phase ) {
	define( 'WP_INSTALLING', true );
	// Nobody to tell about the new site (the shop's mail log is read by other specs).
	function wp_new_blog_notification(): void {}
	// The tables are not there yet: WordPress's complaints about that are expected.
	ob_start();
	require $network_config;
	ob_end_clean();
	global $wpdb;
	$wpdb->suppress_errors( true );
	foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( NETWORK_PREFIX ) . '%' ) ) as $network_table ) {
		$wpdb->query( "DROP TABLE `$network_table`" );
	}
	$wpdb->suppress_errors( false );
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	wp_install( 'Temple network', 'netadmin', 'netadmin@example.test', false, '', 'password' );
	// As wp-admin/network.php does: the network's tables get their names first.
	foreach ( $wpdb->tables( 'ms_global' ) as $network_table => $network_prefixed ) {
		$wpdb->$network_table = $network_prefixed;
	}
	install_network();
	$network_result = populate_network( 1, '127.0.0.1', 'netadmin@example.test', 'Temple network', '/', false );
	echo wp_json_encode( array( 'installed' => true === $network_result ) ), "\n";
	exit( 0 );
}

define( 'MULTISITE', true );
define( 'SUBDOMAIN_INSTALL', false );
define( 'DOMAIN_CURRENT_SITE', '127.0.0.1' );
define( 'PATH_CURRENT_SITE', '/' );
define( 'SITE_ID_CURRENT_SITE', 1 );
define( 'BLOG_ID_CURRENT_SITE', 1 );
require $network_config;
global $wpdb;

try {
	// The sites, with just the tables uninstall.php works on.
	remove_action( 'wp_initialize_site', 'wp_initialize_site', 10 );
	for ( $network_i = 1; $network_i <= (int) $network_sites; $network_i++ ) {
		$network_id = wp_insert_site(
			array(
				'domain'     => '127.0.0.1',
				'path'       => "/site-$network_i/",
				'network_id' => 1,
				'user_id'    => 1,
			)
		);
		if ( is_wp_error( $network_id ) ) {
			throw new RuntimeException( $network_id->get_error_message() );
		}
		foreach ( array( 'posts', 'postmeta', 'options' ) as $network_table ) {
			$wpdb->query( "CREATE TABLE `{$wpdb->base_prefix}{$network_id}_{$network_table}` LIKE `{$wpdb->base_prefix}{$network_table}`" );
		}
	}

	// Every site: a saved believer with its meta, the plugin's options and a cached answer.
	$network_ids = array_map( 'intval', get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) );
	foreach ( $network_ids as $network_id ) {
		switch_to_blog( $network_id );
		$wpdb->insert(
			$wpdb->posts,
			array(
				'post_type'   => 'temple_believer',
				'post_status' => 'private',
				'post_author' => 1,
				'post_title'  => '王小明',
			)
		);
		$wpdb->insert(
			$wpdb->postmeta,
			array(
				'post_id'    => $wpdb->insert_id,
				'meta_key'   => '_temple_believer_data',
				'meta_value' => maybe_serialize( array( 'name' => '王小明' ) ),
			)
		);
		update_option( 'temple_offerings_products_cache_version', '7' );
		set_transient( 'temple_offerings_vp_probe', array( 'cached' ), DAY_IN_SECONDS );
		restore_current_blog();
	}

	$network_count = static function () use ( $wpdb, $network_ids ): array {
		$left = array();
		foreach ( $network_ids as $network_id ) {
			$prefix = $wpdb->get_blog_prefix( $network_id );
			$found = (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$prefix}posts` WHERE post_type = 'temple_believer'" )
				+ (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$prefix}postmeta` WHERE meta_key LIKE '\\_temple\\_believer\\_%'" )
				+ (int) $wpdb->get_var( "SELECT COUNT(*) FROM `{$prefix}options` WHERE option_name LIKE 'temple\\_offerings\\_%' OR option_name LIKE '\\_transient\\_%temple\\_offerings\\_%'" );
			if ( $found ) {
				$left[ $network_id ] = $found;
			}
		}
		return $left;
	};

	$network_before = $network_count();
	define( 'WP_UNINSTALL_PLUGIN', 'temple-offerings/temple-offerings.php' );
	include WP_PLUGIN_DIR . '/temple-offerings/uninstall.php';
	$network_after = $network_count();

	echo wp_json_encode(
		array(
			'sites'            => count( $network_ids ),
			'sites_with_data'  => count( $network_before ),
			'left_after'       => $network_after,
			'get_sites_answer' => count( get_sites( array( 'fields' => 'ids' ) ) ),
		)
	), "\n";
} finally {
	foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( NETWORK_PREFIX ) . '%' ) ) as $network_table ) {
		$wpdb->query( "DROP TABLE `$network_table`" );
	}
	unlink( $network_config );
}
