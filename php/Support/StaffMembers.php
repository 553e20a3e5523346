<?php
/**
 * The staff members who took orders.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Read from the order meta table itself (HPOS's or, on posts storage, the
 * posts' meta): the distinct `_temple_offerings_taken_by` values, as names.
 * Users deleted since are left out; their orders keep the id.
 */
final class StaffMembers {

	/**
	 * @return array<int, string> User id => display name, by name.
	 */
	public static function who_took_orders(): array {
		global $wpdb;
		$hpos  = class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class ) && \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled();
		$table = $hpos ? $wpdb->prefix . 'wc_orders_meta' : $wpdb->postmeta;
		// The table is WordPress's or WooCommerce's own; the key is a placeholder.
		$ids   = $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_value FROM {$table} WHERE meta_key = %s LIMIT 500", OrderChannel::TAKEN_BY ) );
		$names = array();
		foreach ( array_map( 'intval', $ids ) as $id ) {
			$user = $id > 0 ? get_userdata( $id ) : false;
			if ( $user instanceof \WP_User ) {
				$names[ $id ] = $user->display_name;
			}
		}
		asort( $names, SORT_STRING );
		return $names;
	}
}
