<?php
/**
 * A draw offering's entries are registered on their own.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Opening\AddRefusal;
use WC_Cart;
use WC_Product;
use WP_Error;

/**
 * An entry is checked out without payment, and its order is nothing but
 * the entry: a cart holding a draw offering holds nothing else. Adding
 * anything else to it, or it to a cart holding anything else, is refused on
 * every add path (the page's wc-ajax add, the classic form and order again
 * through `woocommerce_add_to_cart_validation`, the Store API's adds) with
 * one sentence, leaving the cart as it was; a cart that mixed them before
 * the offering became a draw is refused at both checkouts.
 */
final class DrawCartGuard {

	public const CODE = 'temple_offerings_draw_alone';

	/**
	 * Hooked on `woocommerce_add_to_cart_validation`.
	 *
	 * @param mixed $passed       Validation so far.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Quantity (unused).
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed
	 */
	public function validate( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		return AddRefusal::validate( $passed, $product_id, $variation_id, array( $this, 'refusal' ) );
	}

	/**
	 * Hooked on `woocommerce_store_api_add_to_cart_data`.
	 *
	 * @param mixed $data `{ id, quantity, variation, cart_item_data }`.
	 * @return mixed
	 * @throws RouteException When refused.
	 */
	public function store_api( mixed $data ): mixed {
		return AddRefusal::store_api( $data, array( $this, 'refusal' ) );
	}

	/**
	 * Hooked on `woocommerce_check_cart_items` (the classic cart and checkout).
	 */
	public function check_cart_items(): void {
		$refusal = $this->mixed( function_exists( 'WC' ) ? WC()->cart : null );
		if ( null !== $refusal ) {
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
		$refusal = $errors instanceof WP_Error ? $this->mixed( $cart instanceof WC_Cart ? $cart : null ) : null;
		if ( null !== $refusal ) {
			AddRefusal::add_to( $errors, $refusal );
		}
	}

	/**
	 * The refusal of adding a product to the session's cart, or null.
	 *
	 * @param WC_Product $product Product or variation being added.
	 * @return array{code: string, message: string}|null
	 */
	public function refusal( WC_Product $product ): ?array {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! $cart instanceof WC_Cart ) {
			return null;
		}
		$adding = DrawOfferings::offering_id( $product );
		foreach ( $cart->get_cart() as $item ) {
			$in = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( ! $in instanceof WC_Product || DrawOfferings::offering_id( $in ) === $adding ) {
				continue;
			}
			if ( DrawOfferings::is_draw( $in ) ) {
				return self::said( $in );
			}
			if ( DrawOfferings::is_draw( $product ) ) {
				return self::said( $product );
			}
		}
		return null;
	}

	/**
	 * The refusal of a cart holding a draw offering and anything else, or null.
	 *
	 * @param WC_Cart|null $cart The cart.
	 * @return array{code: string, message: string}|null
	 */
	private function mixed( ?WC_Cart $cart ): ?array {
		$offerings = array();
		$draw      = null;
		foreach ( $cart ? $cart->get_cart() : array() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( $product instanceof WC_Product ) {
				$offerings[ DrawOfferings::offering_id( $product ) ] = true;
				$draw ??= DrawOfferings::is_draw( $product ) ? $product : null;
			}
		}
		return null !== $draw && count( $offerings ) > 1 ? self::said( $draw ) : null;
	}

	/**
	 * The sentence, naming the draw offering.
	 *
	 * @param WC_Product $draw The draw offering (or one of its variations).
	 * @return array{code: string, message: string}
	 */
	private static function said( WC_Product $draw ): array {
		$parent = $draw->get_parent_id() > 0 ? wc_get_product( $draw->get_parent_id() ) : $draw;
		$name   = $parent instanceof WC_Product ? $parent->get_name() : $draw->get_name();
		return array(
			'code'    => self::CODE,
			/* translators: %s: the draw offering's (product) name. */
			'message' => sprintf( __( 'Places of "%s" are given by draw, and its registration is checked out on its own: please check out or remove what is in your cart first, then add the others.', 'temple-offerings' ), $name ),
		);
	}
}
