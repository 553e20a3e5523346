<?php
/**
 * A receipt as its order keeps it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\NationalId;

/**
 * Pure PHP, plain arrays (stored as order meta). A receipt holds everything
 * it prints as it was when issued: the number, the date, the payer, the lines
 * with their types and amounts, the totals and the 大寫, the payment method,
 * the 經手人 and the temple's details (a receipt reprinted years later shows
 * the address the temple had then). Nothing of it changes afterwards but its
 * status: voiding keeps the number and adds who voided it, when and why; a
 * reissue is a new receipt naming the one it replaces (`replaces`), and the
 * voided one names its successor (`replaced_by`). A receipt is never deleted.
 *
 * Stored meta can be edited outside the plugin, so what is read back is put
 * in this shape again, typed; an entry without a number is no receipt.
 */
final class ReceiptRecord {

	public const ISSUED = 'issued';

	public const VOID = 'void';

	/** Longest reason kept for a void. */
	public const REASON_MAX = 200;

	/** Longest text kept in any other field. */
	private const TEXT_MAX = 200;

	/** The temple's details a receipt keeps. */
	public const ISSUER_FIELDS = array( 'name', 'registration', 'tax_id', 'address', 'phone', 'title' );

	/**
	 * A new receipt.
	 *
	 * @param array{part: string, payer: string, personal: bool, lines: array<int, array{name: string, quantity: int, amount: int, type: string}>} $draft     What it covers (ReceiptPlan::drafts()).
	 * @param array{number: string, sequence: string, serial: int, issued: string}                                                                $numbering Its number and date.
	 * @param array{payment: string, handler: string, issuer: array<string, string>, year_style: string, replaces: string, payer_id?: string}       $context   Who, how, what it replaces, and the payer's ID number ('' or none for none).
	 * @return array<string, mixed>
	 */
	public static function issue( array $draft, array $numbering, array $context ): array {
		$sections = ReceiptPlan::sections( $draft['lines'] );
		return self::shape(
			array_merge(
				$numbering,
				$context,
				array(
					'part'      => $draft['part'],
					'payer'     => $draft['payer'],
					'personal'  => $draft['personal'],
					'lines'     => $draft['lines'],
					'donations' => $sections['donations']['total'],
					'fees'      => $sections['fees']['total'],
					'total'     => $sections['total'],
					'words'     => $sections['words'],
					'status'    => self::ISSUED,
				)
			)
		);
	}

	/**
	 * The receipt voided: the same number and content, marked 作廢.
	 *
	 * @param array<string, mixed> $record The receipt.
	 * @param string               $at     When ('Y-m-d H:i:s', site time).
	 * @param int                  $by_id  Staff member's user id.
	 * @param string               $by     Staff member's name.
	 * @param string               $reason Why (cleaned here).
	 * @return array<string, mixed>
	 */
	public static function void( array $record, string $at, int $by_id, string $by, string $reason ): array {
		$record['status'] = self::VOID;
		$record['void']   = array(
			'at'     => $at,
			'by_id'  => $by_id,
			'by'     => self::clean_text( $by, self::TEXT_MAX ),
			'reason' => self::clean_text( $reason, self::REASON_MAX ),
		);
		return $record;
	}

	/**
	 * A voided receipt naming the receipt reissued in its place.
	 *
	 * @param array<string, mixed> $record     The voided receipt.
	 * @param string               $new_number The reissued receipt's number.
	 * @return array<string, mixed>
	 */
	public static function replaced( array $record, string $new_number ): array {
		$record['replaced_by'] = $new_number;
		return $record;
	}

	/**
	 * The receipts that are not void.
	 *
	 * @param array<int, array<string, mixed>> $records Receipts.
	 * @return array<int, array<string, mixed>>
	 */
	public static function live( array $records ): array {
		return array_values( array_filter( $records, static fn( array $record ): bool => self::VOID !== $record['status'] ) );
	}

	/**
	 * The position of the receipt with this number, or null.
	 *
	 * @param array<int, array<string, mixed>> $records Receipts.
	 * @param string                           $number  Receipt number.
	 */
	public static function find( array $records, string $number ): ?int {
		foreach ( $records as $index => $record ) {
			if ( $record['number'] === $number ) {
				return $index;
			}
		}
		return null;
	}

