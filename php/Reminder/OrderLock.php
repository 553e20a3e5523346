<?php
/**
 * A database lock per order, for the reminder's schedule and send.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

/**
 * MariaDB's GET_LOCK, named after the site and the order, so two requests
 * (several paid hooks of one payment, two queue runners on two PHP nodes)
 * never check and mark the same order's reminder at the same time. A lock
 * that does not come within WAIT seconds means another request holds it and
 * does the work: the caller's work is skipped.
 */
final class OrderLock {

	private const WAIT = 10;

	/**
	 * Runs $work holding the order's lock.
	 *
	 * @param int      $order_id Order id.
	 * @param callable $work     fn(): void.
	 * @return bool Whether the lock came and $work ran.
	 */
	public function run( int $order_id, callable $work ): bool {
		global $wpdb;
		$lock = sprintf( 'temple_offerings_reminder_%d_%d', get_current_blog_id(), $order_id );
		// phpcs:ignore WordPress.DB.DirectDatabaseQuery -- a lock has no WordPress API.
		if ( '1' !== (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $lock, self::WAIT ) ) ) {
			return false;
		}
		try {
			$work();
		} finally {
			// phpcs:ignore WordPress.DB.DirectDatabaseQuery
			$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $lock ) );
		}
		return true;
	}
}
