<?php
/**
 * A receipt's number and the counter sequence it comes from.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Pure PHP. Receipts are numbered per year, from 1, in the year they are
 * issued: `115-000123` is the 123rd receipt of 民國 115 (2026-000123 when
 * the temple writes 西元 years). The counter's sequence is named by the ROC
 * year, `receipt:115`, whatever the style, so changing the style in the
 * middle of a year goes on counting. An optional series (a few letters, for
 * the day counter receipts get their own numbers) gets a sequence of its own
 * and is written before the year: `C115-000007`.
 */
final class ReceiptNumber {

	/** Digits the number is padded to: a temple issues fewer than a million receipts a year. */
	public const WIDTH = 6;

	/** Longest series: the counter's name stays short, the number readable. */
	public const SERIES_MAX = 4;

	/**
	 * The counter's sequence for receipts issued in a year.
	 *
	 * @param int    $year   Gregorian year of issue.
	 * @param string $series Series (cleaned here); '' for the temple's receipts.
	 */
	public static function sequence( int $year, string $series = '' ): string {
		return 'receipt:' . self::clean_series( $series ) . RocYear::of( $year );
	}

	/**
	 * The number printed on the receipt.
	 *
	 * @param int    $year   Gregorian year of issue.
	 * @param int    $serial The counter's number, from 1.
	 * @param string $style  Year style (RocYear::ROC or ::WESTERN).
	 * @param string $series Series (cleaned here).
	 * @throws \InvalidArgumentException When the serial is below 1.
	 */
	public static function format( int $year, int $serial, string $style, string $series = '' ): string {
		if ( $serial < 1 ) {
			throw new \InvalidArgumentException( 'Receipt numbers start at 1.' );
		}
		return self::clean_series( $series ) . RocYear::in_style( $year, $style ) . '-' . str_pad( (string) $serial, self::WIDTH, '0', STR_PAD_LEFT );
	}

	/**
	 * A series as letters and digits, upper case, at most SERIES_MAX.
	 *
	 * @param string $series As given.
	 */
	public static function clean_series( string $series ): string {
		return substr( strtoupper( (string) preg_replace( '/[^A-Za-z0-9]+/', '', $series ) ), 0, self::SERIES_MAX );
	}
}
