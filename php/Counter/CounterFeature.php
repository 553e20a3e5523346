<?php
/**
 * The temple's counter: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

/**
 * The counter clerk's role, and where each order came from and who took it:
 * recorded at the worshipper's checkout, shown and filtered on the orders list.
 */
final class CounterFeature {

	/**
	 * @param CounterRole   $role    The 櫃台人員 role.
	 * @param OrderChannel  $channel Records the checkout's channel.
	 * @param ChannelColumn $column  The orders list's column and filters.
	 */
	public function __construct( private CounterRole $role, private OrderChannel $channel, private ChannelColumn $column ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		add_action( 'init', array( $this->role, 'install' ) );
		add_filter( 'gettext_with_context', array( $this->role, 'translate_name' ), 10, 4 );

		add_action( 'woocommerce_checkout_create_order', array( $this->channel, 'from_checkout' ) );
		add_action( 'woocommerce_store_api_checkout_update_order_meta', array( $this->channel, 'from_checkout' ) );

		add_filter( 'manage_woocommerce_page_wc-orders_columns', array( $this->column, 'columns' ) );
		add_filter( 'manage_edit-shop_order_columns', array( $this->column, 'columns' ) );
		add_action( 'manage_woocommerce_page_wc-orders_custom_column', array( $this->column, 'cell' ), 10, 2 );
		add_action( 'manage_shop_order_posts_custom_column', array( $this->column, 'cell' ), 10, 2 );
		add_action( 'woocommerce_order_list_table_restrict_manage_orders', array( $this->column, 'render_hpos' ), 10, 2 );
		add_action( 'restrict_manage_posts', array( $this->column, 'render_posts' ), 10, 2 );
		add_filter( 'woocommerce_order_list_table_prepare_items_query_args', array( $this->column, 'hpos_args' ) );
		add_action( 'pre_get_posts', array( $this->column, 'posts_query' ) );
	}
}
