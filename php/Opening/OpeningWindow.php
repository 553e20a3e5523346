<?php
/**
 * The registration window's rules, without WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use DateTimeImmutable;
use DateTimeZone;

/**
 * Registration for an offering opens at one moment and closes at another,
 * each set as a wall-clock date and time in the shop's time zone and kept as
 * a Unix timestamp (seconds, UTC), so "open now?" is one comparison with the
 * server's clock whatever the zone or its daylight saving time.
 *
 * Open from the opening second on (10:00:00 is open), closed from the
 * closing second on (17:00:00 is closed). Either end may be missing: no
 * opening means open until the close, no close means open from the opening
 * on. A product's own moment wins, each end on its own; without one, its
 * categories': the latest opening and the earliest close, since an offering
 * in two categories may only take registrations while both do.
 */
final class OpeningWindow {

	/** Before the opening: shown, not yet choosable. */
	public const BEFORE = 'before';

	/** Taking registrations. */
	public const OPEN = 'open';

	/** After the close. */
	public const CLOSED = 'closed';

	/** How a moment is shown in and posted by the browser's date-and-time input. */
	public const INPUT_FORMAT = 'Y-m-d\TH:i';

	/**
	 * The moment a posted wall-clock date and time names in a time zone, or
	 * null when the text names none: not a date and time (2026-02-30T10:00,
	 * 10:00 alone), or a time the clocks skip there when summer time begins
	 * (02:30 on such a night in New York), which PHP would quietly move to
	 * another hour. A time the clocks pass twice when summer time ends is
	 * the first of the two.
	 *
	 * @param mixed        $text     'YYYY-MM-DDTHH:MM' (seconds may follow, a space may stand for T).
	 * @param DateTimeZone $timezone The shop's time zone.
	 */
	public static function parse( mixed $text, DateTimeZone $timezone ): ?int {
		if ( ! is_string( $text ) || 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2}))?$/', trim( $text ), $part ) ) {
			return null;
		}
		[ , $year, $month, $day, $hour, $minute ] = array_map( 'intval', $part );
		$second = (int) ( $part[6] ?? 0 );
		if ( $year < 1970 || ! checkdate( $month, $day, $year ) || $hour > 23 || $minute > 59 || $second > 59 ) {
			return null;
		}
		$wall   = sprintf( '%04d-%02d-%02d %02d:%02d:%02d', $year, $month, $day, $hour, $minute, $second );
		$moment = DateTimeImmutable::createFromFormat( '!Y-m-d H:i:s', $wall, $timezone );
		if ( false === $moment || $moment->format( 'Y-m-d H:i:s' ) !== $wall ) {
			return null;
		}
		return $moment->getTimestamp();
	}

	/**
	 * A stored moment: a positive whole number of seconds, else null.
	 *
	 * @param mixed $value Post or term meta as read back.
	 */
	public static function stored( mixed $value ): ?int {
		if ( is_int( $value ) ) {
			return $value > 0 ? $value : null;
		}
		return is_string( $value ) && 1 === preg_match( '/^[1-9]\d{0,11}$/', $value ) ? (int) $value : null;
	}

	/**
	 * A moment as the browser's date-and-time input shows it, in a time
	 * zone; '' for none.
	 *
	 * @param int|null     $moment   Unix timestamp.
	 * @param DateTimeZone $timezone The shop's time zone.
	 */
	public static function input_value( ?int $moment, DateTimeZone $timezone ): string {
		return null === $moment ? '' : ( new DateTimeImmutable( '@' . $moment ) )->setTimezone( $timezone )->format( self::INPUT_FORMAT );
	}

	/**
	 * Whether a pair of moments is a window: a close after the opening
	 * (either may be missing).
	 *
	 * @param int|null $opens  Opening.
	 * @param int|null $closes Close.
	 */
	public static function is_window( ?int $opens, ?int $closes ): bool {
		return null === $opens || null === $closes || $closes > $opens;
	}

	/**
	 * The window that applies: each end the product's own, else its
	 * categories' (the latest opening, the earliest close); stored values
	 * that are no moment are ignored.
	 *
	 * @param mixed        $opens      The product's stored opening.
	 * @param mixed        $closes     The product's stored close.
	 * @param array<mixed> $cat_opens  Its categories' stored openings.
	 * @param array<mixed> $cat_closes Its categories' stored closes.
	 * @return array{opens: int|null, closes: int|null}
	 */
	public static function effective( mixed $opens, mixed $closes, array $cat_opens, array $cat_closes ): array {
		$category_opens  = array_filter( array_map( array( self::class, 'stored' ), $cat_opens ) );
		$category_closes = array_filter( array_map( array( self::class, 'stored' ), $cat_closes ) );
		return array(
			'opens'  => self::stored( $opens ) ?? ( array() === $category_opens ? null : max( $category_opens ) ),
			'closes' => self::stored( $closes ) ?? ( array() === $category_closes ? null : min( $category_closes ) ),
		);
	}

	/**
	 * Where a moment falls: BEFORE, OPEN or CLOSED. A close that comes
	 * before the opening (a product's own opening after its category's
	 * close) never opens: closed once the close has passed, before until then.
	 *
	 * @param int|null $opens  Opening (null: open from the start).
	 * @param int|null $closes Close (null: never closes).
	 * @param int      $now    The moment asked about (the server's clock).
	 */
	public static function state( ?int $opens, ?int $closes, int $now ): string {
		if ( null !== $closes && $now >= $closes ) {
			return self::CLOSED;
		}
		if ( null !== $opens && $now < $opens ) {
			return self::BEFORE;
		}
		return self::OPEN;
	}
}
