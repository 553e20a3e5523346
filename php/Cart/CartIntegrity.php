<?php
/**
 * Every offering line holds its believers: the checks where WooCommerce decides.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use WC_Cart;
use WC_Order_Item_Product;
use WP_Error;

/**
 * The add paths check believers before they add (CartHooks, StoreApiAdd); this
 * class holds the line wherever a cart or an order is made, whatever path the
 * line came by (another plugin calling WC()->cart->add_to_cart() included):
 *
 * - `woocommerce_add_to_cart` (priority 1, before the persistent cart is
 *   written): the last look at a line just added; a line without its
 *   believers is taken out and the add fails with the reason;
 * - `woocommerce_pre_remove_cart_item_from_session`: a cart restored from the
 *   session or the persistent cart drops offending lines, with a notice;
 * - `woocommerce_check_cart_items` (classic checkout, and the Store API's
 *   cart validation) and `woocommerce_store_api_cart_errors` (block checkout):
 *   a bad cart cannot become an order;
 * - `woocommerce_checkout_create_order_line_item` (priority 5, before the
 *   believers are stored on the line): the order line itself.
 */
final class CartIntegrity {

	/**
	 * @param BelieverCart $cart The invariant.
	 */
	public function __construct( private BelieverCart $cart ) {}

	/**
	 * Hooked on `woocommerce_add_to_cart`, priority 1.
	 *
	 * @param mixed $key Cart item key just added.
	 * @throws RouteException|\Exception The add's refusal; WC_Cart::add_to_cart() turns it
	 *                                   into an error notice, the Store API into a 400.
	 */
	public function after_add( mixed $key ): void {
		$cart = WC()->cart;
		$item = $cart instanceof WC_Cart && is_string( $key ) ? ( $cart->get_cart_contents()[ $key ] ?? null ) : null;
		if ( ! is_array( $item ) ) {
			return;
		}
		$refusal = $this->cart->violation( $item );
		if ( null === $refusal ) {
			return;
		}
		BelieverCart::take_out( $cart, array( $key ) );
		$message = $this->named( $refusal->getMessage(), $item );
		if ( class_exists( RouteException::class ) ) {
			// RouteException is an \Exception: WC_Cart::add_to_cart() catches it like any other.
			throw new RouteException( esc_html( $refusal->error_code ), esc_html( $message ), 400 );
		}
		throw new \Exception( esc_html( $message ) );
	}

	/**
	 * Hooked on `woocommerce_pre_remove_cart_item_from_session`.
	 *
	 * @param mixed $remove  Whether to remove so far.
	 * @param mixed $key     Cart item key.
	 * @param mixed $values  Stored cart item.
	 * @param mixed $product Product.
	 */
	public function drop_from_session( mixed $remove, mixed $key = '', mixed $values = array(), mixed $product = null ): mixed {
		if ( $remove || ! is_array( $values ) || ! $product instanceof \WC_Product ) {
			return $remove;
		}
		$item    = array( 'data' => $product ) + $values;
		$refusal = $this->cart->violation( $item );
		if ( null === $refusal ) {
			return false;
		}
		wc_add_notice(
			esc_html(
				sprintf(
					/* translators: %s: offering (product) name. */
					__( '“%s” was taken out of your cart: the registration of its believers is missing or incomplete. Please register the believers again on the offering page.', 'temple-offerings' ),
					$product->get_name()
				)
			),
			'error'
		);
		return true;
	}

	/**
	 * Hooked on `woocommerce_check_cart_items`: one error notice per offending line.
	 */
	public function check_cart_items(): void {
		foreach ( $this->problems() as $message ) {
			wc_add_notice( esc_html( $message ), 'error' );
		}
	}

	/**
	 * Hooked on `woocommerce_store_api_cart_errors`.
	 *
	 * @param mixed $errors WP_Error to add to.
	 * @param mixed $cart   The cart.
	 */
	public function store_api_cart_errors( mixed $errors, mixed $cart = null ): void {
		if ( ! $errors instanceof WP_Error ) {
			return;
		}
		foreach ( $this->problems( $cart instanceof WC_Cart ? $cart : null ) as $code => $message ) {
			$errors->add( CartRefusal::BELIEVERS_REQUIRED, esc_html( $message ), array( 'cart_item' => $code ) );
		}
	}

	/**
	 * Hooked on `woocommerce_checkout_create_order_line_item`, priority 5.
	 *
	 * @param mixed $item   Order line item.
	 * @param mixed $key    Cart item key.
	 * @param mixed $values Cart item.
	 * @throws \Exception When the line would become an offering without its believers;
	 *                    both checkouts turn it into an error and make no order.
	 */
	public function order_line( mixed $item, mixed $key = '', mixed $values = array() ): void {
		if ( ! $item instanceof WC_Order_Item_Product || ! is_array( $values ) ) {
			return;
		}
		$refusal = $this->cart->violation( $values );
		if ( null !== $refusal ) {
			throw new \Exception( esc_html( $this->named( $refusal->getMessage(), $values ) ) );
		}
	}

	/**
	 * A message per offending line of the cart, keyed by cart item key.
	 *
	 * @param WC_Cart|null $cart The cart (WooCommerce's when null).
	 * @return array<string, string>
	 */
	private function problems( ?WC_Cart $cart = null ): array {
		$cart = $cart ?? WC()->cart;
		if ( ! $cart instanceof WC_Cart ) {
			return array();
		}
		$problems = array();
		foreach ( $cart->get_cart_contents() as $key => $item ) {
			$refusal = is_array( $item ) ? $this->cart->violation( $item ) : null;
			if ( null !== $refusal ) {
				$problems[ (string) $key ] = $this->named( $refusal->getMessage(), $item );
			}
		}
		return $problems;
	}

	/**
	 * A refusal's message with the offering it is about.
	 *
	 * @param string               $message The refusal's message.
	 * @param array<string, mixed> $item    Cart item.
	 */
	private function named( string $message, array $item ): string {
		$product = $item['data'] ?? null;
		if ( ! $product instanceof \WC_Product ) {
			return $message;
		}
		/* translators: 1: offering (product) name, 2: what is wrong with its believers. */
		return sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $product->get_name(), $message );
	}
}
