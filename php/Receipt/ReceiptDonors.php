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
 * account's donors year by year, and one donor's receipts of a year. A donor
 * is the table's `donor` key (ReceiptDonor) and a year its `statement_year`,
 * the year the money was received: a receipt reissued in January for a
 * December payment is on December's year. Only receipts that are not voided
 * count: a voided receipt was replaced, or the money went back.
 */
final class ReceiptDonors {

	/** Sums a donor row carries. */
	private const SUMS = 'COUNT(*) AS receipts, SUM(donations) AS donations, SUM(fees) AS fees, SUM(total) AS total';

	/** The ID number on the donor's latest receipt that holds one. */
	private const LATEST_ID = "SUBSTRING_INDEX(GROUP_CONCAT(NULLIF(payer_id, '') ORDER BY issued DESC, number DESC SEPARATOR ','), ',', 1) AS payer_id";

	/** The name as the donor's latest receipt writes it (one donor's receipts may space it differently). */
	private const LATEST_NAME = "SUBSTRING_INDEX(GROUP_CONCAT(payer ORDER BY issued DESC, number DESC SEPARATOR '\n'), '\n', 1) AS payer";

	/** Who the donor is: the account, a guest's e-mail, and a guest's first order (told apart by its phone or the order alone). */
	private const WHO = 'donor, MAX(customer_id) AS customer_id, MAX(email) AS email, MIN(order_number) AS order_number';

	/**
	 * A year's donors (ReceiptDonor), by name, each with their receipts'
	 * count and sums: the receipts whose money came in that year.
	 *
	 * @param int $year The statement year.
	 * @return array<int, array{donor: string, customer_id: int, email: string, order_number: string, payer: string, payer_id: string, receipts: int, donations: int, fees: int, total: int}>
	 */
	public function of_year( int $year ): array {
		global $wpdb;
		$table  = ReceiptTable::name();
		$select = self::WHO . ', ' . self::LATEST_NAME . ', ' . self::SUMS . ', ' . self::LATEST_ID;
		// The plugin's own table; values are placeholders.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT {$select} FROM `{$table}` WHERE statement_year = %d AND status = %s GROUP BY donor ORDER BY payer, customer_id, email, order_number", $year, ReceiptRecord::ISSUED ), ARRAY_A );
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
		$table  = ReceiptTable::name();
		$select = 'statement_year, donor, ' . self::LATEST_NAME . ', ' . self::SUMS;
		// The plugin's own table; values are placeholders.
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT {$select} FROM `{$table}` WHERE customer_id = %d AND status = %s GROUP BY statement_year, donor ORDER BY statement_year DESC, payer", $customer_id, ReceiptRecord::ISSUED ), ARRAY_A );
		$list = array();
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			$list[] = array( 'year' => (int) $row['statement_year'] ) + array_diff_key( self::donor( $row ), array_flip( array( 'donor', 'customer_id', 'email', 'order_number', 'payer_id' ) ) );
		}
		return $list;
	}

	/**
	 * One donor's receipts of the year, oldest first. A worshipper's donor
	 * is held to their own account besides its key.
	 *
	 * @param ReceiptDonor $donor Whose, and which year.
	 * @return array<int, array<string, int|string>> Rows of the receipts table.
	 */
	public function receipts( ReceiptDonor $donor ): array {
		global $wpdb;
		if ( '' === $donor->key ) {
			return array();
		}
		$table   = ReceiptTable::name();
		$account = $donor->customer_id > 0 ? $wpdb->prepare( ' AND customer_id = %d', $donor->customer_id ) : '';
		// The plugin's own table; values are placeholders (the account's clause prepared above).
		$rows = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM `{$table}` WHERE statement_year = %d AND donor = %s AND status = %s{$account} ORDER BY issued, number", $donor->year, $donor->key, ReceiptRecord::ISSUED ), ARRAY_A );
		return array_map( array( ReceiptRow::class, 'read' ), is_array( $rows ) ? $rows : array() );
	}

	/**
	 * A grouped row, typed.
	 *
	 * @param array<string, mixed> $row As the database returned it.
	 * @return array{donor: string, customer_id: int, email: string, order_number: string, payer: string, payer_id: string, receipts: int, donations: int, fees: int, total: int}
	 */
	private static function donor( array $row ): array {
		$whole = static fn( string $key ): int => is_numeric( $row[ $key ] ?? null ) ? (int) $row[ $key ] : 0;
		$text  = static fn( string $key ): string => is_scalar( $row[ $key ] ?? null ) ? (string) $row[ $key ] : '';
		return array(
			'donor'        => $text( 'donor' ),
			'customer_id'  => $whole( 'customer_id' ),
			'email'        => $text( 'email' ),
			'order_number' => $text( 'order_number' ),
			'payer'        => $text( 'payer' ),
			'payer_id'     => $text( 'payer_id' ),
			'receipts'    => $whole( 'receipts' ),
			'donations'   => $whole( 'donations' ),
			'fees'        => $whole( 'fees' ),
			'total'       => $whole( 'total' ),
		);
	}
}
