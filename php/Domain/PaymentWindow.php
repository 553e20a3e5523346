<?php
/**
 * How long an unpaid order may hold an offering's places.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * An offering's payment window, set by staff in hours (72; 0.5 for the 30
 * minutes of an opening day) and kept in whole minutes. An order waiting for
 * payment (bank transfer, ATM, cheque, pending) holds its places until the
 * shortest window of its offerings has passed since it began waiting; then
 * it is cancelled and its places return. A reminder goes a quarter of the
 * window before, at most a day before, for windows of an hour or more: a
 * shorter window is stated on the thank-you page and in the order's e-mail,
 * and a reminder minutes before it would only crowd the worshipper's inbox.
 * Pure: Deadline\DeadlineField and Deadline\PaymentDeadlines
 * read and store the values.
 */
final class PaymentWindow {

	/** The longest window: a year. */
	public const MAX_HOURS = 8760;

	/** The most a reminder goes before its deadline, in seconds. */
	private const DAY = 86400;

	/** Windows shorter than this get no reminder. */
	public const REMINDER_FROM_MINUTES = 60;

	/**
	 * Hours as staff type them (a decimal point, no sign) in whole minutes,
	 * at least one; null for anything else, '' included.
	 *
	 * @param mixed $hours Posted or stored text.
	 */
	public static function minutes( mixed $hours ): ?int {
		$text = is_string( $hours ) || is_int( $hours ) ? trim( (string) $hours ) : '';
		if ( 1 !== preg_match( '/^[0-9]{1,4}(?:\.[0-9]{1,2})?\z/', $text ) ) {
			return null;
		}
		$value = (float) $text;
		if ( $value <= 0 || $value > self::MAX_HOURS ) {
			return null;
		}
		return max( 1, (int) round( $value * 60 ) );
	}

	/**
	 * A stored window (whole minutes as text), or null when none is stored or
	 * it is not one.
	 *
	 * @param mixed $stored Meta value.
	 */
	public static function stored( mixed $stored ): ?int {
		$text = is_string( $stored ) || is_int( $stored ) ? trim( (string) $stored ) : '';
		if ( 1 !== preg_match( '/^[1-9][0-9]{0,5}\z/', $text ) || (int) $text > self::MAX_HOURS * 60 ) {
			return null;
		}
		return (int) $text;
	}

	/**
	 * The window in hours as the field shows it again: 72, 0.5, 1.25.
	 *
	 * @param int $minutes The window.
	 */
	public static function hours_text( int $minutes ): string {
		return rtrim( rtrim( number_format( $minutes / 60, 2, '.', '' ), '0' ), '.' );
	}

	/**
	 * The shortest of the windows given, or null when none is.
	 *
	 * @param array<int, int|null> $windows Each line's window.
	 */
	public static function shortest( array $windows ): ?int {
		$set = array_filter( $windows, static fn ( $minutes ): bool => is_int( $minutes ) && $minutes > 0 );
		return array() === $set ? null : min( $set );
	}

	/**
	 * When the reminder goes for a deadline, or null for a window too short
	 * to remind of, or a moment already past.
	 *
	 * @param int $deadline The deadline, a Unix time.
	 * @param int $minutes  The window.
	 * @param int $now      Now, a Unix time.
	 */
	public static function reminder_at( int $deadline, int $minutes, int $now ): ?int {
		if ( $minutes < self::REMINDER_FROM_MINUTES ) {
			return null;
		}
		$at = $deadline - min( self::DAY, intdiv( $minutes * 60, 4 ) );
		return $at > $now ? $at : null;
	}
}
