<?php
/**
 * Places kept for the temple's counter: the arithmetic, without WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

/**
 * An offering may keep a part of its places for the counter (臨櫃): until
 * the release moment the page and every other online path sell only the
 * places left less the part of that quota the counter has not sold yet,
 * while the counter sells every place left. The counter's sales eat its own
 * part first; once they pass it, they come out of what the page could
 * sell. After the release (or with no quota) both sides sell everything
 * left. A stock that staff lower under the kept part leaves the page
 * nothing and the counter the stock.
 */
final class ChannelQuota {

	/** The page's refusal when only the counter's places would fit. */
	public const KEPT_CODE = 'temple_offerings_kept_for_counter';

	/**
	 * The number of places kept, as stored or posted: a whole number from 0
	 * (0 keeps none), else null.
	 *
	 * @param mixed $value Meta value or posted text.
	 */
	public static function parse( mixed $value ): ?int {
		if ( is_int( $value ) ) {
			return $value >= 0 ? $value : null;
		}
		return is_string( $value ) && 1 === preg_match( '/^\s*\d{1,6}\s*$/', $value ) ? (int) $value : null;
	}

	/**
	 * The places still kept for the counter now: its quota less what the
	 * counter has sold of the offering, none once released.
	 *
	 * @param int      $kept     Places kept for the counter.
	 * @param int      $sold     Places the counter's orders hold.
	 * @param int|null $release  When the rest goes to the page (null: kept until registration closes).
	 * @param int      $now      The moment asked about.
	 */
	public static function reserved( int $kept, int $sold, ?int $release, int $now ): int {
		if ( $kept <= 0 || ( null !== $release && $now >= $release ) ) {
			return 0;
		}
		return max( 0, $kept - max( 0, $sold ) );
	}

	/**
	 * What the page may sell of the places left.
	 *
	 * @param int $left     Places left (stock less other checkouts' holds).
	 * @param int $reserved What reserved() keeps for the counter.
	 */
	public static function page_left( int $left, int $reserved ): int {
		return max( 0, $left - max( 0, $reserved ) );
	}

	/**
	 * The page's refusal when the places it may sell do not cover an add,
	 * while the counter still keeps some.
	 *
	 * @param string $name Offering name.
	 * @param int    $left Places the page may sell (0 or more).
	 */
	public static function message( string $name, int $left ): string {
		if ( $left <= 0 ) {
			/* translators: %s: offering name. */
			return sprintf( __( '"%s" is fully booked online: the places left are kept for registration at the temple\'s counter.', 'temple-offerings' ), $name );
		}
		/* translators: 1: offering name, 2: places left online. */
		return sprintf( __( 'Only %2$d places are left online for "%1$s": the other places are kept for registration at the temple\'s counter. Please register fewer believers.', 'temple-offerings' ), $name, $left );
	}
}
