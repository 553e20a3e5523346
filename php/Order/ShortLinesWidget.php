<?php
/**
 * The dashboard counts the orders whose believers are incomplete.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Support\Templates;

/**
 * A dashboard widget for whoever edits shop orders (shop managers,
 * administrators): how many open orders (pending payment, on hold,
 * processing, completed) hold an offering line whose believers do not match
 * its quantity, linking to the orders list filtered to them.
 */
final class ShortLinesWidget {

	public const ID = 'temple_offerings_short_lines';

	/**
	 * @param ShortLines $short     Finds flagged orders.
	 * @param Templates  $templates The widget's template (a theme may override it).
	 */
	public function __construct( private ShortLines $short, private Templates $templates ) {}

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
		$this->templates->render(
			'admin/short-lines-widget',
			array(
				/* translators: %d: number of open orders with an offering line whose believers do not match its quantity. */
				'count' => 0 === $count ? '' : sprintf( _n( '%d order has incomplete believers.', '%d orders have incomplete believers.', $count, 'temple-offerings' ), $count ),
				'url'   => ShortLinesFilter::url(),
			)
		);
	}
}
