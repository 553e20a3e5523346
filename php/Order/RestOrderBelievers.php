<?php
/**
 * WooCommerce's REST orders API takes an offering line only with its believers.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Cart\CartRefusal;
use TempleOfferings\Offering\Offerings;
use WC_Order;
use WC_Order_Item_Product;
use WC_Product;
use WP_Error;
use WP_REST_Request;

/**
 * `POST wc/v3/orders`, `PUT wc/v3/orders/<id>` and `POST wc/v3/orders/batch`
 * (and the same routes of wc/v1 and wc/v2) are what bookkeeping, POS and
 * import tools use. WooCommerce writes a line's parts one by one and, on an
 * update, saves each line (and moves its stock) before it reaches the order,
 * so a refusal in the middle would leave half a change. Hence:
 *
 * - before WooCommerce runs (`rest_request_before_callbacks`), every line the
 *   request creates or changes is read as it will be (RestLinePlan) and
 *   checked with the cart's rules (LineBelieversCheck); the first refused
 *   line answers 400 with the cart's code, and nothing is written;
 * - a batch keeps WooCommerce's own shape: a refused create or update is
 *   taken out before WooCommerce runs and its error put back in its place
 *   (`rest_request_after_callbacks`), while the others go in as usual;
 * - while WooCommerce builds a line (`woocommerce_rest_set_order_item`), the
 *   believers it stores are replaced by the sanitized ones and the form kind
 *   of the product (never what was posted); a line that still breaks a rule
 *   there is refused by WooCommerce's own exception.
 */
final class RestOrderBelievers {

	/** The routes of one order, a new order and a batch, in every version. */
	private const ROUTE = '#^/wc/v[123]/orders(?:/(?P<id>\d+)|/(?P<batch>batch))?$#';

	/**
	 * Batch refusals waiting to be put back, by request.
	 *
	 * @var \WeakMap<WP_REST_Request, array{create: array<int, array<string, mixed>>, update: array<int, array<string, mixed>>}>
	 */
	private \WeakMap $refused;

	/**
	 * @param LineBelieversCheck $check     The cart's rules for one line.
	 * @param OrderBelievers     $stores    Puts believers on a line item.
	 * @param Offerings          $offerings Tells offerings from ordinary products.
	 */
	public function __construct( private LineBelieversCheck $check, private OrderBelievers $stores, private Offerings $offerings ) {
		$this->refused = new \WeakMap();
	}

	/**
	 * Hooked on `rest_request_before_callbacks`.
	 *
	 * @param mixed           $response Null, or what an earlier filter answered.
	 * @param mixed           $handler  Route handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function before( mixed $response, mixed $handler, WP_REST_Request $request ): mixed {
		if ( null !== $response || 'GET' === $request->get_method() || 'DELETE' === $request->get_method()
			|| 1 !== preg_match( self::ROUTE, $request->get_route(), $route ) ) {
			return $response;
		}
		// WordPress asks the route's permission after this filter: whoever may not write orders learns nothing here.
		$permission = is_array( $handler ) && is_callable( $handler['permission_callback'] ?? null ) ? call_user_func( $handler['permission_callback'], $request ) : false;
		if ( true !== $permission ) {
			return $response;
		}
		if ( '' !== ( $route['batch'] ?? '' ) ) {
			$this->hold_back_batch( $request );
			return $response;
		}
		$error = $this->refusal( $request->get_params(), (int) ( $route['id'] ?? 0 ) );
		return $error ?? $response;
	}

	/**
	 * Hooked on `rest_request_after_callbacks`: a batch's refused items back in
	 * their places, in WooCommerce's shape for a failed item.
	 *
	 * @param mixed           $response Callback's answer.
	 * @param mixed           $handler  Route handler.
	 * @param WP_REST_Request $request  Request.
	 * @return mixed
	 */
	public function after( mixed $response, mixed $handler, WP_REST_Request $request ): mixed {
		if ( ! isset( $this->refused[ $request ] ) ) {
			return $response;
		}
		$refused = $this->refused[ $request ];
		unset( $this->refused[ $request ] );
		$data = $response instanceof \WP_REST_Response ? $response->get_data() : $response;
		if ( ! is_array( $data ) ) {
			return $response;
		}
		foreach ( $refused as $action => $errors ) {
			if ( array() === $errors ) {
				continue;
			}
			$answers = is_array( $data[ $action ] ?? null ) ? array_values( $data[ $action ] ) : array();
			ksort( $errors );
			foreach ( $errors as $index => $error ) {
				array_splice( $answers, $index, 0, array( $error ) );
			}
			$data[ $action ] = $answers;
		}
		if ( $response instanceof \WP_REST_Response ) {
			$response->set_data( $data );
			return $response;
		}
		return $data;
	}

