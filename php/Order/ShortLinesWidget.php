<?php
/**
 * The dashboard counts the orders whose believers are incomplete.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

/**
 * A dashboard widget for whoever edits shop orders (shop managers,
 * administrators): how many open orders (pending payment, on hold,
 * processing, completed) hold an offering line whose believers do not match
 * its quantity, linking to the orders list filtered to them.
 */
final class ShortLinesWidget {

	public const ID = 'temple_offerings_short_lines';

	/**
	 * @param ShortLines $short Finds flagged orders.
	 */
	public function __construct( private ShortLines $short ) {}

	/**
	 * Hooked on `wp_dashboard_setup`.
	 */
	public function add(): void {
		if ( current_user_can( 'edit_shop_orders' ) && function_exists( 'wc_get_orders' ) ) {
			wp_add_dashboard_widget( self::ID, __( 'Orders with incomplete believers', 'temple-offerings' ), array( $this, 'render' ) );
		}
	}

	/**
	 * The widget's content.
	 */
	public function render(): void {
		$count = count( $this->short->order_ids() );
		if ( 0 === $count ) {
			echo '<p class="temple-short-count">' . esc_html__( 'Every order holds one believer for each place.', 'temple-offerings' ) . '</p>';
			return;
		}
		/* translators: %d: number of open orders with an offering line whose believers do not match its quantity. */
		echo '<p class="temple-short-count"><strong>' . esc_html( sprintf( _n( '%d order has incomplete believers.', '%d orders have incomplete believers.', $count, 'temple-offerings' ), $count ) ) . '</strong> ';
		echo esc_html__( 'Their missing places are not on any lamp or tablet until the believers are registered.', 'temple-offerings' ) . '</p>';
		echo '<p><a class="button" href="' . esc_url( ShortLinesFilter::url() ) . '">' . esc_html__( 'Show these orders', 'temple-offerings' ) . '</a></p>';
	}
}
