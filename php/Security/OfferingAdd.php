<?php
/**
 * Whether an add to the cart is an offering (a product with a believers form).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

use TempleOfferings\Cart\BelieverCart;
use WC_Product;

/**
 * The limits on `woocommerce_add_to_cart_validation` (AddToCartGuard,
 * CartBelieverCap) apply to offerings only: the shop's ordinary products carry
 * no believers and stay WooCommerce's business.
 */
final class OfferingAdd {

	/**
	 * @param BelieverCart $cart Knows a product's form kind.
	 */
	public function __construct( private BelieverCart $cart ) {}

	/**
	 * @param mixed $product_id   The filter's product id (the variation id on wc-ajax).
	 * @param mixed $variation_id The variation id, when given separately.
	 */
	public function is_offering( mixed $product_id, mixed $variation_id = 0 ): bool {
		$id      = is_numeric( $variation_id ) && (int) $variation_id > 0 ? (int) $variation_id : ( is_numeric( $product_id ) ? (int) $product_id : 0 );
		$product = $id > 0 ? wc_get_product( $id ) : null;
		return $product instanceof WC_Product && null !== $this->cart->kind_of( $product );
	}
}
