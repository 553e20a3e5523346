<?php
/**
 * The cart's believer rules for a line of an order, however it was made.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\CartRefusal;
use WC_Product;

/**
 * Every path that writes an offering line of an order (WooCommerce's REST
 * API; staff's order editor) asks here, so an order line obeys exactly the
 * rules of the cart (BelieverCart::check_line()): believers present, valid
 * for the product's form, one per unit. The believers may come as stored
 * (a list) or as JSON text of one, as LineBelievers reads them.
 */
final class LineBelieversCheck {

	/**
	 * @param BelieverCart $cart The cart's rules.
	 */
	public function __construct( private BelieverCart $cart ) {}

	/**
	 * The accepted believers of a line, sanitized, with their form kind.
	 *
	 * @param WC_Product $product   The line's product or variation.
	 * @param int|float  $quantity  The line's quantity.
	 * @param mixed      $believers The believers as posted or stored (list, JSON text, nothing).
	 * @return array{kind: string, believers: array}|null Null for an ordinary product.
	 * @throws CartRefusal When the line breaks a rule.
	 */
	public function check( WC_Product $product, int|float $quantity, mixed $believers ): ?array {
		$decoded = null === $believers || '' === $believers ? array() : LineBelievers::decode( $believers );
		return $this->cart->check_line( $product, $quantity, $decoded );
	}
}
