<?php
/**
 * Brings a receipts table made by an earlier version to the current shape.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Schema 2 added `donor` (the donor's key, ReceiptDonor) and
 * `statement_year` (the year the money was received, ReceiptRow). Run by
 * ReceiptTable::install() once per schema version: the columns are added
 * when missing, then every row without a donor is filled from the table's
 * own rows, an order at a time (a reissue's year is its first receipt's,
 * which the order's rows hold), reading a guest order without an e-mail for
 * its phone. Filling a row twice gives the same values, so two nodes
 * upgrading at once end the same; an order saved meanwhile writes its rows
 * whole (ReceiptRegister) with the same values.
 */
final class ReceiptTableMigration {

	/** Orders filled a round. */
	private const BATCH = 200;

	/**
	 * Adds the missing columns and fills them.
	 */
	public function run(): void {
		global $wpdb;
		$table = ReceiptTable::name();
		// The plugin's own table, no values.
		$columns = array_map( 'strval', (array) $wpdb->get_col( "SHOW COLUMNS FROM `{$table}`" ) );
		if ( array() === $columns ) {
			return;
		}
		if ( ! in_array( 'donor', $columns, true ) ) {
			// Schema statement, no values; a second node's duplicate ALTER fails harmlessly.
			$wpdb->query( "ALTER TABLE `{$table}` ADD COLUMN donor CHAR(40) NOT NULL DEFAULT '', ADD COLUMN statement_year SMALLINT UNSIGNED NOT NULL DEFAULT 0, ADD KEY statement (statement_year, donor)" );
		}
		$last = 0;
		do {
			// The plugin's own table; values are placeholders.
			$ids = array_map( 'intval', (array) $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT order_id FROM `{$table}` WHERE donor = '' AND order_id > %d ORDER BY order_id LIMIT %d", $last, self::BATCH ) ) );
			if ( array() === $ids ) {
				break;
			}
			$last = max( $ids );
			$in   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
			// The plugin's own table; the ids are placeholders.
			$rows = $wpdb->get_results( $wpdb->prepare( "SELECT number, order_id, customer_id, email, payer, issued, replaces FROM `{$table}` WHERE order_id IN ({$in})", ...$ids ), ARRAY_A );
			foreach ( self::fill( is_array( $rows ) ? $rows : array(), array( self::class, 'phone' ) ) as $number => $values ) {
				$wpdb->update( $table, $values, array( 'number' => (string) $number ), array( '%s', '%d' ), array( '%s' ) );
			}
		} while ( self::BATCH === count( $ids ) );
	}

	/**
	 * Pure: the donor key and statement year of rows of the table.
	 *
	 * @param array<int, array<string, mixed>> $rows  Rows: number, order_id, customer_id, email, payer, issued, replaces.
	 * @param callable                         $phone fn( int $order_id ): string, a guest order's billing phone.
	 * @return array<string, array{donor: string, statement_year: int}> Number => values.
	 */
	public static function fill( array $rows, callable $phone ): array {
		$orders = array();
		foreach ( $rows as $row ) {
			$orders[ (int) ( $row['order_id'] ?? 0 ) ][] = $row;
		}
		$values = array();
		foreach ( $orders as $order_id => $receipts ) {
			$years = ReceiptRow::statement_years( $receipts );
			foreach ( $receipts as $row ) {
				$customer = (int) ( $row['customer_id'] ?? 0 );
				$email    = (string) ( $row['email'] ?? '' );
				$number   = (string) ( $row['number'] ?? '' );

				$values[ $number ] = array(
					'donor'          => ReceiptDonor::key( $customer, $email, $customer > 0 || '' !== $email ? '' : (string) $phone( $order_id ), $order_id, (string) ( $row['payer'] ?? '' ) ),
					'statement_year' => $years[ $number ] ?? 0,
				);
			}
		}
		return $values;
	}

	/**
	 * A guest order's billing phone ('' when the order is gone).
	 *
	 * @param int $order_id The order.
	 */
	public static function phone( int $order_id ): string {
		$order = wc_get_order( $order_id );
		return $order instanceof \WC_Order ? $order->get_billing_phone() : '';
	}
}
