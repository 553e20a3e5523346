<?php
/**
 * The believers and places of an order line that refunds took.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use WC_Order;
use WC_Order_Item_Product;
use WC_Order_Refund;

/**
 * A refund's lines are WooCommerce order items of the refund, each naming
 * the order line it refunds (`_refunded_item_id`) and the places it takes
 * (a negative quantity). The believers it takes are stored on that same
 * refund item, under META (RefundMarks writes it when the refund is made):
 * so the believers stay on their order line untouched, and deleting the
 * refund, which deletes its items, brings them back by itself.
 */
final class RefundedBelievers {

	/** Refund item meta: the indexes of the refunded line's believers this refund takes. */
	public const META = '_temple_offerings_refunded_believers';

	/**
	 * Places and believers the refunds of the line's order took from it.
	 *
	 * @param WC_Order_Item_Product $item  Order line.
	 * @param WC_Order|null         $order The line's order when the caller has it loaded.
	 * @return array{quantity: int, believers: int[]} Places refunded; believers (indexes) refunded, ascending.
	 */
	public function of_line( WC_Order_Item_Product $item, ?WC_Order $order = null ): array {
		$found = array(
			'quantity'  => 0,
			'believers' => array(),
		);
		$order = $order ?? ( $item->get_order_id() > 0 ? wc_get_order( $item->get_order_id() ) : null );
		if ( ! $order instanceof WC_Order || $order instanceof WC_Order_Refund || $item->get_id() <= 0 || $order->get_id() <= 0 ) {
			return $found;
		}
		foreach ( $order->get_refunds() as $refund ) {
			foreach ( $refund->get_items() as $refund_item ) {
				if ( (int) $refund_item->get_meta( '_refunded_item_id', true ) !== $item->get_id() ) {
					continue;
				}
				$found['quantity'] += (int) abs( (float) ( $refund_item instanceof WC_Order_Item_Product ? $refund_item->get_quantity() : 0 ) );
				array_push( $found['believers'], ...self::indexes( $refund_item->get_meta( self::META, true ) ) );
			}
		}
		$found['believers'] = array_values( array_unique( $found['believers'] ) );
		sort( $found['believers'] );
		return $found;
	}

	/**
	 * Stored indexes as non-negative integers (stored meta is not trusted).
	 *
	 * @param mixed $stored Stored value.
	 * @return int[]
	 */
	public static function indexes( mixed $stored ): array {
		if ( ! is_array( $stored ) ) {
			return array();
		}
		$indexes = array();
		foreach ( $stored as $index ) {
			if ( is_int( $index ) || ( is_string( $index ) && ctype_digit( $index ) ) ) {
				$indexes[] = (int) $index;
			}
		}
		return $indexes;
	}
}
