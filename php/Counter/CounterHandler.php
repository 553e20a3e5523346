<?php
/**
 * The 經手人 of a counter order's receipt.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Support\OrderChannel;
use WC_Order;

/**
 * A receipt names who handled the money: the staff member marking an order
 * paid, or 網路 for the worshipper's own order. A counter or phone order is
 * paid while the counter staff member makes it, so its receipt names that
 * staff member (the order's `taken_by`), whoever marks it paid later.
 */
final class CounterHandler {

	/**
	 * Filter `temple_offerings_receipt_handler`.
	 *
	 * @param mixed $handler The name so far.
	 * @param mixed $order   The order.
	 * @return mixed
	 */
	public function handler( mixed $handler, mixed $order = null ): mixed {
		if ( ! $order instanceof WC_Order || ! in_array( OrderChannel::of( $order ), array( OrderChannel::COUNTER, OrderChannel::PHONE ), true ) ) {
			return $handler;
		}
		$staff = get_userdata( OrderChannel::taken_by( $order ) );
		return $staff instanceof \WP_User ? $staff->display_name : $handler;
	}
}
