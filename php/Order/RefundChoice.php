<?php
/**
 * Which believers of an offering line a refund takes off the lists.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

/**
 * Refunding places of an offering line refunds believers: a paid lamp for
 * a refunded believer must not be lit. Staff choose whom in WooCommerce's
 * refund form; this rule says whether their choice fits the places refunded
 * and, when there is nothing to choose, whom the refund takes by itself.
 * Pure PHP.
 *
 * Places without a believer (a line short of believers) are refunded
 * first, so refunding them needs no choice; every other place refunded
 * needs its believer chosen. When every believer still on the line must
 * go (the line's last places), they all go without a choice.
 */
final class RefundChoice {

	/** Staff must choose believers and chose none. */
	public const CHOOSE = 'choose';

	/** Staff chose fewer or more believers than the places refunded allow. */
	public const COUNT = 'count';

	/** A chosen believer is not on the line, or is refunded already. */
	public const UNKNOWN = 'unknown';

	/**
	 * @param int[]       $marked  Believers (indexes on the line) the refund takes.
	 * @param string|null $problem Why the choice does not fit, or null.
	 * @param int         $least   Fewest believers the refund must take.
	 * @param int         $most    Most believers the refund may take.
	 */
	private function __construct(
		public readonly array $marked,
		public readonly ?string $problem,
		public readonly int $least,
		public readonly int $most
	) {}

	/**
	 * The choice for one line of one refund.
	 *
	 * @param int|float  $quantity          The line's quantity.
	 * @param int|float  $refunded_quantity Places earlier refunds took.
	 * @param int        $believers         Believers stored on the line.
	 * @param int[]      $refunded          Believers (indexes) earlier refunds took.
	 * @param int|float  $refunding         Places this refund takes.
	 * @param int[]|null $chosen            Believers (indexes) staff chose; null when nobody was asked
	 *                                      (a refund made by the REST API or another plugin).
	 */
	public static function of( int|float $quantity, int|float $refunded_quantity, int $believers, array $refunded, int|float $refunding, ?array $chosen ): self {
		$active       = array_values( array_diff( range( 0, max( 0, $believers - 1 ) ), $refunded ) );
		$active       = $believers > 0 ? $active : array();
		$places_left  = max( 0, (int) ceil( $quantity ) - (int) ceil( $refunded_quantity ) );
		$unregistered = max( 0, $places_left - count( $active ) );
		$refunding    = max( 0, (int) ceil( $refunding ) );
		$least        = min( count( $active ), max( 0, $refunding - $unregistered ) );
		$most         = min( $refunding, count( $active ) );
		$chosen       = null === $chosen ? array() : array_values( array_unique( array_map( 'intval', $chosen ) ) );
		sort( $chosen );
		if ( array() !== array_diff( $chosen, $active ) ) {
			return new self( array(), self::UNKNOWN, $least, $most );
		}
		if ( array() === $chosen && $least > 0 ) {
			// The line's last believers: nobody is left to choose between.
			return $least === count( $active )
				? new self( $active, null, $least, $most )
				: new self( array(), self::CHOOSE, $least, $most );
		}
		if ( count( $chosen ) < $least || count( $chosen ) > $most ) {
			return new self( array(), self::COUNT, $least, $most );
		}
		return new self( $chosen, null, $least, $most );
	}
}
