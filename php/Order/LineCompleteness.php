<?php
/**
 * Whether an offering line holds one believer per place.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

/**
 * The one rule every screen and list applies to an order's offering line:
 * its quantity is how many places (lamps, tablets) were sold, and each
 * place needs its believer. A line short of believers has places nobody is
 * registered for (a lamp that would never be lit); a line with more
 * believers than places registers someone who has no place. Either way the
 * line does not match, and is shown as such wherever it appears, never
 * dropped. Refunded places and refunded believers count for neither
 * (after_refunds()). Pure PHP.
 */
final class LineCompleteness {

	/**
	 * @param int $places    Places sold (the line's quantity).
	 * @param int $believers Believers registered on the line.
	 */
	private function __construct( public readonly int $places, public readonly int $believers ) {}

	/**
	 * A line's completeness from its quantity and its number of believers.
	 *
	 * @param int|float $quantity  The line's quantity (a fraction reads as the places it starts).
	 * @param int       $believers Believers stored on the line.
	 */
	public static function of( int|float $quantity, int $believers ): self {
		return new self( max( 0, (int) ceil( $quantity ) ), max( 0, $believers ) );
	}

	/**
	 * A line's completeness once refunds are taken off: the places still
	 * sold against the believers no refund took.
	 *
	 * @param int|float $quantity           The line's quantity.
	 * @param int|float $refunded_quantity  Places refunds took.
	 * @param int       $believers          Believers stored on the line.
	 * @param int       $refunded_believers Believers refunds took.
	 */
	public static function after_refunds( int|float $quantity, int|float $refunded_quantity, int $believers, int $refunded_believers ): self {
		return self::of( max( 0, (int) ceil( $quantity ) - (int) ceil( $refunded_quantity ) ), $believers - $refunded_believers );
	}

	/**
	 * Places nobody is registered for.
	 */
	public function missing(): int {
		return max( 0, $this->places - $this->believers );
	}

	/**
	 * Believers beyond the places sold.
	 */
	public function extra(): int {
		return max( 0, $this->believers - $this->places );
	}

	/**
	 * Whether the line holds exactly one believer per place.
	 */
	public function matches(): bool {
		return $this->places === $this->believers;
	}
}
