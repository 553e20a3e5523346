<?php
/**
 * Fair shares of an offering's places: the rules, without WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

/**
 * An offering may allow at most N places (believers) in one order and at
 * most M to one person across all their orders. A person's places are those
 * on their orders that still hold places, paid or not (pending, on hold,
 * processing, completed), less what refunds gave back; cancelled, refunded
 * and failed orders and checkout drafts count nothing, so an unpaid order
 * holds its places against the limit as it holds them against the stock.
 * A refusal says how many this person, or this order, may still register.
 */
final class ShareLimit {

	/**
	 * Order statuses whose lines count (WooCommerce's, without `wc-`), a
	 * draw's entry waiting for it among them (php/Draw/): a person may enter
	 * a draw for as many places as they may hold.
	 */
	public const COUNTED = array( 'pending', 'on-hold', 'processing', 'completed', 'temple-entered' );

	public const ORDER_CODE = 'temple_offerings_order_limit';

	public const PERSON_CODE = 'temple_offerings_person_limit';

	/**
	 * A limit as stored or posted: a whole number of 1 or more, else null (no limit).
	 *
	 * @param mixed $value Meta value or posted text.
	 */
	public static function parse( mixed $value ): ?int {
		if ( is_int( $value ) ) {
			return $value > 0 ? $value : null;
		}
		return is_string( $value ) && 1 === preg_match( '/^\s*[1-9]\d{0,5}\s*$/', $value ) ? (int) $value : null;
	}

	/**
	 * The places a person holds on an offering, from their order lines of it.
	 *
	 * @param iterable<array{order: int, status: string, quantity: int|float, refunded: int|float}> $lines   Lines of the offering (any variation).
	 * @param int[]                                                                                  $exclude Orders not to count (the one being paid for again).
	 */
	public static function taken( iterable $lines, array $exclude = array() ): int {
		$taken = 0;
		foreach ( $lines as $line ) {
			if ( in_array( $line['order'], $exclude, true ) || ! in_array( $line['status'], self::COUNTED, true ) ) {
				continue;
			}
			$taken += max( 0, (int) $line['quantity'] - (int) abs( $line['refunded'] ) );
		}
		return $taken;
	}

	/**
	 * The refusal of adding places, or null when they fit: the limit that
	 * leaves the fewest places, with how many are left.
	 *
	 * @param string   $name       The offering's name.
	 * @param int|null $per_order  Places one order may hold (null: no limit).
	 * @param int|null $per_person Places one person may hold (null: no limit, or the person is unknown).
	 * @param int      $in_cart    The offering's places already in this cart (this order).
	 * @param int      $taken      The person's places on their other orders.
	 * @param int      $adding     Places being added.
	 * @return array{code: string, message: string, left: int}|null
	 */
	public static function refusal( string $name, ?int $per_order, ?int $per_person, int $in_cart, int $taken, int $adding ): ?array {
		$refusals = array();
		if ( null !== $per_order && $in_cart + $adding > $per_order ) {
			$left       = max( 0, $per_order - $in_cart );
			$refusals[] = array(
				'code'    => self::ORDER_CODE,
				'message' => self::order_message( $name, $per_order, $left ),
				'left'    => $left,
			);
		}
		if ( null !== $per_person && $taken + $in_cart + $adding > $per_person ) {
			$left       = max( 0, $per_person - $taken - $in_cart );
			$refusals[] = array(
				'code'    => self::PERSON_CODE,
				'message' => self::person_message( $name, $per_person, $left ),
				'left'    => $left,
			);
		}
		usort( $refusals, static fn( array $a, array $b ): int => $a['left'] <=> $b['left'] );
		return $refusals[0] ?? null;
	}

	/**
	 * The refusal for one person's limit.
	 *
	 * @param string $name  Offering name.
	 * @param int    $limit Places per person.
	 * @param int    $left  Places this person may still register.
	 */
	public static function person_message( string $name, int $limit, int $left ): string {
		if ( $left <= 0 ) {
			/* translators: 1: offering name, 2: places one person may register. */
			return sprintf( __( '"%1$s" takes at most %2$d places per person, and you have registered all of them.', 'temple-offerings' ), $name, $limit );
		}
		/* translators: 1: offering name, 2: places one person may register, 3: places this person may still register. */
		return sprintf( __( '"%1$s" takes at most %2$d places per person; you can register %3$d more.', 'temple-offerings' ), $name, $limit, $left );
	}

	/**
	 * The refusal for one order's limit.
	 *
	 * @param string $name  Offering name.
	 * @param int    $limit Places per order.
	 * @param int    $left  Places this order may still take.
	 */
	public static function order_message( string $name, int $limit, int $left ): string {
		if ( $left <= 0 ) {
			/* translators: 1: offering name, 2: places one order may hold. */
			return sprintf( __( '"%1$s" takes at most %2$d places per order, and this order already holds them all.', 'temple-offerings' ), $name, $limit );
		}
		/* translators: 1: offering name, 2: places one order may hold, 3: places this order may still take. */
		return sprintf( __( '"%1$s" takes at most %2$d places per order; this order can take %3$d more.', 'temple-offerings' ), $name, $limit, $left );
	}
}
