<?php
/**
 * What a line posted to WooCommerce's REST orders API will be once saved.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Domain\CartMetaData;

/**
 * WooCommerce's orders controller (create, update, batch) builds each line
 * from the posted `line_items` entry over the line it names, one field at a
 * time: the product from `sku`, else `variation_id`, else `product_id`, else
 * the line's own; the quantity as posted, else the line's (1 for a new one);
 * `meta_data` entries written in turn, so the last `_believers_data` wins,
 * else the line keeps what it stores. This reads the same rules ahead of
 * time, so a request can be refused before WooCommerce saves any part of it.
 * Pure PHP: the existing line arrives as plain data.
 */
final class RestLinePlan {

	/** Where a plan's believers come from when the request sends none and the line stores none. */
	public const NO_BELIEVERS = null;

	/**
	 * The planned line, or null when the posted entry makes no product line
	 * to check: a removal (a null `product_id` or a quantity of 0, as
	 * WooCommerce reads them), or an update that changes neither the
	 * product, nor the quantity, nor the believers of its line.
	 *
	 * @param mixed                                                                 $posted   One `line_items` entry.
	 * @param array{product_id: int, quantity: int|float, believers: mixed}|null $existing The line it updates (its product or variation id), or null for a new line.
	 * @return array{sku: string, product_id: int, quantity: int|float, believers: mixed}|null
	 *         `sku` non-empty when the product is named by SKU (the caller
	 *         looks it up); `product_id` 0 when named by SKU.
	 */
	public static function of( mixed $posted, ?array $existing ): ?array {
		if ( ! is_array( $posted ) || self::removes( $posted ) ) {
			return null;
		}
		$sku       = is_string( $posted['sku'] ?? null ) ? $posted['sku'] : '';
		$named     = self::named_product( $posted );
		$quantity  = is_numeric( $posted['quantity'] ?? null ) ? +$posted['quantity'] : null;
		$sent      = self::posted_believers( $posted['meta_data'] ?? null );
		$touches   = '' !== $sku || $named > 0 || null !== $quantity || $sent['found'];
		if ( null !== $existing && ! $touches ) {
			return null;
		}
		return array(
			'sku'        => $sku,
			'product_id' => '' !== $sku ? 0 : ( $named > 0 ? $named : (int) ( $existing['product_id'] ?? 0 ) ),
			'quantity'   => $quantity ?? ( $existing['quantity'] ?? 1 ),
			'believers'  => $sent['found'] ? $sent['value'] : ( $existing['believers'] ?? self::NO_BELIEVERS ),
		);
	}

	/**
	 * Whether WooCommerce reads the entry as taking its line out.
	 *
	 * @param array<string, mixed> $posted One `line_items` entry.
	 */
	public static function removes( array $posted ): bool {
		return ( array_key_exists( 'product_id', $posted ) && null === $posted['product_id'] )
			|| ( array_key_exists( 'name', $posted ) && null === $posted['name'] )
			|| ( isset( $posted['quantity'] ) && 0 === $posted['quantity'] );
	}

	/**
	 * The product id the entry names as WooCommerce reads it: a variation id
	 * wins over its parent's; 0 when it names none.
	 *
	 * @param array<string, mixed> $posted One `line_items` entry.
	 */
	private static function named_product( array $posted ): int {
		$variation = is_numeric( $posted['variation_id'] ?? null ) ? (int) $posted['variation_id'] : 0;
		$product   = is_numeric( $posted['product_id'] ?? null ) ? (int) $posted['product_id'] : 0;
		return $variation > 0 ? $variation : max( 0, $product );
	}

	/**
	 * The last `_believers_data` value among the posted meta entries.
	 *
	 * @param mixed $meta_data Posted `meta_data` (a list of `{ key, value }`).
	 * @return array{found: bool, value: mixed}
	 */
	private static function posted_believers( mixed $meta_data ): array {
		$found = array(
			'found' => false,
			'value' => null,
		);
		if ( ! is_array( $meta_data ) ) {
			return $found;
		}
		foreach ( $meta_data as $meta ) {
			if ( is_array( $meta ) && CartMetaData::BELIEVERS_KEY === ( $meta['key'] ?? null ) ) {
				$found = array(
					'found' => true,
					'value' => $meta['value'] ?? null,
				);
			}
		}
		return $found;
	}
}
