<?php
/**
 * Removes the plugin's own data when it is deleted from Plugins: saved
 * believers, the plugin's options and its cached REST answers, on every site
 * of a network. Orders and their believers are the shop's records and stay.
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
	$wpdb->query(
		$wpdb->prepare(
			"DELETE m FROM {$wpdb->postmeta} m INNER JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.post_type = %s",
			'temple_believer'
		)
	);
	$wpdb->delete( $wpdb->posts, array( 'post_type' => 'temple_believer' ) );
	$names = $wpdb->get_col(
		$wpdb->prepare(
			"SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s OR option_name LIKE %s OR option_name LIKE %s",
			$wpdb->esc_like( 'temple_offerings_' ) . '%',
			$wpdb->esc_like( '_transient_temple_offerings_' ) . '%',
			$wpdb->esc_like( '_transient_timeout_temple_offerings_' ) . '%'
		)
	);
	// Through the options API, one by one: it also drops each from the object
	// cache, so a persistent cache cannot serve a deleted option afterwards.
	foreach ( $names as $name ) {
		delete_option( (string) $name );
	}

	// The plugin's e-mails' settings, kept by WooCommerce under its own prefix
	// (the renewal reminder, the staff e-mail of a customer's correction).
	foreach ( array( 'renewal_reminder', 'believer_corrected' ) as $email ) {
		delete_option( 'woocommerce_temple_offerings_' . $email . '_settings' );
	}
	// What users set: who turned renewal reminders off, the printed list's
	// columns each staff member ticked, a donor's ID number for receipts (the
	// receipts already issued keep theirs: they are the temple's records).
	foreach ( array( 'temple_offerings_no_renewal_reminders', 'temple_offerings_print_columns', 'temple_offerings_donor_id' ) as $meta_key ) {
		delete_metadata( 'user', 0, $meta_key, '', true );
	}
	// The counter clerk's role (its users keep their accounts, without it).
	remove_role( 'temple_counter' );
	// Reminders still waiting to be sent, and the daily erasure of donors' ID
	// numbers (a reinstalled plugin schedules it again).
	if ( function_exists( 'as_unschedule_all_actions' ) && did_action( 'action_scheduler_init' ) ) {
		as_unschedule_all_actions( 'temple_offerings_renewal_reminder', array(), 'temple-offerings' );
		as_unschedule_all_actions( 'temple_offerings_donor_id_retention', array(), 'temple-offerings' );
	}

	// With a persistent object cache, the cached visible-products answers live
	// in the plugin's own group (ProductsCache::CACHE_GROUP): flush that group
	// only, never the whole cache other plugins and sites share. A cache that
	// cannot flush one group lets them expire on their own within a day.
	if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ) {
		wp_cache_flush_group( 'temple_offerings' );
	}
}

if ( is_multisite() ) {
	// get_sites() stops at 100 sites unless told otherwise: walk every site of
	// every network, a page of ids at a time.
	$temple_offerings_page = 100;
	for ( $temple_offerings_offset = 0; ; $temple_offerings_offset += $temple_offerings_page ) {
		$temple_offerings_sites = get_sites(
			array(
				'fields'                 => 'ids',
				'number'                 => $temple_offerings_page,
				'offset'                 => $temple_offerings_offset,
				'orderby'                => 'id',
				'order'                  => 'ASC',
				'update_site_meta_cache' => false,
			)
		);
		foreach ( $temple_offerings_sites as $temple_offerings_site ) {
			switch_to_blog( (int) $temple_offerings_site );
			temple_offerings_uninstall_site();
			restore_current_blog();
		}
		if ( count( $temple_offerings_sites ) < $temple_offerings_page ) {
			break;
		}
	}
} else {
	temple_offerings_uninstall_site();
}
