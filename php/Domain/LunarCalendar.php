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
	 * @return array{firstYear: int, years: array<int, string>}
	 */
	private static function table(): array {
		if ( null === self::$table ) {
			$text        = file_get_contents( self::TABLE ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
			$table       = is_string( $text ) ? json_decode( $text, true ) : null;
			self::$table = is_array( $table ) ? $table : array(
				'firstYear' => 0,
				'years'     => array(),
			);
		}
		return self::$table;
	}
}
