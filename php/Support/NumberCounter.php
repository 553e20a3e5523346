<?php
/**
 * Atomic number counters in the database.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * A small table, `{prefix}temple_offerings_counters`, one row per sequence
 * holding the last number given: the lamp numbers (燈號) of a product,
 * `product:12`, and the receipts of a year, `receipt:115`. Reserving is one INSERT … ON DUPLICATE KEY
 * UPDATE statement (NumberRange::reserve_sql()): the database serializes it
 * on the row, so two paid orders arriving at the same moment on two PHP
 * nodes get different ranges. The object cache is never involved: a cache
 * increment (Redis Object Cache's is a GET then a SET) could hand two
 * requests the same number.
 *
 * The table stays when the plugin is deleted: orders and their numbers are
 * the shop's records and stay too, so a reinstalled plugin must go on from
 * the last number given, never begin again at the first.
 */
final class NumberCounter {

	/** Bumped when the table's shape changes; the table is (re)made when the stored value differs. */
	public const SCHEMA_VERSION = '1';

	public const SCHEMA_OPTION = 'temple_offerings_counters_schema';

	/**
	 * The table's name on this site.
	 */
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'temple_offerings_counters';
	}

	/**
	 * Hooked on `init` by each feature that counts (one counter object is
	 * shared, so WordPress adds the hook once): makes the table once per
	 * schema version. CREATE TABLE IF NOT EXISTS is safe when two nodes do
	 * it at the same moment.
	 */
	public function install(): void {
		if ( get_option( self::SCHEMA_OPTION ) === self::SCHEMA_VERSION ) {
			return;
		}
		$this->create_table();
		update_option( self::SCHEMA_OPTION, self::SCHEMA_VERSION, true );
	}

	/**
	 * Reserves $count consecutive numbers of a sequence.
	 *
	 * @param string $name  Sequence name (e.g. `product:12`, `receipt:115`).
	 * @param int    $start First number of the sequence.
	 * @param int    $count Numbers wanted, at least 1.
	 * @return int[] The numbers, ascending.
	 * @throws \RuntimeException When the database refuses.
	 */
	public function reserve( string $name, int $start, int $count ): array {
		global $wpdb;
		$sql = $wpdb->prepare( NumberRange::reserve_sql( self::table() ), ...NumberRange::reserve_args( $name, $start, $count ) ); // The table name is ours; values are placeholders.
		// An atomic counter has no WordPress API; prepared above.
		if ( false === $wpdb->query( $sql ) ) {
			// A site that skipped `init`'s install (e.g. the option restored from a backup without the table).
			$this->create_table();
			if ( false === $wpdb->query( $sql ) ) {
				throw new \RuntimeException( 'The number counter could not be moved on: ' . $wpdb->last_error );
			}
		}
		// LAST_INSERT_ID() of this connection: what the statement set, whatever other requests did since.
		$last = (int) $wpdb->get_var( 'SELECT LAST_INSERT_ID()' );
		return NumberRange::numbers( $last, $count );
	}

	/**
	 * Creates the table if it is missing.
	 */
	private function create_table(): void {
		global $wpdb;
		$table   = self::table();
		$charset = $wpdb->get_charset_collate();
		// Schema statement, no values.
		$wpdb->query( "CREATE TABLE IF NOT EXISTS `{$table}` ( name VARCHAR(64) NOT NULL, last_number BIGINT UNSIGNED NOT NULL, PRIMARY KEY (name) ) {$charset}" );
	}
}
