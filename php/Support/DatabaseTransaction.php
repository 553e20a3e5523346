<?php
/**
 * Several writes to the database that happen together or not at all.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * A database transaction around $work: committed when it returns, rolled
 * back when it throws, and rolled back by the database itself when the
 * request dies before the commit (MySQL undoes an open transaction when its
 * connection closes). The receipts take their numbers and store the receipts
 * on the order inside one, so a number is never taken without its receipt
 * being kept: the year's numbers have no gap. A row the work locks (the
 * counter's) stays locked until the commit, so keep the work short.
 */
final class DatabaseTransaction {

	/**
	 * Runs $work inside a transaction.
	 *
	 * @param callable $work fn(): mixed.
	 * @return mixed What $work returned.
	 * @throws \Throwable What $work threw, after the rollback.
	 */
	public static function run( callable $work ): mixed {
		global $wpdb;
		// A transaction has no WordPress API.
		$wpdb->query( 'START TRANSACTION' );
		try {
			$result = $work();
		} catch ( \Throwable $error ) {
			$wpdb->query( 'ROLLBACK' );
			throw $error;
		}
		$wpdb->query( 'COMMIT' );
		return $result;
	}
}
