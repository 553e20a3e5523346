<?php
/**
 * temple-offerings/v1/counter/…: the counter screen's routes.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Rest\BelieverSchema;
use TempleOfferings\Rest\Respond;
use TempleOfferings\Rest\Routes;
use TempleOfferings\Rest\WriteGuard;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\OrderChannel;
use WC_Order;
use WP_Error;
use WP_REST_Request;
use WP_REST_Response;
use WP_REST_Server;

/**
 * For staff who register at the counter (`temple_offerings_counter`: the
 * 櫃台人員 role, shop managers, administrators; anyone else 403, a guest
 * 401):
 *
 * - `GET counter/households?search=…` finds households by phone or name
 *   (Households), each with its people and last year's offerings, and
 *   nothing more;
 * - `POST counter/orders` makes a counter or phone order (CounterOrders)
 *   and answers 201 with the order and where to print it (CounterPrints);
 * - `GET counter/summary?date=Y-m-d` sums a day's counter and phone orders
 *   per staff member and payment (DailySummary), for closing the drawer.
 *
 * The write passes WriteGuard first (origin, the REST nonce, the write
 * rate), as every write of the namespace.
 */
final class CounterController {

	public const ROUTE = '/counter';

	/**
	 * @param Households     $households The search.
	 * @param CounterOrders  $orders     Makes the orders.
	 * @param CounterPrints  $prints     Where an order's papers print.
	 * @param WriteGuard     $guard      Origin, nonce and rate checks.
	 * @param DailyOrders    $day        A day's counter orders.
	 */
	public function __construct( private Households $households, private CounterOrders $orders, private CounterPrints $prints, private WriteGuard $guard, private DailyOrders $day ) {}

	/**
	 * Hooked on `rest_api_init`.
	 */
	public function register_routes(): void {
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE . '/households',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'search' ),
				'permission_callback' => array( self::class, 'staff' ),
				'args'                => array(
					'search' => array(
						'description' => __( 'A phone number or a name, whole or in part.', 'temple-offerings' ),
						'type'        => 'string',
						'required'    => true,
						'minLength'   => 1,
						'maxLength'   => 40,
					),
				),
			)
		);
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE . '/summary',
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( $this, 'summary' ),
				'permission_callback' => array( self::class, 'staff' ),
				'args'                => array(
					'date' => array(
						'description' => __( 'The day, YYYY-MM-DD in the site\'s time zone; today when none.', 'temple-offerings' ),
						'type'        => 'string',
						'default'     => '',
						'maxLength'   => 10,
					),
				),
			)
		);
		register_rest_route(
			Routes::NAMESPACE,
			self::ROUTE . '/orders',
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( $this, 'create' ),
				'permission_callback' => array( $this, 'can_write' ),
				'args'                => self::order_args(),
			)
		);
	}

	/**
	 * The order route's arguments: shapes and bounds, so WordPress refuses
	 * an oversized or malformed request before any of the plugin's code
	 * walks it; CounterRequest checks the rest.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	private static function order_args(): array {
		$text = array( 'type' => 'string' );
		return array(
			'channel'  => array(
				'type' => 'string',
				'enum' => array( OrderChannel::COUNTER, OrderChannel::PHONE ),
			),
			'payment'  => array(
				'type'     => 'string',
				'required' => true,
				'enum'     => CounterPayment::ALL,
			),
			'reason'   => $text + array( 'maxLength' => 1000 ),
			'note'     => $text + array( 'maxLength' => 2000 ),
			'customer' => array(
				'type'       => array( 'object', 'null' ),
				'properties' => array(
					'id'    => array(
						'type'    => 'integer',
						'minimum' => 0,
					),
					'token' => $text + array( 'maxLength' => 64 ),
				),
			),
			'contact'  => array(
				'type'       => 'object',
				'required'   => true,
				'properties' => array_map( static fn( int $max ): array => array( 'type' => 'string', 'maxLength' => 4 * $max ), CounterRequest::CONTACT ),
			),
			'lines'    => array(
				'type'     => 'array',
				'required' => true,
				'minItems' => 1,
				'maxItems' => CounterRequest::MAX_LINES,
				'items'    => array(
					'type'       => 'object',
					'properties' => array(
						'product_id'   => array( 'type' => 'integer' ),
						'variation_id' => array( 'type' => 'integer' ),
						'believers'    => array(
							'type'     => 'array',
							'minItems' => 1,
							'maxItems' => \TempleOfferings\Domain\BelieverValidator::most_believers(),
							'items'    => BelieverSchema::believer(),
						),
					),
				),
			),
		);
	}

	/**
	 * Whether the current user registers at the counter.
	 *
	 * @return true|WP_Error
	 */
	public static function staff(): bool|WP_Error {
		if ( current_user_can( Capabilities::COUNTER ) ) {
			return true;
		}
		return new WP_Error(
			'temple_offerings_counter_only',
			__( 'Sorry, only the temple\'s counter staff can do this.', 'temple-offerings' ),
			array( 'status' => is_user_logged_in() ? 403 : 401 )
		);
	}

	/**
	 * Origin, nonce and rate first, then the capability.
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
	public function search( WP_REST_Request $request ) {
		return Respond::with(
			fn (): array => array( 'households' => $this->households->search( (string) $request['search'] ) )
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function summary( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): array {
				$day = DailyOrders::day( (string) $request['date'] );
				return array( 'date' => $day->format( 'Y-m-d' ) ) + DailySummary::of( $this->day->of( $day ) );
			}
		);
	}

	/**
	 * @param WP_REST_Request $request The request.
	 * @return WP_REST_Response|WP_Error
	 */
	public function create( WP_REST_Request $request ) {
		return Respond::with(
			function () use ( $request ): WP_REST_Response {
				$made = $this->orders->create(
					CounterRequest::from( $request->get_params() ),
					wp_get_current_user(),
					fn () => $this->guard->accept( $request )
				);
				return new WP_REST_Response( $this->answer( $made['order'], $made['book'] ), 201 );
			}
		);
	}

	/**
	 * What the screen shows once the order is made.
	 *
	 * @param WC_Order                          $order The order.
	 * @param array{added: int, error: string} $book  What joined the family book.
	 * @return array<string, mixed>
	 */
	private function answer( WC_Order $order, array $book ): array {
		return array(
			'order_id'     => $order->get_id(),
			'number'       => (string) $order->get_order_number(),
			'status'       => $order->get_status(),
			'status_label' => wc_get_order_status_name( $order->get_status() ),
			'paid'         => $order->is_paid(),
			'total'        => html_entity_decode( wp_strip_all_tags( wc_price( (float) $order->get_total(), array( 'currency' => $order->get_currency() ) ) ), ENT_QUOTES, 'UTF-8' ),
			'payment'      => (string) $order->get_meta( CounterPayment::META ),
			'channel'      => OrderChannel::of( $order ),
			'book'         => $book,
			'prints'       => $this->prints->of( $order ),
		);
	}
}
