<?php
/**
 * What the add-to-cart route answers: the cart as it now is.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use WC_Cart;

/**
 * `{ added: string[], items: [ { key, product_id, variation_id, name, quantity,
 * believers, line_total } ], items_count, total, currency, cart_url }`; money
 * as decimal strings computed by WooCommerce.
 */
final class CartSummary {

	/**
	 * @param WC_Cart  $cart  The cart, after the adds.
	 * @param string[] $added Keys just added.
	 * @return array<string, mixed>
	 */
	public static function of( WC_Cart $cart, array $added ): array {
		$cart->calculate_totals();
		$items = array();
		foreach ( $cart->get_cart() as $key => $item ) {
			$product = $item['data'] ?? null;
			$items[] = array(
				'key'          => (string) $key,
				'product_id'   => (int) ( $item['product_id'] ?? 0 ),
				'variation_id' => (int) ( $item['variation_id'] ?? 0 ),
				'name'         => $product instanceof \WC_Product ? $product->get_name() : '',
				'quantity'     => (int) ( $item['quantity'] ?? 0 ),
				'believers'    => is_array( $item[ BelieverCart::DATA_KEY ] ?? null ) ? count( $item[ BelieverCart::DATA_KEY ] ) : 0,
				'line_total'   => wc_format_decimal( (float) ( $item['line_total'] ?? 0 ), wc_get_price_decimals() ),
			);
		}
		return array(
			'added'       => array_values( $added ),
			'items'       => $items,
			'items_count' => (int) $cart->get_cart_contents_count(),
			'total'       => wc_format_decimal( (float) $cart->get_total( 'edit' ), wc_get_price_decimals() ),
			'currency'    => get_woocommerce_currency(),
			'cart_url'    => wc_get_cart_url(),
		);
	}
}
