<?php
/**
 * Lunar date parts as stored: 'Y-M-D-T' with 吉 for unknown parts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The tables of valid year, month, day and hour values. Mirrors
 * src/domain/roc.ts and src/domain/hours.ts.
 *
 * The characters here (吉, 潤, the earthly branches 子…亥) are stored data
 * written on lamps and tablets, not interface text.
 */
final class LunarDate {

	public const UNKNOWN = '吉';

	public const LEAP_PREFIX = '潤';

	/** A date none of whose parts is known: what a new believer holds. */
	public const UNKNOWN_DATE = '吉-吉-吉-吉';

	public const MIN_YEAR = 1800;

	public const MAX_YEAR = 2100;

	public const PARTS = array( 'year', 'month', 'day', 'time' );

	public const HOURS = array(
		'子' => '23:00-01:00',
		'丑' => '01:00-03:00',
		'寅' => '03:00-05:00',
		'卯' => '05:00-07:00',
		'辰' => '07:00-09:00',
		'巳' => '09:00-11:00',
		'午' => '11:00-13:00',
		'未' => '13:00-15:00',
		'申' => '15:00-17:00',
		'酉' => '17:00-19:00',
		'戌' => '19:00-21:00',
		'亥' => '21:00-23:00',
	);

	/**
	 * Whether a part value is in its table.
	 *
	 * @param string $part  One of PARTS.
	 * @param string $value Stored value.
	 */
	public static function is_valid_part( string $part, string $value ): bool {
		if ( self::UNKNOWN === $value ) {
			return true;
		}
		switch ( $part ) {
			case 'year':
				return 1 === preg_match( '/^[0-9]{4}\z/', $value ) && (int) $value >= self::MIN_YEAR && (int) $value <= self::MAX_YEAR;
			case 'month':
				$number = str_starts_with( $value, self::LEAP_PREFIX ) ? substr( $value, strlen( self::LEAP_PREFIX ) ) : $value;
				return self::is_two_digit( $number, 12 );
			case 'day':
				return self::is_two_digit( $value, 30 );
			case 'time':
				return array_key_exists( $value, self::HOURS );
		}
		return false;
	}

	/**
	 * Splits 'Y-M-D-T' into named parts; missing parts are ''.
	 *
	 * @param string $joined Joined date.
	 * @return array{year: string, month: string, day: string, time: string}
	 */
	public static function split( string $joined ): array {
		$parts = explode( '-', $joined );
		return array(
			'year'  => $parts[0] ?? '',
			'month' => $parts[1] ?? '',
			'day'   => $parts[2] ?? '',
			'time'  => $parts[3] ?? '',
		);
	}

	/**
	 * '01'…'NN' exactly (two ASCII digits, no 00).
	 *
	 * @param string $value Candidate.
	 * @param int    $max   Highest allowed number.
	 */
	private static function is_two_digit( string $value, int $max ): bool {
		return 1 === preg_match( '/^[0-9]{2}\z/', $value ) && (int) $value >= 1 && (int) $value <= $max;
	}
}
