<?php
/**
 * The registration cutoff date's rules, without WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cutoff;

use DateTimeImmutable;
use DateTimeZone;

/**
 * A cutoff is a calendar day, 'Y-m-d', in the site's timezone; the day
 * itself still counts, so registration closes at the end of it (the first
 * moment of the next day). A product's own date wins; without one, the
 * earliest date of its categories applies, since an offering in two
 * categories must close when the first of them stops taking registrations.
 */
final class CutoffDate {

	/** How a date is stored and posted (an HTML date input's value). */
	public const FORMAT = 'Y-m-d';

	/** Stored on a line paid while its offering had no cutoff. */
	public const NONE = 'none';

	/**
	 * The date when the text is a real calendar day, else null ('' too).
	 *
	 * @param mixed $value Stored or posted text.
	 */
	public static function parse( mixed $value ): ?string {
		if ( ! is_string( $value ) || 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}$/', $value ) ) {
			return null;
		}
		[ $year, $month, $day ] = array_map( 'intval', explode( '-', $value ) );
		return $year >= 1900 && checkdate( $month, $day, $year ) ? $value : null;
	}

	/**
	 * The date that applies: the product's own, else the earliest of its
	 * categories' (texts that are no date are ignored), else null.
	 *
	 * @param mixed        $own        The product's stored date.
	 * @param array<mixed> $categories Its categories' stored dates.
	 */
	public static function effective( mixed $own, array $categories ): ?string {
		$own = self::parse( $own );
		if ( null !== $own ) {
			return $own;
		}
		$dates = array_values( array_filter( array_map( array( self::class, 'parse' ), $categories ) ) );
		if ( array() === $dates ) {
			return null;
		}
		sort( $dates ); // 'Y-m-d' sorts as the calendar does.
		return $dates[0];
	}

	/**
	 * The cutoff of an order line: the day stored on the line when it was
	 * paid, so that opening a new season (a later day on the offering)
	 * never reopens last season's lines. The offering's day today still
	 * applies when it is earlier: staff who close an offering sooner close
	 * its corrections sooner too. A line paid with no cutoff in force takes
	 * today's day, if any; a line paid before lines kept their day (nothing
	 * stored, or a stored text that is no day) takes today's day, as it
	 * always did.
	 *
	 * @param mixed       $stored  The line's stored day: a date, NONE, or anything else for "not stored".
	 * @param string|null $current The offering's cutoff today (effective()), or null.
	 */
	public static function for_line( mixed $stored, ?string $current ): ?string {
		$paid = self::parse( $stored );
		if ( null === $paid ) {
			return $current;
		}
		return null === $current || $paid < $current ? $paid : $current;
	}

	/**
	 * The first moment registration is closed: the start of the day after
	 * the cutoff, in the site's timezone.
	 *
	 * @param string       $date     A date parse() accepted.
	 * @param DateTimeZone $timezone The site's timezone.
	 */
	public static function closes_at( string $date, DateTimeZone $timezone ): DateTimeImmutable {
		return ( new DateTimeImmutable( $date . ' 00:00:00', $timezone ) )->modify( '+1 day' );
	}

	/**
	 * Whether registration is closed at a moment.
	 *
	 * @param string|null       $date     The cutoff (null: none, never closed).
	 * @param DateTimeZone      $timezone The site's timezone.
	 * @param DateTimeImmutable $now      The moment asked about.
	 */
	public static function is_closed( ?string $date, DateTimeZone $timezone, DateTimeImmutable $now ): bool {
		return null !== $date && $now >= self::closes_at( $date, $timezone );
	}
}
