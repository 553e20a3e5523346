<?php
/**
 * Refuses registration outside its window on every path into an order.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use WC_Cart;
use WC_Product;
use WP_Error;

/**
 * Before the opening and after the close an offering cannot go into a cart
 * nor become an order, by the server's clock, with the same sentence
 * everywhere (RegistrationWindows::refusal()):
 *
 * - `woocommerce_add_to_cart_validation` at 2, right after the origin check
 *   and before the believers are read: the page's wc-ajax add, the classic
 *   form, `?add-to-cart=` and order again;
 * - `woocommerce_store_api_add_to_cart_data` at 5, before the Store API
 *   reads the believers: `cart/add-item`, `cart/items` and their batches
 *   (a 400 with the code);
 * - `woocommerce_check_cart_items` and `woocommerce_store_api_cart_errors`:
 *   a cart filled while it was open and checked out after the close, on the
 *   classic and the block checkout, makes no order.
 *
 * Products stay purchasable in WooCommerce's sense: the offering page keeps
 * listing them (counting down, or closed), and nothing else changes how
 * WooCommerce sells ordinary products.
 */
final class WindowGuard {

	/**
	 * @param RegistrationWindows $windows The windows.
	 */
	public function __construct( private RegistrationWindows $windows ) {}

	/**
	 * Hooked on `woocommerce_add_to_cart_validation` at 2.
	 *
	 * @param mixed $passed       Validation so far.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Quantity (unused).
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed False when refused, else what it was given.
	 */
	public function validate( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		return AddRefusal::validate( $passed, $product_id, $variation_id, array( $this->windows, 'refusal' ) );
	}

	/**
	 * Hooked on `woocommerce_store_api_add_to_cart_data` at 5.
	 *
	 * @param mixed $data `{ id, quantity, variation, cart_item_data }`.
	 * @return mixed
	 * @throws RouteException Outside the window.
	 */
	public function store_api( mixed $data ): mixed {
		return AddRefusal::store_api( $data, array( $this->windows, 'refusal' ) );
	}

	/**
	 * Hooked on `woocommerce_check_cart_items`: one error notice per line
	 * outside its window (the classic cart and checkout).
	 */
	public function check_cart_items(): void {
		foreach ( $this->refusals( function_exists( 'WC' ) ? WC()->cart : null ) as $refusal ) {
			AddRefusal::notice( $refusal );
		}
	}

	/**
	 * Hooked on `woocommerce_store_api_cart_errors` (the block cart and checkout).
	 *
	 * @param mixed $errors WP_Error to add to.
	 * @param mixed $cart   The cart.
	 */
	public function store_api_cart_errors( mixed $errors, mixed $cart = null ): void {
		if ( ! $errors instanceof WP_Error ) {
			return;
		}
		foreach ( $this->refusals( $cart instanceof WC_Cart ? $cart : null ) as $refusal ) {
			AddRefusal::add_to( $errors, $refusal );
		}
	}

	/**
	 * The refusals of a cart's lines, one per product.
	 *
	 * @param WC_Cart|null $cart The cart.
	 * @return array<int, array{code: string, message: string}>
	 */
	private function refusals( ?WC_Cart $cart ): array {
		$refusals = array();
		foreach ( $cart ? $cart->get_cart() : array() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			$id      = is_array( $item ) ? (int) ( $item['product_id'] ?? 0 ) : 0;
			if ( ! $product instanceof WC_Product || isset( $refusals[ $id ] ) ) {
				continue;
			}
			$refusal = $this->windows->refusal( $product );
			if ( null !== $refusal ) {
				$refusals[ $id ] = $refusal;
			}
		}
		return array_values( $refusals );
	}
}
