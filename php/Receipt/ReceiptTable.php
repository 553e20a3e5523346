<?php
/**
 * The receipts table: one row per receipt, beside the orders that keep them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * `{prefix}temple_offerings_receipts` (ReceiptRow's columns, the number the
 * primary key). The order's meta stays the receipt's record (what prints);
 * this table is its register: written by ReceiptStore whenever it writes an
 * order's receipts, in the same database transaction, and again when an
 * order is saved (its customer or e-mail may change), so the list, its
 * exports and the annual statements read a year's receipts with one query.
 * Rows of an order are replaced whole: the order's receipts are the truth.
 *
 * The table stays when the plugin is deleted, as the counter's does: the
 * orders keep their receipts, and a reinstalled plugin lists them again.
 */
final class ReceiptTable {

	/** Bumped when the table's shape changes; the table is (re)made when the stored value differs. */
	public const SCHEMA_VERSION = '2';

	public const SCHEMA_OPTION = 'temple_offerings_receipts_schema';

	/** Rows an export reads at a time. */
	public const BATCH = 500;

	/**
	 * The table's name on this site.
	 */
	public static function name(): string {
		global $wpdb;
		return $wpdb->prefix . 'temple_offerings_receipts';
	}

	/**
	 * Hooked on `init`: makes the table once per schema version (CREATE
	 * TABLE IF NOT EXISTS is safe when two nodes do it at once).
	 */
	public function install(): void {
		if ( get_option( self::SCHEMA_OPTION ) === self::SCHEMA_VERSION ) {
			return;
		}
		$this->create();
		// A table made by an earlier version gets the columns it lacks, filled from its own rows.
		( new ReceiptTableMigration() )->run();
		update_option( self::SCHEMA_OPTION, self::SCHEMA_VERSION, true );
	}

	/**
	 * Replaces an order's rows by the rows of its receipts.
	 *
	 * @param int                              $order_id The order.
	 * @param array<int, array<string, mixed>> $rows     ReceiptRow::of() of each receipt.
	 * @throws \RuntimeException When the database refuses.
	 */
	public function replace( int $order_id, array $rows ): void {
		global $wpdb;
		$table = self::name();
		// The plugin's own table has no WordPress API; the name is ours, the id a placeholder.
		if ( false === $wpdb->query( $wpdb->prepare( "DELETE FROM `{$table}` WHERE order_id = %d", $order_id ) ) ) {
			// A site that skipped `init`'s install (the option restored from a backup without the table).
			$this->create();
		}
		foreach ( $rows as $row ) {
			if ( false === $wpdb->replace( $table, $row, array_values( ReceiptRow::COLUMNS ) ) ) {
				throw new \RuntimeException( 'The receipts table refused receipt ' . $row['number'] . ': ' . $wpdb->last_error );
			}
		}
	}

	/**
	 * One page of the filter's receipts, newest first.
	 *
	 * @param ReceiptFilter $filter   What staff asked for.
	 * @param int           $paged    Page, from 1.
	 * @param int           $per_page Rows a page.
	 * @return array<int, array<string, int|string>>
	 */
	public function page( ReceiptFilter $filter, int $paged, int $per_page ): array {
		return $this->select( $filter, 'issued DESC, number DESC', $per_page, ( max( 1, $paged ) - 1 ) * $per_page );
	}

	/**
	 * Calls $each with every receipt of the filter, oldest first, read a
	 * batch at a time (an export of a year's receipts never sits in memory).
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @param callable      $each   fn( array $row ): void.
	 * @return int Rows.
	 */
	public function each( ReceiptFilter $filter, callable $each ): int {
		$count = 0;
		do {
			$rows = $this->select( $filter, 'issued ASC, number ASC', self::BATCH, $count );
			foreach ( $rows as $row ) {
				$each( $row );
			}
			$count += count( $rows );
		} while ( self::BATCH === count( $rows ) );
		return $count;
	}

