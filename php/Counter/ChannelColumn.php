<?php
/**
 * The orders list's 來源 column and its channel and staff filters.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Support\OrderChannel;
use TempleOfferings\Support\OrdersListFilter;
use TempleOfferings\Support\StaffMembers;
use WC_Order;

/**
 * On the orders list (HPOS and posts storage alike): a column saying where
 * each order came from and who took it (「臨櫃 · 王小明」), and two selects
 * beside WooCommerce's own filters narrowing the list to one channel or one
 * staff member, so the counter can find its own day's orders.
 */
final class ChannelColumn {

	public const COLUMN = 'temple_channel';

	/** The list's query parameters. */
	public const PARAM_CHANNEL = 'temple_channel';

	public const PARAM_STAFF = 'temple_taken_by';

	/**
	 * Filter `manage_woocommerce_page_wc-orders_columns` and
	 * `manage_edit-shop_order_columns`: the column, after the status.
	 *
	 * @param mixed $columns Column key => heading.
	 * @return mixed
	 */
	public function columns( mixed $columns ): mixed {
		if ( ! is_array( $columns ) ) {
			return $columns;
		}
		$out = array();
		foreach ( $columns as $key => $heading ) {
			$out[ $key ] = $heading;
			if ( 'order_status' === $key ) {
				$out[ self::COLUMN ] = __( 'Channel', 'temple-offerings' );
			}
		}
		if ( ! isset( $out[ self::COLUMN ] ) ) {
			$out[ self::COLUMN ] = __( 'Channel', 'temple-offerings' );
		}
		return $out;
	}

	/**
	 * Action `manage_woocommerce_page_wc-orders_custom_column` (HPOS: the order)
	 * and `manage_shop_order_posts_custom_column` (posts: the order's id).
	 *
	 * @param mixed $column The column's key.
	 * @param mixed $order  The order or its id.
	 */
	public function cell( mixed $column, mixed $order ): void {
		if ( self::COLUMN !== $column ) {
			return;
		}
		$order = $order instanceof WC_Order ? $order : wc_get_order( is_numeric( $order ) ? (int) $order : 0 );
		if ( ! $order instanceof WC_Order ) {
			return;
		}
		$text = OrderChannel::describe( $order );
		echo esc_html( '' === $text ? '—' : $text );
	}

	/**
	 * Action `woocommerce_order_list_table_restrict_manage_orders` (HPOS).
	 *
	 * @param mixed $order_type Order type of the list.
	 * @param mixed $which      'top' or 'bottom'.
	 */
	public function render_hpos( mixed $order_type, mixed $which = 'top' ): void {
		if ( OrdersListFilter::above_orders( $order_type, $which ) ) {
			$this->selects();
		}
	}

	/**
	 * Action `restrict_manage_posts` (posts storage).
	 *
	 * @param mixed $post_type Post type of the list.
	 * @param mixed $which     'top' or 'bottom'.
	 */
	public function render_posts( mixed $post_type, mixed $which = 'top' ): void {
		if ( OrdersListFilter::above_orders( $post_type, $which ) ) {
			$this->selects();
		}
	}

	/**
	 * Filter `woocommerce_order_list_table_prepare_items_query_args` (HPOS).
	 *
	 * @param mixed $args wc_get_orders() arguments.
	 * @return mixed
	 */
	public function hpos_args( mixed $args ): mixed {
		return OrdersListFilter::narrow_args( $args, OrderChannel::meta_query( self::asked_channel(), self::asked_staff() ) );
	}

	/**
	 * Action `pre_get_posts` (posts storage): the admin's orders list only.
	 *
	 * @param mixed $query The query.
	 */
	public function posts_query( mixed $query ): void {
		OrdersListFilter::narrow_query( $query, OrderChannel::meta_query( self::asked_channel(), self::asked_staff() ) );
	}

	private static function asked_channel(): string {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- a list filter; nothing is changed.
		return sanitize_key( wp_unslash( $_GET[ self::PARAM_CHANNEL ] ?? '' ) );
	}

	private static function asked_staff(): int {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- a list filter; nothing is changed.
		return absint( wp_unslash( $_GET[ self::PARAM_STAFF ] ?? 0 ) );
	}

	/**
	 * The two selects. Staff are those who took an order (the meta's values).
	 */
	private function selects(): void {
		$channel = self::asked_channel();
		echo '<label class="screen-reader-text" for="temple-channel-filter">' . esc_html__( 'Filter by channel', 'temple-offerings' ) . '</label>';
		echo '<select name="' . esc_attr( self::PARAM_CHANNEL ) . '" id="temple-channel-filter">';
		echo '<option value="">' . esc_html__( 'All channels', 'temple-offerings' ) . '</option>';
		foreach ( OrderChannel::CHANNELS as $value ) {
			echo '<option value="' . esc_attr( $value ) . '"' . selected( $channel, $value, false ) . '>' . esc_html( OrderChannel::label( $value ) ) . '</option>';
		}
		echo '</select>';
		$staff = self::asked_staff();
		echo '<label class="screen-reader-text" for="temple-staff-filter">' . esc_html__( 'Filter by staff member', 'temple-offerings' ) . '</label>';
		echo '<select name="' . esc_attr( self::PARAM_STAFF ) . '" id="temple-staff-filter">';
		echo '<option value="">' . esc_html__( 'All staff', 'temple-offerings' ) . '</option>';
		foreach ( StaffMembers::who_took_orders() as $id => $name ) {
			echo '<option value="' . esc_attr( (string) $id ) . '"' . selected( $staff, $id, false ) . '>' . esc_html( $name ) . '</option>';
		}
		echo '</select>';
	}
}