	/**
	 * Stored receipts, each in its shape; anything without a number dropped.
	 *
	 * @param mixed $stored The order meta's value.
	 * @return array<int, array<string, mixed>>
	 */
	public static function read_all( mixed $stored ): array {
		$records = array();
		foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
			if ( is_array( $entry ) && is_string( $entry['number'] ?? null ) && '' !== self::clean_text( $entry['number'], self::TEXT_MAX ) ) {
				$records[] = self::shape( $entry );
			}
		}
		return $records;
	}

	/**
	 * One line of plain text: control characters and angle brackets out,
	 * white space as single spaces, at most $max characters.
	 *
	 * @param string $text As typed or stored.
	 * @param int    $max  Characters kept.
	 */
	public static function clean_text( string $text, int $max ): string {
		$text = (string) preg_replace( array( '/[<>]+/u', '/[\p{C}\s]+/u' ), array( '', ' ' ), $text );
		return mb_substr( trim( $text ), 0, $max );
	}

	/**
	 * A receipt in its shape, every field typed.
	 *
	 * @param array<string, mixed> $entry Stored or built receipt.
	 * @return array<string, mixed>
	 */
	private static function shape( array $entry ): array {
		$text   = static fn( string $key ): string => is_scalar( $entry[ $key ] ?? null ) ? self::clean_text( (string) $entry[ $key ], self::TEXT_MAX ) : '';
		$whole  = static fn( string $key ): int => is_numeric( $entry[ $key ] ?? null ) ? (int) $entry[ $key ] : 0;
		$issuer = is_array( $entry['issuer'] ?? null ) ? $entry['issuer'] : array();
		$void   = is_array( $entry['void'] ?? null ) ? $entry['void'] : array();
		$status = self::VOID === ( $entry['status'] ?? null ) ? self::VOID : self::ISSUED;
		return array(
			'number'      => $text( 'number' ),
			'sequence'    => $text( 'sequence' ),
			'serial'      => $whole( 'serial' ),
			'issued'      => $text( 'issued' ),
			'part'        => $text( 'part' ),
			'payer'       => $text( 'payer' ),
			// The donor's ID number, when they asked for it on their receipts (DonorId); only a valid one is kept.
			'payer_id'    => NationalId::read( $entry['payer_id'] ?? '' ),
			'personal'    => true === ( $entry['personal'] ?? false ),
			'lines'       => self::lines( $entry['lines'] ?? null ),
			'donations'   => $whole( 'donations' ),
			'fees'        => $whole( 'fees' ),
			'total'       => $whole( 'total' ),
			'words'       => $text( 'words' ),
			'payment'     => $text( 'payment' ),
			'handler'     => $text( 'handler' ),
			'issuer'      => array_combine( self::ISSUER_FIELDS, array_map( static fn( string $field ): string => is_scalar( $issuer[ $field ] ?? null ) ? self::clean_text( (string) $issuer[ $field ], self::TEXT_MAX ) : '', self::ISSUER_FIELDS ) ),
			'year_style'  => $text( 'year_style' ),
			'status'      => $status,
			'void'        => self::VOID === $status ? array(
				'at'     => is_string( $void['at'] ?? null ) ? self::clean_text( $void['at'], self::TEXT_MAX ) : '',
				'by_id'  => is_numeric( $void['by_id'] ?? null ) ? (int) $void['by_id'] : 0,
				'by'     => is_string( $void['by'] ?? null ) ? self::clean_text( $void['by'], self::TEXT_MAX ) : '',
				'reason' => is_string( $void['reason'] ?? null ) ? self::clean_text( $void['reason'], self::REASON_MAX ) : '',
			) : null,
			'replaces'    => $text( 'replaces' ),
			'replaced_by' => $text( 'replaced_by' ),
		);
	}

	/**
	 * Stored lines, each typed; anything that is no line dropped.
	 *
	 * @param mixed $stored Stored lines.
	 * @return array<int, array{name: string, quantity: int, amount: int, type: string}>
	 */
	private static function lines( mixed $stored ): array {
		$lines = array();
		foreach ( is_array( $stored ) ? $stored : array() as $line ) {
			if ( is_array( $line ) ) {
				$lines[] = array(
					'name'     => is_scalar( $line['name'] ?? null ) ? self::clean_text( (string) $line['name'], self::TEXT_MAX ) : '',
					'quantity' => is_numeric( $line['quantity'] ?? null ) ? (int) $line['quantity'] : 0,
					'amount'   => is_numeric( $line['amount'] ?? null ) ? (int) $line['amount'] : 0,
					'type'     => ReceiptPlan::type( $line['type'] ?? null ),
				);
			}
		}
		return $lines;
	}
}
