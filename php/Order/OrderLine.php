<?php
/**
 * The one way to load "line L of order O" from a request.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use WC_Order;
use WC_Order_Item_Product;

/**
 * WooCommerce's `$order->get_item( $id )` loads the order item with that id
 * whatever order it belongs to, so an order id and a line id taken from a
 * request name any line of the shop unless the two are checked together.
 * Every screen and action that takes them from a request (the staff and the
 * worshipper's correction forms, the reissue of lamp numbers) loads the line
 * here: a line of another order, a line that does not exist and a line that
 * is no product line are all the same null, so the caller answers them the
 * same way and never tells one from another.
 */
final class OrderLine {

	/**
	 * The product line $item_id of $order, or null when $order has none with that id.
	 *
	 * @param WC_Order $order   The order the request names (its owner or access checked by the caller).
	 * @param int      $item_id The line id the request names.
	 */
	public static function find( WC_Order $order, int $item_id ): ?WC_Order_Item_Product {
		if ( $item_id <= 0 || $order->get_id() <= 0 ) {
			return null;
		}
		$item = $order->get_item( $item_id );
		if ( ! $item instanceof WC_Order_Item_Product || $item->get_order_id() !== $order->get_id() ) {
			return null;
		}
		return $item;
	}

	/**
	 * Line $item_id as stored now, past the object caches: a save that holds
	 * the line's lock reads it here, so it sees what another request wrote
	 * before the lock came.
	 *
	 * @param int $item_id Order item id (found through find() first).
	 */
	public static function fresh( int $item_id ): ?WC_Order_Item_Product {
		wp_cache_delete( \WC_Data::generate_meta_cache_key( $item_id, 'order-items' ), 'order-items' );
		try {
			$item = new WC_Order_Item_Product( $item_id );
		} catch ( \Exception $exception ) {
			return null;
		}
		return $item->get_id() === $item_id ? $item : null;
	}
}
