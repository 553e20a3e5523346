<?php
/**
 * An offering's lines on orders, as the places they hold are counted.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use WC_Order;
use WC_Order_Item_Product;

/**
 * A person's places (PersonalShares) and the counter's sales
 * (CounterQuotas) are both counted from orders' lines of one offering, any
 * variation, with their order, its status, their quantity and what refunds
 * took (ShareLimit::taken() does the counting).
 */
final class OrderPlaces {

	/**
	 * The offering's lines on the orders.
	 *
	 * @param iterable<mixed> $orders   What wc_get_orders() answered.
	 * @param int             $offering Product id (not a variation).
	 * @return array<int, array{order: int, status: string, quantity: int|float, refunded: int|float}>
	 */
	public static function lines( iterable $orders, int $offering ): array {
		$lines = array();
		foreach ( $orders as $order ) {
			if ( ! $order instanceof WC_Order ) {
				continue;
			}
			foreach ( $order->get_items() as $item ) {
				if ( $item instanceof WC_Order_Item_Product && $offering === (int) $item->get_product_id() ) {
					$lines[] = array(
						'order'    => $order->get_id(),
						'status'   => $order->get_status(),
						'quantity' => $item->get_quantity(),
						'refunded' => $order->get_qty_refunded_for_item( $item->get_id() ),
					);
				}
			}
		}
		return $lines;
	}
}
