<?php
/**
 * The audit log of an order's receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP. One entry per change, appended, never edited: a receipt issued,
 * voided (with the reason) or reissued (naming the receipt it replaces),
 * when, and by whom (0 and no name for the shop itself, as when a gateway
 * reports a payment). Kept on the order beside the receipts; every entry is
 * also an order note, where staff read the order's history.
 */
final class ReceiptLog {

	public const ISSUED = 'issued';

	public const VOIDED = 'voided';

	public const REISSUED = 'reissued';

	private const ACTIONS = array( self::ISSUED, self::VOIDED, self::REISSUED );

	/** Longest detail kept. */
	private const DETAIL_MAX = 300;

	/**
	 * One entry.
	 *
	 * @param string $at     When ('Y-m-d H:i:s', site time).
	 * @param int    $by_id  User id, 0 for the shop itself.
	 * @param string $by     User's name, '' for the shop itself.
	 * @param string $action One of ISSUED, VOIDED, REISSUED.
	 * @param string $number The receipt's number.
	 * @param string $detail What else is worth keeping (the reason, the replaced number).
	 * @return array{at: string, by_id: int, by: string, action: string, number: string, detail: string}
	 */
	public static function entry( string $at, int $by_id, string $by, string $action, string $number, string $detail = '' ): array {
		return array(
			'at'     => ReceiptRecord::clean_text( $at, 40 ),
			'by_id'  => max( 0, $by_id ),
			'by'     => ReceiptRecord::clean_text( $by, 200 ),
			'action' => in_array( $action, self::ACTIONS, true ) ? $action : self::ISSUED,
			'number' => ReceiptRecord::clean_text( $number, 40 ),
			'detail' => ReceiptRecord::clean_text( $detail, self::DETAIL_MAX ),
		);
	}

	/**
	 * The stored log, each entry in its shape; anything else (an action this
	 * log never writes among them) dropped.
	 *
	 * @param mixed $stored The order meta's value.
	 * @return array<int, array{at: string, by_id: int, by: string, action: string, number: string, detail: string}>
	 */
	public static function read( mixed $stored ): array {
		$entries = array();
		foreach ( is_array( $stored ) ? $stored : array() as $entry ) {
			if ( is_array( $entry ) && in_array( $entry['action'] ?? null, self::ACTIONS, true ) && is_string( $entry['number'] ?? null ) ) {
				$entries[] = self::entry(
					is_string( $entry['at'] ?? null ) ? $entry['at'] : '',
					is_numeric( $entry['by_id'] ?? null ) ? (int) $entry['by_id'] : 0,
					is_string( $entry['by'] ?? null ) ? $entry['by'] : '',
					$entry['action'],
					$entry['number'],
					is_string( $entry['detail'] ?? null ) ? $entry['detail'] : ''
				);
			}
		}
		return $entries;
	}
}
