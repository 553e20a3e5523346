<?php
/**
 * Hit counters per fixed time window, shared by every PHP node of the site.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

/**
 * Counts hits on a name in the current window (e.g. one minute) with one
 * atomic SQL statement on the options table:
 *
 *     INSERT … ON DUPLICATE KEY UPDATE option_value = LAST_INSERT_ID( option_value + 1 )
 *
 * The row is locked by the database for the increment, so parallel requests on
 * any number of PHP nodes sharing the database never lose a hit, and each
 * learns its own exact count from the statement's own answer (the insert id
 * the client library reports is the value given to LAST_INSERT_ID), with no
 * second query.
 *
 * Why not the object cache, even when the site has a persistent one: WordPress
 * only promises `wp_cache_incr()`, not that it is atomic, and the Redis Object
 * Cache drop-in (2.6.3) implements it as a GET followed by a SET, which loses
 * hits between nodes, drops the key's expiry and answers `true` instead of the
 * new count. Transients are a get then a set as well. One indexed upsert per
 * write costs less than the write itself.
 *
 * Rows are named `temple_offerings_rl_<window number>_<HMAC-SHA256 of the name>`,
 * keyed with the site's nonce salt: a name holds a visitor's address, session
 * or account, and a plain hash of an address is undone by hashing the four
 * billion IPv4 addresses, so the table never shows whom it counts. Rows are
 * never autoloaded, and rows of finished windows are deleted now and then by
 * the requests that open a new row (uninstall.php removes any left, as it
 * removes every `temple_offerings_` option).
 */
final class RateCounter {

	public const OPTION_PREFIX = 'temple_offerings_rl_';

	/** One in this many new rows also deletes rows of finished windows. */
	private const CLEANUP_ONE_IN = 20;

	/** At most this many old rows go per cleanup, so it stays a short statement. */
	private const CLEANUP_BATCH = 1000;

	/**
	 * Counts one hit on $name in the current window.
	 *
	 * @param string $name   What is counted, e.g. "user:12".
	 * @param int    $window Window length in seconds.
	 * @return int Hits in this window including this one; 0 when the database
	 *             could not count (the caller decides; a write limiter lets it through).
	 */
	public function hit( string $name, int $window ): int {
		global $wpdb;
		$slot   = intdiv( time(), max( 1, $window ) );
		$option = self::option_name( $slot, $name, wp_salt( 'nonce' ) );
		$sql    = $wpdb->prepare(
			"INSERT INTO {$wpdb->options} (option_name, option_value, autoload) VALUES (%s, '1', 'off') ON DUPLICATE KEY UPDATE option_value = LAST_INSERT_ID( option_value + 1 )",
			$option
		);
		// One retry: InnoDB may pick this statement as a deadlock victim next to a cleanup.
		for ( $attempt = 0; $attempt < 2; $attempt++ ) {
			// Prepared above; an atomic counter has no API.
			$result = $wpdb->query( $sql );
			if ( false === $result ) {
				continue;
			}
			// 1 row affected: the row was created with 1 (and insert_id is its option_id);
			// 2: it existed and was incremented, and insert_id is what LAST_INSERT_ID( expr ) was given.
			if ( 1 === (int) $wpdb->rows_affected ) {
				$this->maybe_clean_up( $slot );
				return 1;
			}
			return (int) $wpdb->insert_id;
		}
		return 0;
	}

	/**
	 * Hits on $name in the current window so far, without counting one: a
	 * read of the row (never through the object cache, which another node's
	 * upserts do not reach).
	 *
	 * @param string $name   What is counted, e.g. "user:12".
	 * @param int    $window Window length in seconds.
	 * @return int Hits in this window; 0 when there are none or the database could not read them.
	 */
	public function peek( string $name, int $window ): int {
		global $wpdb;
		$option = self::option_name( intdiv( time(), max( 1, $window ) ), $name, wp_salt( 'nonce' ) );
		return (int) $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", $option ) );
	}

	/**
	 * The option row of a name in a window; the window number is zero-padded so
	 * that rows sort by window and one range deletes the finished ones.
	 *
	 * @param int    $slot Window number (Unix time divided by the window length).
	 * @param string $name What is counted.
	 * @param string $key  The site's secret the name is hashed with.
	 */
	public static function option_name( int $slot, string $name, string $key ): string {
		return self::OPTION_PREFIX . sprintf( '%010d', $slot ) . '_' . hash_hmac( 'sha256', $name, $key );
	}

	/**
	 * Deletes rows of windows before the previous one, once in a while.
	 *
	 * @param int $slot The current window number.
	 */
	private function maybe_clean_up( int $slot ): void {
		global $wpdb;
		if ( 1 !== wp_rand( 1, self::CLEANUP_ONE_IN ) ) {
			return;
		}
		// Housekeeping of our own rows; a failure only leaves them for the next time.
		$wpdb->query(
			$wpdb->prepare(
				"DELETE FROM {$wpdb->options} WHERE option_name LIKE %s AND option_name < %s LIMIT %d",
				$wpdb->esc_like( self::OPTION_PREFIX ) . '%',
				self::OPTION_PREFIX . sprintf( '%010d', $slot - 1 ),
				self::CLEANUP_BATCH
			)
		);
	}
}
