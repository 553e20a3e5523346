<?php
/**
 * Which lunar months and days exist, from the generated year table.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Reads src/domain/lunar-table.json, the file the browser's converter and
 * selects use (written by bin/lunar-table.mjs from lunar-javascript), so the
 * server refuses exactly the dates the page does not offer: a leap month its
 * year does not have, or the 30th of a 29-day month.
 *
 * One row per lunar year, `DDLBBBB`: DD the days from 1 January to its first
 * day, L its leap month in hex (0: none), BBBB its month lengths in hex, bit k
 * for the k-th month in order (the leap month right after the month it
 * doubles), 1 for 30 days and 0 for 29.
 */
final class LunarCalendar {

	public const TABLE = __DIR__ . '/../../src/domain/lunar-table.json';

	/**
	 * The table, read once per request.
	 *
	 * @var array{firstYear: int, years: array<int, string>}|null
	 */
	private static ?array $table = null;

	/**
	 * Month value ('01'…'12', '潤MM') → days, for a year; null outside the table.
	 *
	 * @param int $year Lunar year (Gregorian numbering).
	 * @return array<string, int>|null
	 */
	public static function months( int $year ): ?array {
		$table = self::table();
		$row   = $table['years'][ $year - $table['firstYear'] ] ?? null;
		if ( ! is_string( $row ) || 7 !== strlen( $row ) ) {
			return null;
		}
		$leap     = (int) hexdec( $row[2] );
		$lengths  = (int) hexdec( substr( $row, 3 ) );
		$months   = array();
		$position = 0;
		for ( $month = 1; $month <= 12; $month++ ) {
			$value            = sprintf( '%02d', $month );
			$months[ $value ] = ( $lengths >> $position++ ) & 1 ? 30 : 29;
			if ( $month === $leap ) {
				$months[ LunarDate::LEAP_PREFIX . $value ] = ( $lengths >> $position++ ) & 1 ? 30 : 29;
			}
		}
		return $months;
	}

	/**
	 * The leap month a year has ('潤MM'), or null when it has none or is
	 * outside the table.
	 *
	 * @param int $year Lunar year (Gregorian numbering).
	 */
	public static function leap_month( int $year ): ?string {
		foreach ( array_keys( self::months( $year ) ?? array() ) as $month ) {
			if ( str_starts_with( (string) $month, LunarDate::LEAP_PREFIX ) ) {
				return (string) $month;
			}
		}
		return null;
	}

	/**
	 * The leap months that occur in some year of the table.
	 *
	 * @return string[] '潤MM' values.
	 */
	public static function leap_months_of_any_year(): array {
		$leaps = array();
		foreach ( self::table()['years'] as $row ) {
			$leap = (int) hexdec( $row[2] );
			if ( $leap > 0 ) {
				$leaps[ $leap ] = LunarDate::LEAP_PREFIX . sprintf( '%02d', $leap );
			}
		}
		ksort( $leaps );
		return array_values( $leaps );
	}

	/**
	 * The part of a date that does not exist, or null: 'month' for a leap
	 * month its year does not have (for an unknown year: one no year has),
	 * 'day' for a day past the end of its month. Unknown (吉) or malformed
	 * parts are not judged here; LunarDate checks their form.
	 *
	 * @param string $year  Year value.
	 * @param string $month Month value.
	 * @param string $day   Day value.
	 */
	public static function impossible_part( string $year, string $month, string $day ): ?string {
		if ( LunarDate::UNKNOWN === $month || ! LunarDate::is_valid_part( 'month', $month ) ) {
			return null;
		}
		if ( LunarDate::UNKNOWN === $year || ! LunarDate::is_valid_part( 'year', $year ) ) {
			$is_leap = str_starts_with( $month, LunarDate::LEAP_PREFIX );
			return $is_leap && ! in_array( $month, self::leap_months_of_any_year(), true ) ? 'month' : null;
		}
		$days = self::months( (int) $year )[ $month ] ?? null;
		if ( null === $days ) {
			return 'month';
		}
		$known_day = LunarDate::UNKNOWN !== $day && LunarDate::is_valid_part( 'day', $day );
		return $known_day && (int) $day > $days ? 'day' : null;
	}

