<?php
/**
 * Donors and their year's receipts, from the receipts table.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * The annual statements' queries: a year's donors with their sums, an
 * account's donors year by year, and one donor's receipts of a year. Only
 * receipts that are not voided count: a voided receipt was replaced, or the
 * money went back.
 */
final class ReceiptDonors {

	/** Sums a donor row carries. */
	private const SUMS = 'COUNT(*) AS receipts, SUM(donations) AS donations, SUM(fees) AS fees, SUM(total) AS total';

	/** The ID number on the donor's latest receipt that holds one. */
	private const LATEST_ID = "SUBSTRING_INDEX(GROUP_CONCAT(NULLIF(payer_id, '') ORDER BY issued DESC, number DESC SEPARATOR ','), ',', 1) AS payer_id";

	/**
	 * A year's donors, by name, each with their receipts' count and sums.
	 *
	 * @param int $year Calendar year.
	 * @return array<int, array{customer_id: int, email: string, payer: string, payer_id: string, receipts: int, donations: int, fees: int, total: int}>
	 */
	public function of_year( int $year ): array {
		global $wpdb;
		$table = ReceiptTable::name();
		$sums  = self::SUMS . ', ' . self::LATEST_ID;
		// The plugin's own table; values are placeholders.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT customer_id, email, payer, {$sums} FROM `{$table}` WHERE year = %d AND status = %s GROUP BY customer_id, email, payer ORDER BY payer, customer_id, email", $year, ReceiptRecord::ISSUED ), ARRAY_A );
		return array_map( array( self::class, 'donor' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * One account's donors (the names on its receipts), newest year first.
	 *
	 * @param int $customer_id The account.
	 * @return array<int, array{year: int, payer: string, receipts: int, donations: int, fees: int, total: int}>
	 */
	public function of_account( int $customer_id ): array {
		global $wpdb;
		$table = ReceiptTable::name();
		$sums  = self::SUMS;
		// The plugin's own table; values are placeholders.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT year, payer, {$sums} FROM `{$table}` WHERE customer_id = %d AND status = %s GROUP BY year, payer ORDER BY year DESC, payer", $customer_id, ReceiptRecord::ISSUED ), ARRAY_A );
		$list = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$list[] = array( 'year' => (int) $row['year'] ) + array_diff_key( self::donor( $row ), array_flip( array( 'customer_id', 'email', 'payer_id' ) ) );
		}
		return $list;
	}

	/**
	 * One donor's receipts of the year, oldest first.
	 *
	 * @param ReceiptDonor $donor Whose, and which year.
	 * @return array<int, array<string, int|string>> Rows of the receipts table.
	 */
	public function receipts( ReceiptDonor $donor ): array {
		global $wpdb;
		$table = ReceiptTable::name();
		// The plugin's own table; values are placeholders.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE year = %d AND customer_id = %d AND email = %s AND payer = %s AND status = %s ORDER BY issued, number", $donor->year, $donor->customer_id, $donor->email, $donor->payer, ReceiptRecord::ISSUED ), ARRAY_A );
		return array_map( array( ReceiptRow::class, 'read' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * A grouped row, typed.
	 *
	 * @param array<string, mixed> $row As the database returned it.
	 * @return array{customer_id: int, email: string, payer: string, payer_id: string, receipts: int, donations: int, fees: int, total: int}
	 */
	private static function donor( array $row ): array {
		$whole = static fn( string $key ): int => is_numeric( $row[ $key ] ?? null ) ? (int) $row[ $key ] : 0;
		return array(
			'customer_id' => $whole( 'customer_id' ),
			'email'       => is_string( $row['email'] ?? null ) ? $row['email'] : '',
			'payer'       => is_string( $row['payer'] ?? null ) ? $row['payer'] : '',
			'payer_id'    => is_string( $row['payer_id'] ?? null ) ? $row['payer_id'] : '',
			'receipts'    => $whole( 'receipts' ),
			'donations'   => $whole( 'donations' ),
			'fees'        => $whole( 'fees' ),
			'total'       => $whole( 'total' ),
		);
	}
}
