<?php
/**
 * Counts within a sliding hour, shared by every PHP node of the site.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

/**
 * Hits on a name over the last hour, by the minute: each hit adds one to its
 * minute's row with the one atomic upsert RateCounter uses (so parallel
 * requests on any number of PHP nodes sharing the database never lose one),
 * and the count is the sum of the name's rows of the last 60 minutes, read
 * in one query by their keys. The hour slides a minute at a time: a hit
 * stops counting 60 minutes after the minute it was made in.
 *
 * Rows are options named `temple_offerings_hc_<minute number>_<HMAC-SHA256 of
 * the name>`, keyed with the site's nonce salt (a name holds an e-mail or an
 * address, which the table never shows), never autoloaded; rows older than
 * the hour are deleted now and then by the requests that open a new row, and
 * uninstall.php removes any left with every `temple_offerings_` option.
 */
final class HourCounter {

	public const OPTION_PREFIX = 'temple_offerings_hc_';

	/** Minutes the hour holds. */
	public const MINUTES = 60;

	/** One in this many new rows also deletes rows of past hours. */
	private const CLEANUP_ONE_IN = 20;

	/**
	 * The minute numbers whose rows count at a time, newest first.
	 *
	 * @param int $now Unix time.
	 * @return int[]
	 */
	public static function minutes( int $now ): array {
		$minute = intdiv( $now, 60 );
		return range( $minute, $minute - self::MINUTES + 1 );
	}

	/**
	 * The option row of a name in a minute; the minute is zero-padded so
	 * that rows sort by time and one range deletes the past ones.
	 *
	 * @param int    $minute Minute number (Unix time divided by 60).
	 * @param string $name   What is counted.
	 * @param string $key    The site's secret the name is hashed with.
	 */
	public static function option_name( int $minute, string $name, string $key ): string {
		return self::OPTION_PREFIX . sprintf( '%09d', $minute ) . '_' . hash_hmac( 'sha256', $name, $key );
	}

	/**
	 * The hits of the hour from the rows found: rows of other minutes (an
	 * older row, or a clock that went back) count nothing.
	 *
	 * @param array<string, int|string> $rows Option values by option name.
	 * @param string                    $name What is counted.
	 * @param int                       $now  Unix time.
	 * @param string                    $key  The site's secret.
	 */
	public static function sum( array $rows, string $name, int $now, string $key ): int {
		$count = 0;
		foreach ( self::minutes( $now ) as $minute ) {
			$count += max( 0, (int) ( $rows[ self::option_name( $minute, $name, $key ) ] ?? 0 ) );
		}
		return $count;
	}

	/**
	 * Counts one hit on a name now.
	 *
	 * @param string $name What is counted, e.g. "email:a@example.com".
	 * @return bool Whether it was counted (false when the database refused).
	 */
	public function hit( string $name ): bool {
		global $wpdb;
		$minute = intdiv( time(), 60 );
		// An atomic counter has no API; the statement is prepared.
		$result = $wpdb->query( $wpdb->prepare( "INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'off') ON DUPLICATE KEY UPDATE option_value = option_value + 1", self::option_name( $minute, $name, wp_salt( 'nonce' ) ) ) );
		if ( 1 === (int) $wpdb->rows_affected && 1 === wp_rand( 1, self::CLEANUP_ONE_IN ) ) {
			// Housekeeping of our own rows; a failure only leaves them for the next time.
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name < %s LIMIT 1000", $wpdb->esc_like( self::OPTION_PREFIX ) . '%', self::OPTION_PREFIX . sprintf( '%09d', $minute - self::MINUTES ) ) );
		}
		return false !== $result;
	}

	/**
	 * Takes back a hit counted this minute or earlier in the hour (a
	 * checkout that did not become an order).
	 *
	 * @param string $name What is counted.
	 * @param int    $at   The Unix time it was counted at.
	 */
	public function undo( string $name, int $at ): void {
		global $wpdb;
		// The same row's atomic decrement, never below zero.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->options} SET option_value = option_value - 1 WHERE option_name = %s AND option_value > 0", self::option_name( intdiv( $at, 60 ), $name, wp_salt( 'nonce' ) ) ) );
	}

	/**
	 * The hits on a name within the last hour.
	 *
	 * @param string $name What is counted.
	 */
	public function count( string $name ): int {
		global $wpdb;
		$now   = time();
		$key   = wp_salt( 'nonce' );
		$names = array_map( static fn( int $minute ): string => self::option_name( $minute, $name, $key ), self::minutes( $now ) );
		// Sixty rows by their primary keys, read fresh from the database (never a cached option).
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT option_name, option_value FROM {$wpdb->options} WHERE option_name IN (" . implode( ',', array_fill( 0, count( $names ), '%s' ) ) . ')', $names ), ARRAY_A );
		$found = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$found[ (string) $row['option_name'] ] = (int) $row['option_value'];
		}
		return self::sum( $found, $name, $now, $key );
	}
}
