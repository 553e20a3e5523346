<?php
/**
 * Whether the current user may change an order as staff.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use WC_Order;

/**
 * One answer for every staff action on one order named by a request (the
 * corrections, the believers staff register on a line): as WooCommerce lets
 * them open the order's edit screen, so whoever can edit that order, or
 * manage WooCommerce.
 */
final class OrderAccess {

	/**
	 * Whether the current user may edit this order.
	 *
	 * @param WC_Order $order Order.
	 */
	public static function may_edit( WC_Order $order ): bool {
		if ( current_user_can( 'manage_woocommerce' ) ) {
			return true;
		}
		$type = get_post_type_object( 'shop_order' );
		return null !== $type && current_user_can( $type->cap->edit_post, $order->get_id() );
	}
}
