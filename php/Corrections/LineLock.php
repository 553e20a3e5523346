<?php
/**
 * One order line's believers written by one request at a time.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Corrections;

/**
 * A line's believers are one meta value: a correction reads the list,
 * changes one believer and writes the whole list back. Two staff correcting
 * different believers of the same line at the same moment would each write
 * the list as they read it, and the later write would drop the earlier
 * correction. A MySQL named lock per line (shared by every PHP node, as the
 * lamp numbers' lock is) makes the read-change-write of one line one request
 * at a time; the work re-reads the line inside the lock.
 */
final class LineLock {

	/** Seconds a save waits for another save of the same line. */
	public const WAIT = 10;

	/**
	 * Runs $work holding the line's lock.
	 *
	 * @param int      $item_id Order item id.
	 * @param callable $work    fn(): mixed, run only while the lock is held.
	 * @return array{0: bool, 1: mixed} Whether the lock came (false: $work did not run) and what $work returned.
	 */
	public function run( int $item_id, callable $work ): array {
		global $wpdb;
		$lock = sprintf( 'temple_offerings_line_%d_%d', get_current_blog_id(), $item_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a lock has no WordPress API.
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $lock, self::WAIT ) ) ) {
			return array( false, null );
		}
		try {
			return array( true, $work() );
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) );
		}
	}
}
