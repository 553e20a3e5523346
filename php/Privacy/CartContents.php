<?php
/**
 * Offering lines within a stored cart.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Cart\BelieverCart;

/**
 * A cart as WooCommerce stores it (item key → item data) holds our offering
 * lines next to ordinary products. An offering line is one that carries any of
 * the keys BelieverCart puts on it; the privacy tools export their believers
 * and erase them by dropping the whole line, since an offering line must never
 * exist without its believers. Pure PHP.
 */
final class CartContents {

	/**
	 * Whether a stored cart item is an offering line.
	 *
	 * @param mixed $item Stored cart item.
	 */
	public static function is_offering( mixed $item ): bool {
		return is_array( $item )
			&& ( array_key_exists( BelieverCart::DATA_KEY, $item )
				|| array_key_exists( BelieverCart::KIND_KEY, $item )
				|| array_key_exists( BelieverCart::LINE_KEY, $item ) );
	}

	/**
	 * The offering lines, keyed as stored.
	 *
	 * @param mixed $cart Stored cart (anything else counts as empty).
	 * @return array<string, array<string, mixed>>
	 */
	public static function offerings( mixed $cart ): array {
		if ( ! is_array( $cart ) ) {
			return array();
		}
		return array_filter( $cart, array( self::class, 'is_offering' ) );
	}

	/**
	 * The cart without its offering lines.
	 *
	 * @param mixed $cart Stored cart (anything else counts as empty).
	 * @return array<string|int, mixed>
	 */
	public static function without_offerings( mixed $cart ): array {
		if ( ! is_array( $cart ) ) {
			return array();
		}
		return array_filter( $cart, static fn( mixed $item ): bool => ! self::is_offering( $item ) );
	}

	/**
	 * The believers and form kind of an offering line.
	 *
	 * @param array<string, mixed> $item Offering line.
	 * @return array{0: string, 1: array<int, array<string, mixed>>}
	 */
	public static function believers( array $item ): array {
		$believers = is_array( $item[ BelieverCart::DATA_KEY ] ?? null ) ? array_values( array_filter( $item[ BelieverCart::DATA_KEY ], 'is_array' ) ) : array();
		$kind      = is_string( $item[ BelieverCart::KIND_KEY ] ?? null ) ? $item[ BelieverCart::KIND_KEY ] : '';
		return array( $kind, $believers );
	}
}
