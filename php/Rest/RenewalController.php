<?php
/**
 * GET temple-offerings/v1/orders/<id>/renewal: a past order's offerings and believers, to register again.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Offering\Offerings;
use TempleOfferings\Offering\VisibleProducts;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\RenewalAnswer;
use TempleOfferings\Support\PlainText;
use WC_Order;
use WC_Order_Item_Product;
use WP_REST_Request;
use WP_REST_Server;

/**
 * The offering page asks this when it opens with `?renew=<order id>`
 * (Order\RenewLink): the order's offering lines whose product the page still
 * sells, each with its believers, and the names of those it no longer sells
 * (Order\RenewalAnswer). Read-only and only for the order's own customer:
 * a guest, another account, an order that does not exist and one without
 * offering lines all get the same 404, so the answer never tells whether
 * someone else's order exists.
 */
final class RenewalController {

	public const ROUTE = '/orders/(?P<id>\d+)/renewal';

	/**
	 * @param Offerings       $offerings Knows which products are offerings.
	 * @param LineBelievers   $believers The one reader of a line's believers.
	 * @param VisibleProducts $catalogue Whether the page still sells a product.
	 */
	public function __construct( private Offerings $offerings, private LineBelievers $believers, private VisibleProducts $catalogue ) {}

	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				array(
					'methods'             => WP_REST_Server::READABLE,
					'callback'            => array( $this, 'get_item' ),
					// Everyone reaches the handler, which answers 404 to anyone but the owner:
					// a 401 or 403 here would tell a stranger that the order exists.
					'permission_callback' => '__return_true',
					'args'                => array(
						// No minimum: order 0 is answered like any order that is not the user's, 404.
						'id' => array( 'type' => 'integer' ),
					),
				),
			)
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return \WP_REST_Response|\WP_Error
	 */
	public function get_item( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): array {
				$order = $this->own_order( (int) $request['id'] );
				$lines = array();
				foreach ( $order->get_items() as $item ) {
					if ( $item instanceof WC_Order_Item_Product ) {
						$lines[] = $this->line( $item );
					}
				}
				$answer = RenewalAnswer::of( $order->get_id(), $lines );
				if ( array() === $answer['lines'] && array() === $answer['skipped'] ) {
					throw self::not_found();
				}
				return $answer;
			}
		);
	}

	/**
	 * One order line as RenewalAnswer reads it.
	 *
	 * @param WC_Order_Item_Product $item The line.
	 * @return array<string, mixed>
	 */
	private function line( WC_Order_Item_Product $item ): array {
		$product = $item->get_product();
		$sold    = $this->offerings->is_offering( $product ) && $this->catalogue->sells( $product );
		return array(
			'read'         => $this->believers->read( $item ),
			'sold'         => $sold,
			'product_id'   => $item->get_product_id(),
			'variation_id' => $item->get_variation_id(),
			'name'         => $sold ? PlainText::of( $product->get_name() ) : '',
			'line_name'    => PlainText::of( $item->get_name() ),
		);
	}

	/**
	 * The order, when the current user is its customer.
	 *
	 * @param int $id Order id.
	 * @throws RouteException 404 otherwise.
	 */
	private function own_order( int $id ): WC_Order {
		$user  = get_current_user_id();
		$order = $user > 0 ? wc_get_order( $id ) : false;
		if ( ! $order instanceof WC_Order || $order->get_customer_id() !== $user ) {
			throw self::not_found();
		}
		return $order;
	}

	private static function not_found(): RouteException {
		return new RouteException(
			'temple_offerings_order_not_found',
			__( 'This order cannot be registered again: it is not an order of your account with offerings.', 'temple-offerings' ),
			404
		);
	}
}
