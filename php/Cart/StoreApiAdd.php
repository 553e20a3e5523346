<?php
/**
 * Offerings added through WooCommerce's Store API (`wc/store/v1/cart/add-item`).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Domain\CartMetaData;
use WP_REST_Request;

/**
 * The Store API builds a line's data (`woocommerce_add_cart_item_data`)
 * before it validates, and its request has no field for believers. So an
 * offering is accepted there only with the same `meta_data` the offering page
 * posts (`[{"key":"_believers_data","value":[…]}]`, as JSON or as form-encoded
 * JSON text), checked here before WooCommerce builds anything:
 *
 * - `woocommerce_store_api_add_to_cart_data`: reads and checks `meta_data`
 *   and hands the checked believers to the line as server-made item data
 *   (BelieverCart::line_data() checks them once more); a refusal is a 400
 *   with the refusal's code, and nothing is added;
 * - `woocommerce_store_api_validate_add_to_cart`: the line about to be added
 *   holds believers for every unit, or the add fails.
 */
final class StoreApiAdd {

	/**
	 * @param BelieverCart $cart The shared service.
	 */
	public function __construct( private BelieverCart $cart ) {}

	/**
	 * Hooked on `woocommerce_store_api_add_to_cart_data`.
	 *
	 * @param mixed $data    `{ id, quantity, variation, cart_item_data }`.
	 * @param mixed $request The Store API request.
	 * @return mixed
	 * @throws RouteException When the offering's believers are missing or refused.
	 */
	public function add_data( mixed $data, mixed $request = null ): mixed {
		if ( ! is_array( $data ) || ! $request instanceof WP_REST_Request ) {
			return $data;
		}
		$meta_data = $request->get_param( 'meta_data' );
		if ( is_string( $meta_data ) ) {
			// Form-encoded bodies arrive slashed like $_POST.
			$meta_data = wp_unslash( $meta_data );
		}
		$quantity = $data['quantity'] ?? null;
		$listed   = CartMetaData::believers( $meta_data );
		if ( null === $quantity && is_array( $listed ) ) {
			// No quantity given: the believers say how many.
			$quantity = count( $listed );
		}
		try {
			$accepted = $this->cart->check( (int) ( $data['id'] ?? 0 ), is_numeric( $quantity ) ? +$quantity : 0, $meta_data );
		} catch ( CartRefusal $refusal ) {
			throw self::exception( $refusal );
		}
		if ( null !== $accepted ) {
			$data['quantity']                                 = count( $accepted['believers'] );
			$data['cart_item_data']                           = is_array( $data['cart_item_data'] ?? null ) ? $data['cart_item_data'] : array();
			$data['cart_item_data'][ BelieverCart::DATA_KEY ] = $accepted['believers'];
		}
		return $data;
	}

	/**
	 * Hooked on `woocommerce_store_api_validate_add_to_cart`.
	 *
	 * @param mixed $product The product being added.
	 * @param mixed $request `{ id, quantity, variation, cart_item_data }` after the filters.
	 * @throws RouteException When the line would not hold its believers.
	 */
	public function validate( mixed $product, mixed $request = array() ): void {
		if ( ! $product instanceof \WC_Product || ! is_array( $request ) ) {
			return;
		}
		$item    = ( is_array( $request['cart_item_data'] ?? null ) ? $request['cart_item_data'] : array() ) + array(
			'data'     => $product,
			'quantity' => $request['quantity'] ?? 0,
		);
		$refusal = $this->cart->violation( $item );
		if ( null !== $refusal ) {
			throw self::exception( $refusal );
		}
	}

	/**
	 * A refusal as the Store API's error answer.
	 *
	 * @param CartRefusal $refusal The refusal.
	 */
	private static function exception( CartRefusal $refusal ): RouteException {
		$data = array() !== $refusal->errors ? array( 'errors' => $refusal->errors ) : array();
		return new RouteException( esc_html( $refusal->error_code ), esc_html( $refusal->getMessage() ), 400, $data ); // $data is machine codes.
	}
}
