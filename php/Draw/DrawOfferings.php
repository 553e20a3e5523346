<?php
/**
 * Which offerings give their places by draw, their entries and their places.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use WC_Order;
use WC_Order_Item_Product;
use WC_Product;

/**
 * An offering gives its places by draw (抽籤) when its Temple tab says so
 * (product meta; a variation follows its product). Its entries are the
 * orders registered for it that wait for the draw (the order status
 * DrawStatuses::ENTERED), each needing as many places as it registered
 * believers; its places are WooCommerce's stock of the product.
 */
final class DrawOfferings {

	/** Product meta: 'yes' when the offering's places are given by draw. */
	public const META = '_temple_offerings_draw';

	/** Order meta: the draw offering the order is an entry of (its product id). */
	public const ORDER_OFFERING = '_temple_offerings_draw_offering';

	/** Order meta: where the entry stands, one of the STATE_ values. */
	public const ORDER_STATE = '_temple_offerings_draw_state';

	/** Order meta: its rank in the drawn order, from 1. */
	public const ORDER_RANK = '_temple_offerings_draw_rank';

	public const STATE_ENTERED = 'entered';

	public const STATE_WON = 'won';

	public const STATE_NOT_DRAWN = 'not_drawn';

	/**
	 * The product whose draw a product or variation belongs to.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public static function offering_id( WC_Product $product ): int {
		return $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id();
	}

	/**
	 * Whether the product's places are given by draw.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public static function is_draw( WC_Product $product ): bool {
		return 'yes' === get_post_meta( self::offering_id( $product ), self::META, true );
	}

	/**
	 * The draw offering an order's lines belong to, or 0.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function of_order( WC_Order $order ): int {
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( $product instanceof WC_Product && self::is_draw( $product ) ) {
				return self::offering_id( $product );
			}
		}
		return 0;
	}

	/**
	 * The places an order registered for an offering.
	 *
	 * @param WC_Order $order    The order.
	 * @param int      $offering Product id.
	 */
	public static function places_of( WC_Order $order, int $offering ): int {
		$places = 0;
		foreach ( $order->get_items() as $item ) {
			if ( $item instanceof WC_Order_Item_Product && $offering === (int) $item->get_product_id() ) {
				$places += (int) $item->get_quantity();
			}
		}
		return $places;
	}

	/**
	 * The state of an order in its draw ('' when it is no entry).
	 *
	 * @param WC_Order $order The order.
	 */
	public static function state( WC_Order $order ): string {
		return (string) $order->get_meta( self::ORDER_STATE, true );
	}

	/**
	 * The entries waiting for an offering's draw: places by order id, the
	 * smallest id first.
	 *
	 * @param int $offering Product id.
	 * @return array<int, int>
	 */
	public function entries( int $offering ): array {
		$entries = array();
		// Entries wait only while the draw has not run: few orders, read by status and kept by offering.
		$orders = wc_get_orders(
			array(
				'limit'  => -1,
				'status' => array( DrawStatuses::ENTERED ),
				'type'   => 'shop_order',
			)
		);
		foreach ( $orders as $order ) {
			if ( $order instanceof WC_Order && (string) $offering === (string) $order->get_meta( self::ORDER_OFFERING, true ) ) {
				$entries[ $order->get_id() ] = self::places_of( $order, $offering );
			}
		}
		ksort( $entries, SORT_NUMERIC );
		return $entries;
	}

	/**
	 * The offering's places free now: its stock, or null when WooCommerce
	 * does not count it (a draw needs a number of places).
	 *
	 * @param int $offering Product id.
	 */
	public function places( int $offering ): ?int {
		$product = wc_get_product( $offering );
		if ( ! $product instanceof WC_Product || ! $product->managing_stock() ) {
			return null;
		}
		return max( 0, (int) $product->get_stock_quantity() );
	}

	/**
	 * Every offering whose places are given by draw, by id.
	 *
	 * @return array<int, WC_Product>
	 */
	public function all(): array {
		$products = wc_get_products(
			array(
				'limit'      => -1,
				'status'     => array( 'publish', 'private', 'draft' ),
				'meta_key'   => self::META,
				'meta_value' => 'yes',
			)
		);
		$all = array();
		foreach ( $products as $product ) {
			if ( $product instanceof WC_Product ) {
				$all[ $product->get_id() ] = $product;
			}
		}
		return $all;
	}
}
