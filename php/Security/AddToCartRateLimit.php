<?php
/**
 * The write rate limit on adding offerings to the cart outside our REST routes.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

/**
 * Hooked on `woocommerce_add_to_cart_validation` at priority 5, before the
 * believers are decoded and checked (priority 20): an add of an offering
 * spends one write of the visitor's WriteRateLimit budget, shared with the
 * REST writes, and past it is refused with an error notice. On the wc-ajax
 * add, CartHooks turns that notice into the page's `{ error, message, code }`
 * answer; the cart is left as it was.
 */
final class AddToCartRateLimit {

	/**
	 * @param WriteRateLimit $rate      Writes per visitor and minute.
	 * @param OfferingAdd    $offerings Tells offerings from ordinary products.
	 */
	public function __construct( private WriteRateLimit $rate, private OfferingAdd $offerings ) {}

	/**
	 * @param mixed $passed       Validation so far.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Requested quantity (unused: one add is one write).
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed False when refused, else what it was given.
	 */
	public function validate( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		if ( ! $passed || ! $this->offerings->is_offering( $product_id, $variation_id ) || $this->rate->allow() ) {
			return $passed;
		}
		wc_add_notice( esc_html( WriteRateLimit::message() ), 'error', array( 'code' => WriteRateLimit::ERROR_CODE ) );
		return false;
	}
}
