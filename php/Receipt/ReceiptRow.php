<?php
/**
 * A receipt as the receipts table keeps it: one row, for lists and sums.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP. The order keeps its receipts whole (ReceiptRecord, in its meta);
 * the table holds one flat row per receipt beside it, so the receipts list,
 * its exports and the annual statements filter, page and sum a year's
 * receipts in the database instead of loading every order. A row is made
 * from the receipt and a few facts of its order (its number, customer,
 * a guest's e-mail, channel), and is read back typed whatever the database
 * returns.
 */
final class ReceiptRow {

	/** The table's value columns, in order, with their placeholders. */
	public const COLUMNS = array(
		'number'       => '%s',
		'order_id'     => '%d',
		'order_number' => '%s',
		'customer_id'  => '%d',
		'email'        => '%s',
		'year'         => '%d',
		'issued'       => '%s',
		'payer'        => '%s',
		'payer_id'     => '%s',
		'personal'     => '%d',
		'donations'    => '%d',
		'fees'         => '%d',
		'total'        => '%d',
		'payment'      => '%s',
		'channel'      => '%s',
		'handler'      => '%s',
		'status'       => '%s',
		'void_at'      => '%s',
		'void_by'      => '%s',
		'void_reason'  => '%s',
		'replaces'     => '%s',
		'replaced_by'  => '%s',
		'donor'          => '%s',
		'statement_year' => '%d',
	);

	/** The longest e-mail address kept (the column's width). */
	private const EMAIL_MAX = 100;

	/**
	 * The row of one receipt.
	 *
	 * @param array<string, mixed>                                                                                  $record         A receipt (ReceiptRecord's shape).
	 * @param array{order_id: int, order_number: string, customer_id: int, email: string, phone?: string, channel: string} $order          Its order's facts.
	 * @param int                                                                                                   $statement_year The year its money was received (statement_years()), 0: its own year.
	 * @return array<string, int|string>
	 */
	public static function of( array $record, array $order, int $statement_year = 0 ): array {
		$void = is_array( $record['void'] ?? null ) ? $record['void'] : array();
		$year = 1 === preg_match( '/^(\d{4})-/', (string) $record['issued'], $match ) ? (int) $match[1] : 0;
		return array(
			'number'       => (string) $record['number'],
			'order_id'     => max( 0, $order['order_id'] ),
			'order_number' => ReceiptRecord::clean_text( $order['order_number'], 40 ),
			'customer_id'  => max( 0, $order['customer_id'] ),
			// A guest's receipts are a donor's by the e-mail; an account's by the account, whatever e-mail an order gave.
			'email'        => $order['customer_id'] > 0 ? '' : mb_substr( strtolower( trim( $order['email'] ) ), 0, self::EMAIL_MAX ),
			'year'         => $year,
			'issued'       => (string) $record['issued'],
			'payer'        => (string) $record['payer'],
			'payer_id'     => (string) ( $record['payer_id'] ?? '' ),
			'personal'     => true === $record['personal'] ? 1 : 0,
			'donations'    => (int) $record['donations'],
			'fees'         => (int) $record['fees'],
			'total'        => (int) $record['total'],
			'payment'      => (string) $record['payment'],
			'channel'      => ReceiptRecord::clean_text( $order['channel'], 16 ),
			'handler'      => (string) $record['handler'],
			'status'       => ReceiptRecord::VOID === $record['status'] ? ReceiptRecord::VOID : ReceiptRecord::ISSUED,
			'void_at'      => (string) ( $void['at'] ?? '' ),
			'void_by'      => (string) ( $void['by'] ?? '' ),
			'void_reason'  => (string) ( $void['reason'] ?? '' ),
			'replaces'     => (string) $record['replaces'],
			'replaced_by'  => (string) $record['replaced_by'],
			'donor'          => ReceiptDonor::key( $order['customer_id'], $order['email'], $order['phone'] ?? '', $order['order_id'], (string) $record['payer'] ),
			'statement_year' => $statement_year > 0 ? $statement_year : $year,
		);
	}

	/**
	 * The rows of an order's receipts, each with its statement year.
	 *
	 * @param array<int, array<string, mixed>>                                                                    $records Every receipt of the order.
	 * @param array{order_id: int, order_number: string, customer_id: int, email: string, phone?: string, channel: string} $order   The order's facts.
	 * @return array<int, array<string, int|string>>
	 */
	public static function rows( array $records, array $order ): array {
		$years = self::statement_years( $records );
		return array_map( static fn( array $record ): array => self::of( $record, $order, $years[ (string) $record['number'] ] ?? 0 ), array_values( $records ) );
	}

	/**
	 * The statement year of each of an order's receipts: the year the money
	 * was received, which is the year its first receipt was issued. A
	 * reissue (a receipt that `replaces` another) takes the year of the
	 * receipt it replaces, down the chain to the first: a December donation
	 * whose receipt is voided and reissued in January stays on December's
	 * year. A receipt whose chain leaves the order keeps its own year.
	 *
	 * @param array<int, array<string, mixed>> $receipts Receipts or table rows: `number`, `issued`, `replaces`.
	 * @return array<string, int> Number => year.
	 */
	public static function statement_years( array $receipts ): array {
		$own      = array();
		$replaces = array();
		foreach ( $receipts as $receipt ) {
			$number              = (string) ( $receipt['number'] ?? '' );
			$own[ $number ]      = 1 === preg_match( '/^(\d{4})-/', (string) ( $receipt['issued'] ?? '' ), $match ) ? (int) $match[1] : 0;
			$replaces[ $number ] = (string) ( $receipt['replaces'] ?? '' );
		}
		$years = array();
		foreach ( array_keys( $own ) as $number ) {
			$first = (string) $number;
			$seen  = array( $first => true );
			while ( '' !== $replaces[ $first ] && isset( $own[ $replaces[ $first ] ] ) && ! isset( $seen[ $replaces[ $first ] ] ) ) {
				$first          = $replaces[ $first ];
				$seen[ $first ] = true;
			}
			$years[ (string) $number ] = $own[ $first ];
		}
		return $years;
	}

	/**
	 * A row as the database returned it, typed.
	 *
	 * @param array<string, mixed> $stored Column => value.
	 * @return array<string, int|string>
	 */
	public static function read( array $stored ): array {
		$row = array();
		foreach ( self::COLUMNS as $column => $placeholder ) {
			$value          = $stored[ $column ] ?? null;
			$row[ $column ] = '%d' === $placeholder
				? ( is_numeric( $value ) ? (int) $value : 0 )
				: ( is_scalar( $value ) ? (string) $value : '' );
		}
		return $row;
	}
}
