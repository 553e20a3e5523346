<?php
/**
 * A filter of the admin's orders list, on both order storages.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

use WP_Query;

/**
 * WooCommerce lists orders from its own tables (HPOS) or from posts, with a
 * hook of each storage for a filter's select and for its query. A filter
 * (the counter's channel and staff, the orders short of believers) prints
 * its select above the list and narrows the list by a meta query; this is
 * the part both storages share, so every filter narrows them alike.
 */
final class OrdersListFilter {

	/**
	 * Whether a restrict-manage hook fires above the orders list (not below
	 * it, not on another list).
	 *
	 * @param mixed $type  Order or post type of the list.
	 * @param mixed $which 'top' or 'bottom'.
	 */
	public static function above_orders( mixed $type, mixed $which ): bool {
		return 'shop_order' === $type && 'top' === $which;
	}

	/**
	 * HPOS: wc_get_orders() arguments narrowed by a meta query; none leaves them as they were.
	 *
	 * @param mixed                              $args       The list's arguments.
	 * @param array<int, array<string, mixed>> $meta_query What the filter asks for.
	 * @return mixed
	 */
	public static function narrow_args( mixed $args, array $meta_query ): mixed {
		if ( ! is_array( $args ) || array() === $meta_query ) {
			return $args;
		}
		$args['meta_query'] = array_merge( is_array( $args['meta_query'] ?? null ) ? $args['meta_query'] : array(), $meta_query );
		return $args;
	}

	/**
	 * Posts storage: the admin's main orders query narrowed by a meta query;
	 * any other query, or none asked, is left alone.
	 *
	 * @param mixed                              $query      The query.
	 * @param array<int, array<string, mixed>> $meta_query What the filter asks for.
	 */
	public static function narrow_query( mixed $query, array $meta_query ): void {
		if ( array() === $meta_query || ! $query instanceof WP_Query || ! is_admin() || ! $query->is_main_query() || 'shop_order' !== $query->get( 'post_type' ) ) {
			return;
		}
		$meta = $query->get( 'meta_query' );
		$query->set( 'meta_query', array_merge( is_array( $meta ) ? $meta : array(), $meta_query ) );
	}
}
