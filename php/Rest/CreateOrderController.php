<?php
/**
 * POST temple-offerings/v1/create-order.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\CartRefusal;
use TempleOfferings\Order\OrderBelievers;
use WC_Customer;
use WC_Order_Item_Product;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * A pending order for the logged-in user (guests: 401), from offerings and
 * their believers, checked by the same BelieverCart as the cart and priced by
 * WooCommerce from the products (nothing the request says about money is
 * read). Body `{ items: [ { product_id, variation_id?, believers } ] }`;
 * answer 201 `{ order_id, total, payment_url }`.
 */
final class CreateOrderController {

	public const ROUTE = '/create-order';

	/**
	 * @param BelieverCart   $cart      Checks items and believers.
	 * @param OrderBelievers $believers Stores believers on line items.
	 * @param WriteGuard     $guard     Origin and nonce.
	 */
	public function __construct( private BelieverCart $cart, private OrderBelievers $believers, private WriteGuard $guard ) {}

	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create_item' ),
				'permission_callback' => array( $this, 'permission' ),
				'args'                => array( 'items' => AddToCartController::items_arg() ),
			)
		);
	}

	/**
	 * Logged-in users only, then origin and nonce.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function permission( WP_REST_Request $request ): bool|WP_Error {
		if ( ! is_user_logged_in() ) {
			return new WP_Error( 'temple_offerings_login_required', __( 'Log in to place an order.', 'temple-offerings' ), array( 'status' => 401 ) );
		}
		return $this->guard->check( $request );
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create_item( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): WP_REST_Response {
				try {
					$accepted = $this->cart->check_all( (array) $request['items'] );
				} catch ( CartRefusal $refusal ) {
					throw AddToCartController::route_exception( $refusal );
				}

				$user_id = get_current_user_id();
				$order   = wc_create_order(
					array(
						'customer_id' => $user_id,
						'status'      => 'pending',
						'created_via' => 'temple-offerings',
					)
				);
				if ( is_wp_error( $order ) ) {
					throw new RouteException( 'temple_offerings_order_failed', $order->get_error_message(), 500 );
				}
				$customer = new WC_Customer( $user_id );
				$order->set_address( $customer->get_billing(), 'billing' );
				if ( '' === $order->get_billing_email() ) {
					$order->set_billing_email( (string) wp_get_current_user()->user_email );
				}
				foreach ( $accepted as [ $product, $pending ] ) {
					$item_id = $order->add_product( $product, count( $pending['believers'] ) );
					$item    = $order->get_item( $item_id );
					if ( $item instanceof WC_Order_Item_Product ) {
						$this->believers->store( $item, $pending['kind'], $pending['believers'] );
						$item->save();
					}
				}
				$order->calculate_totals();
				$order->save();

				return new WP_REST_Response(
					array(
						'order_id'    => $order->get_id(),
						'total'       => wc_format_decimal( (float) $order->get_total( 'edit' ), wc_get_price_decimals() ),
						'payment_url' => $order->get_checkout_payment_url(),
					),
					201
				);
			}
		);
	}
}
