<?php
/**
 * An offering's places (seats) as WooCommerce's stock counts them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

use WC_Product;

/**
 * A lamp or tablet place is one unit of WooCommerce stock: the cart quantity of
 * an offering is its number of believers, so a product (or variation) that
 * manages its stock without backorders has exactly "stock" places left, and
 * WooCommerce's own stock reduction, checkout holds and cancellation restock
 * keep that count. A product that does not manage stock (or takes backorders)
 * has no count; it is only full when WooCommerce says it is out of stock.
 */
final class Seats {

	/**
	 * The row fields the offering page reads: `stock` (places left, null when
	 * not counted), `low_stock` (at or under the low-stock threshold) and
	 * `sold_out` (nothing left: shown, not selectable).
	 *
	 * @param int|null $left      Places left, or null when not counted.
	 * @param bool     $in_stock  What WooCommerce's stock status says.
	 * @param int      $low_limit The low-stock threshold.
	 * @return array{stock: int|null, low_stock: bool, sold_out: bool}
	 */
	public static function state( ?int $left, bool $in_stock, int $low_limit ): array {
		if ( null === $left ) {
			return array(
				'stock'     => null,
				'low_stock' => false,
				'sold_out'  => ! $in_stock,
			);
		}
		$left = max( 0, $left );
		return array(
			'stock'     => $left,
			'low_stock' => $left > 0 && $left <= $low_limit,
			'sold_out'  => 0 === $left || ! $in_stock,
		);
	}

	/**
	 * The row fields of a product or variation. The threshold is WooCommerce's
	 * own: the product's low-stock amount, else its parent's, else the store's.
	 *
	 * @param WC_Product $product Product or variation.
	 * @param int        $kept    Places not for this reader (kept for the temple's counter).
	 * @return array{stock: int|null, low_stock: bool, sold_out: bool}
	 */
	public static function of( WC_Product $product, int $kept = 0 ): array {
		$left = self::counted( $product );
		$left = null === $left ? null : $left - $kept;
		// The threshold is read only for counted places: uncounted rows never are low.
		return self::state( $left, $product->is_in_stock(), null === $left ? 0 : wc_get_low_stock_amount( $product ) );
	}

	/**
	 * The stock quantity when places are counted, else null.
	 *
	 * @param WC_Product $product Product or variation (a variation may count its parent's stock).
	 */
	public static function counted( WC_Product $product ): ?int {
		if ( ! $product->managing_stock() || $product->backorders_allowed() ) {
			return null;
		}
		return (int) $product->get_stock_quantity();
	}

	/**
	 * Whether the shop hides out-of-stock products (WooCommerce → Settings →
	 * Products → Inventory). When it does, a full offering is left out of the
	 * page as before; otherwise it stays, marked full.
	 */
	public static function hide_sold_out(): bool {
		return 'yes' === get_option( 'woocommerce_hide_out_of_stock_items', 'no' );
	}
}