	/**
	 * The lunar day of a solar date ('Y-m-d'), as src/domain/lunar-calendar.ts
	 * converts it: null for a text that is no date or a date outside the table.
	 *
	 * @param string $iso_date Solar date, YYYY-MM-DD.
	 * @return array{year: int, month: string, day: string}|null
	 */
	public static function solar_to_lunar( string $iso_date ): ?array {
		if ( 1 !== preg_match( '/^([0-9]{4})-([0-9]{2})-([0-9]{2})\z/', $iso_date, $match ) || ! checkdate( (int) $match[2], (int) $match[3], (int) $match[1] ) ) {
			return null;
		}
		$table  = self::table();
		$target = self::day_number( (int) $match[1], (int) $match[2], (int) $match[3] );
		// The lunar year that began in this solar year, or else the one before.
		foreach ( array( (int) $match[1], (int) $match[1] - 1 ) as $year ) {
			$row = $table['years'][ $year - $table['firstYear'] ] ?? null;
			if ( ! is_string( $row ) || 7 !== strlen( $row ) ) {
				continue;
			}
			$offset = $target - ( self::day_number( $year, 1, 1 ) + (int) substr( $row, 0, 2 ) );
			if ( $offset < 0 ) {
				continue;
			}
			foreach ( self::months( $year ) ?? array() as $month => $days ) {
				if ( $offset < $days ) {
					return array(
						'year'  => $year,
						'month' => (string) $month,
						'day'   => sprintf( '%02d', $offset + 1 ),
					);
				}
				$offset -= $days;
			}
			return null;
		}
		return null;
	}

	/**
	 * The solar day of a lunar date as a day number (days since 1970-01-01),
	 * as src/domain/lunar-calendar.ts's lunarToSolarDay: null when the table
	 * has no such date.
	 *
	 * @param int    $year  Lunar year.
	 * @param string $month '01'…'12' or '潤MM'.
	 * @param int    $day   Day of the month, 1–30.
	 */
	public static function lunar_to_solar_day( int $year, string $month, int $day ): ?int {
		$months = self::months( $year );
		if ( null === $months || ! isset( $months[ $month ] ) || $day < 1 || $day > $months[ $month ] ) {
			return null;
		}
		$table  = self::table();
		$offset = (int) substr( $table['years'][ $year - $table['firstYear'] ], 0, 2 );
		foreach ( $months as $value => $days ) {
			if ( (string) $value === $month ) {
				break;
			}
			$offset += $days;
		}
		return self::day_number( $year, 1, 1 ) + $offset + $day - 1;
	}

	/**
	 * Which part of a lunar date puts it after today ('year', 'month' or
	 * 'day'), or null: src/domain/today.ts's partAfterToday. Only known parts
	 * count, from the year down; an unknown part (吉, or blank) stops the
	 * comparison, so this year with month 吉 is not after today.
	 *
	 * @param string                                         $year  Year value.
	 * @param string                                         $month Month value.
	 * @param string                                         $day   Day value.
	 * @param array{year: int, month: string, day: string}|null $today Today's lunar day; null: nothing is after it.
	 */
	public static function part_after_today( string $year, string $month, string $day, ?array $today ): ?string {
		if ( null === $today || 1 !== preg_match( '/^[0-9]{4}\z/', $year ) ) {
			return null;
		}
		if ( (int) $year !== $today['year'] ) {
			return (int) $year > $today['year'] ? 'year' : null;
		}
		if ( 1 !== preg_match( '/^(?:' . LunarDate::LEAP_PREFIX . ')?[0-9]{2}\z/u', $month ) ) {
			return null;
		}
		if ( self::month_rank( $month ) !== self::month_rank( $today['month'] ) ) {
			return self::month_rank( $month ) > self::month_rank( $today['month'] ) ? 'month' : null;
		}
		if ( 1 !== preg_match( '/^[0-9]{2}\z/', $day ) ) {
			return null;
		}
		return (int) $day > (int) $today['day'] ? 'day' : null;
	}

	/**
	 * A month's place in its year: a leap month right after the month it
	 * doubles (04 < 潤04 < 05).
	 *
	 * @param string $month '01'…'12' or '潤MM'.
	 */
	private static function month_rank( string $month ): int {
		$leap = str_starts_with( $month, LunarDate::LEAP_PREFIX );
		return (int) ( $leap ? substr( $month, strlen( LunarDate::LEAP_PREFIX ) ) : $month ) * 2 + ( $leap ? 1 : 0 );
	}

	/**
	 * Days since 1970-01-01 of a proleptic Gregorian date (UTC, no clock).
	 *
	 * @param int $year  Year.
	 * @param int $month Month.
	 * @param int $day   Day.
	 */
	private static function day_number( int $year, int $month, int $day ): int {
		return intdiv( (int) gmmktime( 0, 0, 0, $month, $day, $year ), 86400 );
	}

	/**
	 * @return array{firstYear: int, years: array<int, string>}
	 */
	private static function table(): array {
		if ( null === self::$table ) {
			self::$table = JsonTable::read(
				self::TABLE,
				array(
					'firstYear' => 0,
					'years'     => array(),
				)
			);
		}
		return self::$table;
	}
}
