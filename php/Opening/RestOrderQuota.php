<?php
/**
 * WooCommerce's REST orders API sells no place kept for the temple's counter.
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
 * A new order through `POST wc/v3/orders` (wc/v2, each create of a batch;
 * wc/v1's own filter) is an online order: it may take only the places the
 * page may sell (CounterQuotas::page_left_now()), with the page's sentence
 * and 400, nothing saved. The order is built in memory when the filters run;
 * the counter registers through its own routes, which never come here.
 * Updates of existing orders are staff's corrections and are left alone.
 */
final class RestOrderQuota {

	/**
	 * @param CounterQuotas $quotas The counter's places.
	 */
	public function __construct( private CounterQuotas $quotas ) {}

	/**
	 * Hooked on `woocommerce_rest_pre_insert_shop_order_object` (wc/v2, wc/v3), after the window and limits.
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
		return null === $refusal ? $order : new WP_Error( ChannelQuota::KEPT_CODE, $refusal, array( 'status' => 400 ) );
	}

	/**
	 * Hooked on `woocommerce_rest_pre_insert_shop_order` (wc/v1).
	 *
	 * @param mixed $order The order about to be saved.
	 * @return mixed The order.
	 * @throws \WC_REST_Exception When a new order takes the counter's places.
	 */
	public function check_v1( mixed $order ): mixed {
		if ( ! $order instanceof WC_Order || $order->get_id() > 0 ) {
			return $order;
		}
		$refusal = $this->refusal( $order );
		if ( null !== $refusal ) {
			throw new \WC_REST_Exception( esc_html( ChannelQuota::KEPT_CODE ), esc_html( $refusal ), 400 );
		}
		return $order;
	}

	/**
	 * The refusal of an order taking more places than the page may sell, or null.
	 *
	 * @param WC_Order $order The order built from the request.
	 */
	private function refusal( WC_Order $order ): ?string {
		$wanted = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( $product instanceof WC_Product ) {
				$id            = $product->get_stock_managed_by_id();
				$wanted[ $id ] = array(
					'product'  => $product,
					'quantity' => ( $wanted[ $id ]['quantity'] ?? 0 ) + (int) $item->get_quantity(),
				);
			}
		}
		foreach ( $wanted as $line ) {
			if ( 0 === $this->quotas->reserved( $line['product'] ) ) {
				continue;
			}
			$left = $this->quotas->page_left_now( $line['product'] );
			if ( null !== $left && $line['quantity'] > $left ) {
				return ChannelQuota::message( $line['product']->get_name(), $left );
			}
		}
		return null;
	}
}
