<?php
/**
 * A refusal of the opening window or the places limits, said on each path into an order.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use WC_Product;
use WP_Error;

/**
 * WindowGuard and ShareGuard refuse on the same hooks with a refusal of the
 * same shape, `{ code, message }`: as an error notice on the classic paths,
 * a 400 with the code on the Store API, an error on a checkout's WP_Error.
 * This says it the one way for both, escaped, and finds the product an add
 * is about.
 */
final class AddRefusal {

	/**
	 * For `woocommerce_add_to_cart_validation`: false with the refusal's
	 * notice when the rule refuses the product, else what it was given.
	 *
	 * @param mixed                                                       $passed       Validation so far.
	 * @param mixed                                                       $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed                                                       $variation_id Variation id, when given separately.
	 * @param callable(WC_Product): (array{code: string, message: string}|null) $rule The refusal of a product, or null.
	 * @return mixed
	 */
	public static function validate( mixed $passed, mixed $product_id, mixed $variation_id, callable $rule ): mixed {
		if ( ! $passed ) {
			return $passed;
		}
		$product = wc_get_product( (int) $variation_id > 0 ? (int) $variation_id : (int) $product_id );
		$refusal = $product instanceof WC_Product ? $rule( $product ) : null;
		if ( null === $refusal ) {
			return $passed;
		}
		self::notice( $refusal );
		return false;
	}

	/**
	 * For `woocommerce_store_api_add_to_cart_data`: the data, unless the rule
	 * refuses the product.
	 *
	 * @param mixed                                                       $data `{ id, quantity, variation, cart_item_data }`.
	 * @param callable(WC_Product): (array{code: string, message: string}|null) $rule The refusal of a product, or null.
	 * @return mixed
	 * @throws RouteException When the rule refuses.
	 */
	public static function store_api( mixed $data, callable $rule ): mixed {
		$product = is_array( $data ) ? wc_get_product( (int) ( $data['id'] ?? 0 ) ) : null;
		$refusal = $product instanceof WC_Product ? $rule( $product ) : null;
		if ( null !== $refusal ) {
			self::raise( $refusal );
		}
		return $data;
	}

	/**
	 * The refusal as a WooCommerce error notice.
	 *
	 * @param array{code: string, message: string} $refusal The refusal.
	 */
	public static function notice( array $refusal ): void {
		wc_add_notice( esc_html( $refusal['message'] ), 'error', array( 'code' => $refusal['code'] ) );
	}

	/**
	 * The refusal as an error of a checkout's or a cart's WP_Error.
	 *
	 * @param WP_Error                             $errors  Errors to add to.
	 * @param array{code: string, message: string} $refusal The refusal.
	 */
	public static function add_to( WP_Error $errors, array $refusal ): void {
		$errors->add( $refusal['code'], esc_html( $refusal['message'] ) );
	}

	/**
	 * The refusal as the Store API's 400 with its code.
	 *
	 * @param array{code: string, message: string} $refusal The refusal.
	 * @throws RouteException Always.
	 */
	public static function raise( array $refusal ): never {
		throw new RouteException( esc_html( $refusal['code'] ), esc_html( $refusal['message'] ), 400 );
	}
}
