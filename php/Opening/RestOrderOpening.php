<?php
/**
 * WooCommerce's REST orders API makes no new order outside an offering's
 * window or past its limits.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use WC_Order;
use WC_Order_Item_Product;
use WC_Product;
use WP_Error;

/**
 * `POST wc/v3/orders` (and wc/v2, and each create of `orders/batch`) builds
 * the new order in memory, then hands it to
 * `woocommerce_rest_pre_insert_shop_order_object` before saving anything: an
 * order holding an offering outside its window, or more places than its
 * limits leave the order's customer (by account, else billing e-mail), its
 * billing phone and its household, is
 * answered 400 with the page's sentence, and nothing is saved. wc/v1 has the
 * same moment in `woocommerce_rest_pre_insert_shop_order`, where a
 * WC_REST_Exception is its way to answer. Updates of existing orders are
 * staff's corrections and are left alone.
 */
final class RestOrderOpening {

	/**
	 * @param RegistrationWindows $windows The windows.
	 * @param PersonalShares      $shares  Limits and counts.
	 */
	public function __construct( private RegistrationWindows $windows, private PersonalShares $shares ) {}

	/**
	 * Hooked on `woocommerce_rest_pre_insert_shop_order_object` (wc/v2, wc/v3).
	 *
	 * @param mixed $order    The order about to be saved.
	 * @param mixed $request  The request (unused).
	 * @param mixed $creating Whether it is a new order.
	 * @return mixed The order, or a WP_Error with status 400.
	 */
	public function check( mixed $order, mixed $request = null, mixed $creating = false ): mixed {
		if ( true !== $creating || ! $order instanceof WC_Order ) {
			return $order;
		}
		$refusal = $this->refusal( $order );
		return null === $refusal ? $order : new WP_Error( $refusal['code'], $refusal['message'], array( 'status' => 400 ) );
	}

	/**
	 * Hooked on `woocommerce_rest_pre_insert_shop_order` (wc/v1).
	 *
	 * @param mixed $order The order about to be saved.
	 * @return mixed The order.
	 * @throws \WC_REST_Exception When a new order is refused.
	 */
	public function check_v1( mixed $order ): mixed {
		if ( ! $order instanceof WC_Order || $order->get_id() > 0 ) {
			return $order;
		}
		$refusal = $this->refusal( $order );
		if ( null !== $refusal ) {
			throw new \WC_REST_Exception( esc_html( $refusal['code'] ), esc_html( $refusal['message'] ), 400 );
		}
		return $order;
	}

	/**
	 * The first reason a new order may not be made, or null.
	 *
	 * @param WC_Order $order The order built from the request.
	 * @return array{code: string, message: string}|null
	 */
	private function refusal( WC_Order $order ): ?array {
		$places = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( ! $product instanceof WC_Product ) {
				continue;
			}
			$refusal = $this->windows->refusal( $product );
			if ( null !== $refusal ) {
				return $refusal;
			}
			$offering            = PersonalShares::offering_id( $product );
			$places[ $offering ] = array(
				'product'  => $product,
				'quantity' => ( $places[ $offering ]['quantity'] ?? 0 ) + (int) $item->get_quantity(),
			);
		}
		foreach ( $places as $line ) {
			$refusal = $this->shares->refusal( $line['product'], $line['quantity'], null, $order->get_customer_id(), (string) $order->get_billing_email(), array(), (string) $order->get_billing_phone() );
			if ( null !== $refusal ) {
				return $refusal;
			}
		}
		return null;
	}
}
