<?php
/**
 * The orders list's 「信眾資料不齊」 filter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Support\OrdersListFilter;
use TempleOfferings\Support\Templates;

/**
 * A select beside WooCommerce's own filters on the orders list narrows it to
 * orders holding an offering line whose believers do not match its quantity
 * (the order flag ShortLines keeps): on the HPOS list through its query
 * arguments, on the posts-storage list through the admin's main query.
 */
final class ShortLinesFilter {

	/** The list's query parameter. */
	public const PARAM = 'temple_believers';

	/** Its value for the filter. */
	public const SHORT = 'short';

	/**
	 * @param Templates $templates The select's template (a theme may override it).
	 */
	public function __construct( private Templates $templates ) {}

	/**
	 * The orders list narrowed to short orders (raw; escape on output).
	 */
	public static function url(): string {
		$hpos = class_exists( \Automattic\WooCommerce\Utilities\OrderUtil::class ) && \Automattic\WooCommerce\Utilities\OrderUtil::custom_orders_table_usage_is_enabled();
		$base = $hpos ? admin_url( 'admin.php?page=wc-orders' ) : admin_url( 'edit.php?post_type=shop_order' );
		return add_query_arg( self::PARAM, self::SHORT, $base );
	}

	/**
	 * Hooked on `woocommerce_order_list_table_restrict_manage_orders` (HPOS).
	 *
	 * @param mixed $order_type Order type of the list.
	 * @param mixed $which      'top' or 'bottom'.
	 */
	public function render_hpos( mixed $order_type, mixed $which = 'top' ): void {
		if ( OrdersListFilter::above_orders( $order_type, $which ) ) {
			$this->select();
		}
	}

	/**
	 * Hooked on `restrict_manage_posts` (posts storage).
	 *
	 * @param mixed $post_type Post type of the list.
	 * @param mixed $which     'top' or 'bottom'.
	 */
	public function render_posts( mixed $post_type, mixed $which = 'top' ): void {
		if ( OrdersListFilter::above_orders( $post_type, $which ) ) {
			$this->select();
		}
	}

	/**
	 * Hooked on `woocommerce_order_list_table_prepare_items_query_args` (HPOS).
	 *
	 * @param mixed $args wc_get_orders() arguments.
	 * @return mixed
	 */
	public function hpos_args( mixed $args ): mixed {
		return OrdersListFilter::narrow_args( $args, self::asked_query() );
	}

	/**
	 * Hooked on `pre_get_posts` (posts storage): the admin's orders list only.
	 *
	 * @param mixed $query The query.
	 */
	public function posts_query( mixed $query ): void {
		OrdersListFilter::narrow_query( $query, self::asked_query() );
	}

	/**
	 * The meta query of short orders when the list asks for them, else none.
	 *
	 * @return array<int, array<string, mixed>>
	 */
	private static function asked_query(): array {
		return self::asked() ? ShortLines::meta_query() : array(); // Few orders carry the flag.
	}

	/**
	 * Whether the list was asked for short orders.
	 */
	private static function asked(): bool {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- a list filter; nothing is changed.
		return self::SHORT === sanitize_key( wp_unslash( $_GET[ self::PARAM ] ?? '' ) );
	}

	/**
	 * The select.
	 */
	private function select(): void {
		$this->templates->render(
			'admin/short-lines-filter',
			array(
				'param'  => self::PARAM,
				'short'  => self::SHORT,
				'chosen' => self::asked(),
			)
		);
	}
}
