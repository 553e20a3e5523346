<?php
/**
 * temple-offerings/v1/orders/<id>/lines: staff read an order's offering lines
 * and register the believers a line is missing.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\StaffEntry;

use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Order\OrderAccess;
use TempleOfferings\Rest\BelieverSchema;
use TempleOfferings\Rest\Respond;
use TempleOfferings\Rest\Routes;
use TempleOfferings\Rest\WriteGuard;
use WC_Order;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * For staff only (`edit_shop_orders`; anyone else gets 403, a guest 401),
 * on an order they may edit (OrderAccess): `GET orders/<id>/lines` lists the
 * order's offering lines with their places and believers (LineEntry::state());
 * `POST orders/<id>/lines/<item id>/believers` adds believers to one line
 * (LineEntry::add()). The write passes WriteGuard first (origin, the REST
 * nonce, the write rate), as every write of the namespace. An order that does
 * not exist, one the user may not edit, a line of another order and a line
 * that is no offering line are one and the same 404, so nobody learns which.
 */
final class LineBelieversController {

	public const ROUTE = '/orders/(?P<order_id>\d+)/lines';

	/**
	 * @param LineEntry  $entry The one path of a staff save.
	 * @param WriteGuard $guard Origin, nonce and rate checks.
	 */
	public function __construct( private LineEntry $entry, private WriteGuard $guard ) {}

	/**
	 * Hooked on `rest_api_init`.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'get_lines' ),
				'permission_callback' => array( self::class, 'staff' ),
			)
		);
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE . '/(?P<item_id>\d+)/believers',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'add_believers' ),
				'permission_callback' => array( $this, 'can_write' ),
				'args'                => array(
					'believers' => array(
						'type'     => 'array',
						'required' => true,
						'minItems' => 1,
						'maxItems' => BelieverValidator::most_believers(),
						'items'    => BelieverSchema::believer(),
					),
					'stored'    => array(
						'description' => __( 'How many believers the line stored when the form opened.', 'temple-offerings' ),
						'type'        => 'integer',
						'required'    => true,
						'minimum'     => 0,
					),
				),
			)
		);
	}

	/**
	 * Whether the current user is staff.
	 *
	 * @return true|WP_Error
	 */
	public static function staff(): bool|WP_Error {
		if ( current_user_can( 'edit_shop_orders' ) ) {
			return true;
		}
		return new WP_Error(
			'temple_offerings_staff_only',
			__( 'Sorry, only staff who may edit orders can register believers on them.', 'temple-offerings' ),
			array( 'status' => is_user_logged_in() ? 403 : 401 )
		);
	}

	/**
	 * Origin, nonce and rate first, then staff.
	 *
	 * @param WP_REST_Request $request The request.
	 * @return true|WP_Error
	 */
	public function can_write( WP_REST_Request $request ): bool|WP_Error {
		return $this->guard->check( $request, static fn (): bool|WP_Error => self::staff() );
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function get_lines( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): array {
				$order = $this->order( $request );
				return array(
					'order_id' => $order->get_id(),
					'lines'    => $this->entry->lines( $order ),
				);
			}
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function add_believers( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): WP_REST_Response {
				$result = $this->entry->add(
					$this->order( $request ),
					(int) $request['item_id'],
					(array) $request['believers'],
					(int) $request['stored'],
					wp_get_current_user()->display_name,
					fn () => $this->guard->accept( $request )
				);
				return new WP_REST_Response( $result, 201 );
			}
		);
	}

	/**
	 * The order the request names, when the user may edit it.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws \TempleOfferings\Rest\RouteException 404 otherwise.
	 */
	private function order( WP_REST_Request $request ): WC_Order {
		$order = wc_get_order( (int) $request['order_id'] );
		if ( ! $order instanceof WC_Order || 'shop_order' !== $order->get_type() || ! OrderAccess::may_edit( $order ) ) {
			throw LineEntry::not_found();
		}
		return $order;
	}
}
