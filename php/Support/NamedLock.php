<?php
/**
 * A MySQL named lock per site and record: one request at a time, on every PHP node.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * MySQL's GET_LOCK, named `temple_offerings_<kind>_<site id>_<record id>`, is
 * shared by every PHP node that uses the database, which a lock in PHP's own
 * memory or in a per-node cache is not. The plugin takes one wherever two
 * requests could read, change and write the same record at the same moment:
 * an order line's believers (corrections), an order's lamp numbers, its
 * renewal reminder, a user's saved believers, and the places of an offering
 * while a checkout lowers its stock. A lock that does not come within the
 * wait means another request holds it: the caller skips the work or refuses.
 * MySQL lets go of a lock when the connection closes, should a request die.
 */
final class NamedLock {

	/**
	 * @param string $kind What is locked, the middle of the lock's name (`line`, `numbers`…).
	 * @param int    $wait Seconds to wait for another request holding the same lock.
	 */
	public function __construct( private string $kind, private int $wait ) {}

	/**
	 * The lock's name for one record of this site.
	 *
	 * @param int $id The record's id (order, line, user, product).
	 */
	public function name( int $id ): string {
		return sprintf( 'temple_offerings_%s_%d_%d', $this->kind, get_current_blog_id(), $id );
	}

	/**
	 * Takes the record's lock, waiting up to the wait for it.
	 *
	 * @param int $id The record's id.
	 * @return bool Whether the lock came (then release() it).
	 */
	public function take( int $id ): bool {
		global $wpdb;
		// A lock has no WordPress API.
		return '1' === (string) $wpdb->get_var( $wpdb->prepare( 'SELECT GET_LOCK( %s, %d )', $this->name( $id ), $this->wait ) );
	}

	/**
	 * Lets go of the record's lock.
	 *
	 * @param int $id The record's id.
	 */
	public function release( int $id ): void {
		global $wpdb;
		// A lock has no WordPress API.
		$wpdb->query( $wpdb->prepare( 'SELECT RELEASE_LOCK( %s )', $this->name( $id ) ) );
	}

	/**
	 * Runs $work holding the record's lock, and lets go of it after, whatever happens.
	 *
	 * @param int      $id   The record's id.
	 * @param callable $work fn(): mixed, run only while the lock is held.
	 * @return array{0: bool, 1: mixed} Whether the lock came (false: $work did not run) and what $work returned.
	 */
	public function run( int $id, callable $work ): array {
		if ( ! $this->take( $id ) ) {
			return array( false, null );
		}
		try {
			return array( true, $work() );
		} finally {
			$this->release( $id );
		}
	}
}
