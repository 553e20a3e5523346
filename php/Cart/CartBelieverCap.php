<?php
/**
 * How many believers one cart may hold.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use TempleOfferings\Offering\Offerings;
use WC_Cart;

/**
 * A cart holds at most DEFAULT_MAX believers over all its offering lines (the
 * `temple_offerings_max_cart_believers` filter changes it; 0 turns it off).
 * Each believer is a line of personal data that every cart page, session
 * write, checkout and order e-mail carries, so an unbounded cart is a cheap
 * way to make every one of those slow.
 *
 * Hooked on `woocommerce_add_to_cart_validation` at priority 15 (wc-ajax, the
 * classic form, the Store API and order again run it): the add that would pass
 * the cap is refused with an error notice naming the limit.
 */
final class CartBelieverCap {

	public const DEFAULT_MAX = 200;

	public const ERROR_CODE = 'temple_offerings_cart_full';

	/**
	 * @param Offerings   $offerings Tells offerings from ordinary products.
	 */
	public function __construct( private Offerings $offerings ) {}

	/**
	 * @param mixed $passed       Validation so far.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Requested quantity: the number of believers of an offering
	 *                            (CartHooks refuses an add where the two differ).
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed False when refused, else what it was given.
	 */
	public function validate( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		if ( ! $passed || ! $this->offerings->is_offering( $product_id, $variation_id ) ) {
			return $passed;
		}
		$message = $this->refusal( is_numeric( $quantity ) ? (int) ceil( (float) $quantity ) : 0 );
		if ( null === $message ) {
			return $passed;
		}
		wc_add_notice( esc_html( $message ), 'error', array( 'code' => self::ERROR_CODE ) );
		return false;
	}

	/**
	 * Null when $adding more believers fit into the current cart, else the
	 * translated refusal.
	 *
	 * @param int $adding Believers about to be added.
	 */
	public function refusal( int $adding ): ?string {
		$max = $this->max();
		if ( $max <= 0 ) {
			return null;
		}
		$held = $this->in_cart();
		if ( $held + max( 0, $adding ) <= $max ) {
			return null;
		}
		return sprintf(
			/* translators: 1: most believers one cart may hold, 2: believers in the cart now. */
			__( 'The prayer bag can hold at most %1$d believers and already holds %2$d. Check out or remove some offerings first.', 'temple-offerings' ),
			$max,
			$held
		);
	}

	/**
	 * The cap.
	 */
	public function max(): int {
		/**
		 * Filters how many believers one cart may hold over all its offerings.
		 *
		 * @param int $max Believers; 0 for no cap.
		 */
		return (int) apply_filters( 'temple_offerings_max_cart_believers', self::DEFAULT_MAX );
	}

	/**
	 * Believers on the current cart's lines.
	 */
	public function in_cart(): int {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! $cart instanceof WC_Cart ) {
			return 0;
		}
		$held = 0;
		foreach ( $cart->get_cart() as $item ) {
			$believers = is_array( $item ) ? ( $item[ BelieverCart::DATA_KEY ] ?? null ) : null;
			$held     += is_array( $believers ) ? count( $believers ) : 0;
		}
		return $held;
	}
}
