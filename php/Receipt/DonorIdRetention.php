<?php
/**
 * How long the ID number on receipts is kept once its donor's data is erased.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP. A temple keeps its receipts, its accounting records, for years
 * after the year they were issued in (the tax office may look at a year's
 * donations years later), and the ID number on them with them: the setting
 * `temple_offerings_receipt_id_years` (ReceiptSettings) counts whole years
 * after the year of the order's latest receipt (0: none, erased when asked).
 * Asked to erase it earlier,
 * the plugin marks the order (PENDING, the year until whose end it is kept)
 * and a daily action erases it when that year is over.
 */
final class DonorIdRetention {

	/** Order meta: the year until whose end the order's ID number is kept, then erased. */
	public const PENDING = '_temple_offerings_donor_id_erase';

	/** The daily Action Scheduler hook that erases the numbers whose time has come. */
	public const HOOK = 'temple_offerings_donor_id_retention';

	/**
	 * The year until whose end an order's ID number must be kept, or null
	 * when it may go now (no year kept, or the years are over).
	 *
	 * @param array<int, array<string, mixed>> $receipts The order's receipts.
	 * @param int                              $years    Whole years kept after a receipt's year.
	 * @param int                              $current  This year.
	 */
	public static function kept_until( array $receipts, int $years, int $current ): ?int {
		$latest = 0;
		foreach ( $receipts as $receipt ) {
			if ( 1 === preg_match( '/^(\d{4})-/', (string) ( $receipt['issued'] ?? '' ), $match ) ) {
				$latest = max( $latest, (int) $match[1] );
			}
		}
		if ( 0 === $latest || $years < 1 ) {
			return null;
		}
		$until = $latest + $years;
		return $until >= $current ? $until : null;
	}
}
