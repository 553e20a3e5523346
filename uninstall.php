<?php
/**
 * Removes the plugin's own data when it is deleted from Plugins: saved
 * believers, the plugin's options and its cached REST answers. Orders and their
 * believers are the shop's records and stay.
 *
 * Nothing is removed when the site keeps the data: the option
 * `temple_offerings_keep_data_on_uninstall` is "yes" (WooCommerce → Settings →
 * Advanced → Page setup → Temple Offerings → Keep data on uninstall), or the
 * `temple_offerings_keep_data_on_uninstall` filter returns true (a must-use
 * plugin can set it).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

/**
 * Removes one site's data.
 */
function temple_offerings_uninstall_site(): void {
	global $wpdb;

	$keep = 'yes' === get_option( 'temple_offerings_keep_data_on_uninstall', 'no' );
	/** This filter is documented above. */
	if ( apply_filters( 'temple_offerings_keep_data_on_uninstall', $keep ) ) {
		return;
	}

	// The post type is not registered now (the plugin is not loaded): plain SQL.
	// phpcs:disable WordPress.DB.DirectDatabaseQuery
	$wpdb->query(
		$wpdb->prepare(
			"DELETE m FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s",
			'temple_believer'
		)
	);
	$wpdb->delete( $wpdb->posts, array( 'post_type' => 'temple_believer' ) );
	$wpdb->query(
		$wpdb->prepare(
			"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( 'temple_offerings_' ) . '%',
			$wpdb->esc_like( '_transient_temple_offerings_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_temple_offerings_' ) . '%'
		)
	);
	// phpcs:enable
	wp_cache_flush();
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids' ) ) as $temple_offerings_site ) {
		switch_to_blog( (int) $temple_offerings_site );
		temple_offerings_uninstall_site();
		restore_current_blog();
	}
} else {
	temple_offerings_uninstall_site();
}
