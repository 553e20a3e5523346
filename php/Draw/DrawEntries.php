<?php
/**
 * A draw offering's checkout: an entry, no payment, no stock held.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use WC_Cart;
use WC_Order;
use WC_Product;

/**
 * A cart of a draw offering (it holds nothing else: DrawCartGuard) needs no
 * payment: WooCommerce then checks out without a gateway, and the order,
 * once made, becomes an entry (登記抽籤) before WooCommerce would mark it
 * paid, which it leaves alone in that status. WooCommerce reduces stock
 * only for paid and on-hold orders, so an entry holds no places; the Store
 * API's short hold of the checkout's stock is let go. An entry, and an
 * entry not drawn, has no payment deadline; a winner has its offering's,
 * or three days when the offering sets none.
 */
final class DrawEntries {

	/** A winner's payment window when its offering sets none, in minutes (three days). */
	public const DEFAULT_WINDOW = 4320;

	/**
	 * Filter `woocommerce_cart_needs_payment`.
	 *
	 * @param mixed $needs Whether the cart needs a payment.
	 * @param mixed $cart  The cart.
	 * @return mixed
	 */
	public function cart_needs_payment( mixed $needs, mixed $cart = null ): mixed {
		return $cart instanceof WC_Cart && 0 !== self::draw_in_cart( $cart ) ? false : $needs;
	}

	/**
	 * Hooked on `woocommerce_checkout_create_order` (the classic checkout)
	 * and `woocommerce_store_api_checkout_update_order_meta` (the block
	 * checkout's order, again at each update), before it is saved: an
	 * order of a draw offering is marked as its entry; a reused draft whose
	 * cart no longer holds one is not.
	 *
	 * @param mixed $order The order being placed.
	 */
	public function mark( mixed $order ): void {
		if ( ! $order instanceof WC_Order || ! in_array( DrawOfferings::state( $order ), array( '', DrawOfferings::STATE_ENTERED ), true ) ) {
			return;
		}
		$offering = DrawOfferings::of_order( $order );
		if ( 0 === $offering ) {
			$order->delete_meta_data( DrawOfferings::ORDER_OFFERING );
			$order->delete_meta_data( DrawOfferings::ORDER_STATE );
			return;
		}
		$order->update_meta_data( DrawOfferings::ORDER_OFFERING, (string) $offering );
		$order->update_meta_data( DrawOfferings::ORDER_STATE, DrawOfferings::STATE_ENTERED );
	}

	/**
	 * Hooked on `woocommerce_checkout_order_processed` and
	 * `woocommerce_store_api_checkout_order_processed`, first: a marked
	 * order becomes an entry (登記抽籤).
	 *
	 * @param mixed $subject The order or its id.
	 */
	public function enter( mixed $subject ): void {
		$order = $subject instanceof WC_Order ? $subject : wc_get_order( (int) $subject );
		if ( ! $order instanceof WC_Order || DrawOfferings::STATE_ENTERED !== DrawOfferings::state( $order ) || $order->has_status( DrawStatuses::ENTERED ) ) {
			return;
		}
		$order->update_status( DrawStatuses::ENTERED, __( 'Entered for the draw: no payment until it is drawn.', 'temple-offerings' ) );
		if ( function_exists( 'wc_release_stock_for_order' ) ) {
			wc_release_stock_for_order( $order );
		}
	}

	/**
	 * Filter `temple_offerings_order_payment_window` (php/Deadline/): none
	 * for an entry and an entry not drawn, its offering's (or three days)
	 * for a winner; other orders of a draw offering (made by staff) as any.
	 *
	 * @param mixed $minutes The order's window, or null.
	 * @param mixed $order   The order.
	 * @return mixed
	 */
	public function payment_window( mixed $minutes, mixed $order = null ): mixed {
		$state = $order instanceof WC_Order ? DrawOfferings::state( $order ) : '';
		if ( DrawOfferings::STATE_WON === $state ) {
			return $minutes ?? self::DEFAULT_WINDOW;
		}
		return '' === $state ? $minutes : null;
	}

	/**
	 * The draw offering a cart holds, or 0.
	 *
	 * @param WC_Cart $cart The cart.
	 */
	public static function draw_in_cart( WC_Cart $cart ): int {
		foreach ( $cart->get_cart() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( $product instanceof WC_Product && DrawOfferings::is_draw( $product ) ) {
				return DrawOfferings::offering_id( $product );
			}
		}
		return 0;
	}
}