	/**
	 * Hooked on `woocommerce_rest_set_order_item` (before WooCommerce adds or
	 * saves the line): the line stores the sanitized believers and the
	 * product's form kind.
	 *
	 * @param mixed $item   Order item being built.
	 * @param mixed $posted Its `line_items` entry.
	 * @throws \WC_REST_Exception When the line breaks a rule.
	 */
	public function set_item( mixed $item, mixed $posted ): void {
		if ( ! $item instanceof WC_Order_Item_Product || ! is_array( $posted ) ) {
			return;
		}
		$product = $item->get_product();
		if ( ! $product instanceof WC_Product || ! $this->offerings->is_offering( $product ) ) {
			return;
		}
		if ( $item->get_id() > 0 && null === RestLinePlan::of( $posted, array( 'product_id' => 0, 'quantity' => 0, 'believers' => null ) ) ) {
			return;
		}
		try {
			$accepted = $this->check->check( $product, $item->get_quantity(), $item->get_meta( LineBelievers::DATA_KEY, true ) );
		} catch ( CartRefusal $refusal ) {
			$error = $this->error( $refusal, 0, $item->get_name() );
			throw new \WC_REST_Exception( $error->get_error_code(), $error->get_error_message(), 400, $error->get_error_data() ); // A REST answer, JSON-encoded.
		}
		if ( null !== $accepted ) {
			$this->stores->store( $item, $accepted['kind'], $accepted['believers'] );
		}
	}

	/**
	 * The first line of an order request the cart's rules refuse, as a 400.
	 *
	 * @param array<string, mixed> $params   Request parameters.
	 * @param int                  $order_id The order updated, 0 for a new one.
	 */
	public function refusal( array $params, int $order_id ): ?WP_Error {
		$lines = $params['line_items'] ?? null;
		if ( ! is_array( $lines ) ) {
			return null;
		}
		$order = $order_id > 0 ? wc_get_order( $order_id ) : null;
		if ( $order_id > 0 && ! $order instanceof WC_Order ) {
			// WooCommerce answers an unknown order itself.
			return null;
		}
		foreach ( array_values( $lines ) as $index => $posted ) {
			$existing = $order instanceof WC_Order && is_array( $posted ) && ! empty( $posted['id'] ) ? $order->get_item( absint( $posted['id'] ), false ) : null;
			if ( $order instanceof WC_Order && is_array( $posted ) && ! empty( $posted['id'] ) && ! $existing instanceof WC_Order_Item_Product ) {
				continue;
			}
			$plan = RestLinePlan::of( $posted, $existing instanceof WC_Order_Item_Product ? self::snapshot( $existing ) : null );
			if ( null === $plan ) {
				continue;
			}
			$product = wc_get_product( '' !== $plan['sku'] ? wc_get_product_id_by_sku( $plan['sku'] ) : $plan['product_id'] );
			if ( ! $product instanceof WC_Product ) {
				continue;
			}
			try {
				$this->check->check( $product, $plan['quantity'], $plan['believers'] );
			} catch ( CartRefusal $refusal ) {
				return $this->error( $refusal, $index, $product->get_name() );
			}
		}
		return null;
	}

	/**
	 * Takes a batch's refused creates and updates out of the request, keeping
	 * their errors for after().
	 *
	 * @param WP_REST_Request $request Batch request.
	 */
	private function hold_back_batch( WP_REST_Request $request ): void {
		$refused = array(
			'create' => array(),
			'update' => array(),
		);
		foreach ( array_keys( $refused ) as $action ) {
			$items = $request->get_param( $action );
			if ( ! is_array( $items ) ) {
				continue;
			}
			$kept = array();
			foreach ( array_values( $items ) as $index => $item ) {
				$id    = 'update' === $action && is_array( $item ) ? absint( $item['id'] ?? 0 ) : 0;
				$error = is_array( $item ) && ( 'create' === $action || $id > 0 ) ? $this->refusal( $item, $id ) : null;
				if ( null === $error ) {
					$kept[] = $item;
					continue;
				}
				$refused[ $action ][ $index ] = array(
					'id'    => $id,
					'error' => array(
						'code'    => $error->get_error_code(),
						'message' => $error->get_error_message(),
						'data'    => $error->get_error_data(),
					),
				);
			}
			$request->set_param( $action, $kept );
		}
		if ( array() !== $refused['create'] || array() !== $refused['update'] ) {
			$this->refused[ $request ] = $refused;
		}
	}

	/**
	 * A refusal as the REST answer: the cart's code, a message naming the
	 * line, and the validator's errors.
	 *
	 * @param CartRefusal $refusal Why.
	 * @param int         $index   The line's place in `line_items`, from 0.
	 * @param string      $name    The line's product name.
	 */
	private function error( CartRefusal $refusal, int $index, string $name ): WP_Error {
		$data = array(
			'status' => 400,
			'line'   => $index,
		);
		if ( array() !== $refusal->errors ) {
			$data['errors'] = $refusal->errors;
		}
		/* translators: 1: the line's place in the order, from 1; 2: the offering's name; 3: why it is refused. */
		$message = sprintf( __( 'Offering line %1$d (%2$s): %3$s', 'temple-offerings' ), $index + 1, $name, $refusal->getMessage() );
		return new WP_Error( $refusal->error_code, $message, $data );
	}

	/**
	 * An order line as RestLinePlan reads it.
	 *
	 * @param WC_Order_Item_Product $item Line.
	 * @return array{product_id: int, quantity: int|float, believers: mixed}
	 */
	private static function snapshot( WC_Order_Item_Product $item ): array {
		return array(
			'product_id' => $item->get_variation_id() > 0 ? $item->get_variation_id() : $item->get_product_id(),
			'quantity'   => $item->get_quantity(),
			'believers'  => $item->get_meta( LineBelievers::DATA_KEY, true ),
		);
	}
}