	/**
	 * How many receipts match, and the sums of the live ones among them.
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @return array{receipts: int, void: int, donations: int, fees: int, total: int}
	 */
	public function summary( ReceiptFilter $filter ): array {
		global $wpdb;
		[ $where, $args ] = $filter->where();
		$table            = self::name();
		$live             = ReceiptRecord::ISSUED;
		// Columns and clauses are ReceiptFilter's own; every value is a placeholder.
		$row = $wpdb->get_row( $wpdb->prepare( "SELECT COUNT(*) AS receipts, SUM(status <> %s) AS void, SUM(IF(status = %s, donations, 0)) AS donations, SUM(IF(status = %s, fees, 0)) AS fees, SUM(IF(status = %s, total, 0)) AS total FROM `{$table}` WHERE {$where}", $live, $live, $live, $live, ...$args ), ARRAY_A );
		$row = is_array( $row ) ? $row : array();
		return array_map( static fn( mixed $value ): int => is_numeric( $value ) ? (int) $value : 0, array_merge( array_fill_keys( array( 'receipts', 'void', 'donations', 'fees', 'total' ), 0 ), $row ) );
	}

	/**
	 * The years receipts were issued in, newest first.
	 *
	 * @return int[]
	 */
	public function years(): array {
		global $wpdb;
		$table = self::name();
		// The plugin's own table, no values.
		return array_map( 'intval', (array) $wpdb->get_col( "SELECT DISTINCT year FROM `{$table}` ORDER BY year DESC" ) );
	}

	/**
	 * The 經手人 named on a year's receipts, A to Z.
	 *
	 * @param int $year Calendar year.
	 * @return string[]
	 */
	public function handlers( int $year ): array {
		global $wpdb;
		$table = self::name();
		// The plugin's own table; the year a placeholder.
		return array_map( 'strval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT handler FROM `{$table}` WHERE year = %d AND handler <> '' ORDER BY handler", $year ) ) );
	}

	/**
	 * Rows of the filter in an order, from an offset.
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @param string        $order  ORDER BY clause (this class's own).
	 * @param int           $limit  Rows.
	 * @param int           $offset Rows skipped.
	 * @return array<int, array<string, int|string>>
	 */
	private function select( ReceiptFilter $filter, string $order, int $limit, int $offset ): array {
		global $wpdb;
		[ $where, $args ] = $filter->where();
		$table            = self::name();
		// Columns, clauses and the order are this feature's own; every value is a placeholder.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE {$where} ORDER BY {$order} LIMIT %d OFFSET %d", ...array_merge( $args, array( $limit, max( 0, $offset ) ) ) ), ARRAY_A );
		return array_map( array( ReceiptRow::class, 'read' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * Creates the table if it is missing.
	 */
	private function create(): void {
		global $wpdb;
		$table   = self::name();
		$charset = $wpdb->get_charset_collate();
		// Schema statement, no values.
		$wpdb->query(
			"CREATE TABLE IF NOT EXISTS `{$table}` (
				number VARCHAR(40) NOT NULL,
				order_id BIGINT UNSIGNED NOT NULL,
				order_number VARCHAR(40) NOT NULL DEFAULT '',
				customer_id BIGINT UNSIGNED NOT NULL DEFAULT 0,
				email VARCHAR(100) NOT NULL DEFAULT '',
				year SMALLINT UNSIGNED NOT NULL,
				issued VARCHAR(19) NOT NULL DEFAULT '',
				payer VARCHAR(200) NOT NULL DEFAULT '',
				payer_id VARCHAR(10) NOT NULL DEFAULT '',
				personal TINYINT(1) NOT NULL DEFAULT 0,
				donations BIGINT NOT NULL DEFAULT 0,
				fees BIGINT NOT NULL DEFAULT 0,
				total BIGINT NOT NULL DEFAULT 0,
				payment VARCHAR(200) NOT NULL DEFAULT '',
				channel VARCHAR(16) NOT NULL DEFAULT '',
				handler VARCHAR(200) NOT NULL DEFAULT '',
				status VARCHAR(8) NOT NULL DEFAULT '',
				void_at VARCHAR(19) NOT NULL DEFAULT '',
				void_by VARCHAR(200) NOT NULL DEFAULT '',
				void_reason VARCHAR(200) NOT NULL DEFAULT '',
				replaces VARCHAR(40) NOT NULL DEFAULT '',
				replaced_by VARCHAR(40) NOT NULL DEFAULT '',
				donor CHAR(40) NOT NULL DEFAULT '',
				statement_year SMALLINT UNSIGNED NOT NULL DEFAULT 0,
				PRIMARY KEY (number),
				KEY order_id (order_id),
				KEY year_issued (year, issued),
				KEY donor (year, customer_id, email),
				KEY statement (statement_year, donor)
			) {$charset}"
		);
	}
}
