<?php
/**
 * The year a receipt is dated in: 民國 (the Republic of China's) or 西元.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Pure PHP. Taiwan dates its official papers in 民國 years (2026 is 民國
 * 115), and temples their receipts; a temple may choose 西元 instead (the
 * receipts' year style setting). The style changes how a year is written,
 * never which year it is: the receipts of 2026 are one sequence either way
 * (ReceiptNumber).
 */
final class RocYear {

	public const ROC = 'roc';

	public const WESTERN = 'western';

	/** The Republic of China's year 1 is 1912. */
	private const OFFSET = 1911;

	/**
	 * The 民國 year of a Gregorian year.
	 *
	 * @param int $year Gregorian year, 1912 or later.
	 * @throws \InvalidArgumentException For a year before 民國 1.
	 */
	public static function of( int $year ): int {
		if ( $year <= self::OFFSET ) {
			throw new \InvalidArgumentException( 'A year before 1912 has no ROC year.' );
		}
		return $year - self::OFFSET;
	}

	/**
	 * A stored or posted style; anything else is 民國.
	 *
	 * @param mixed $style Style as stored.
	 */
	public static function style( mixed $style ): string {
		return self::WESTERN === $style ? self::WESTERN : self::ROC;
	}

	/**
	 * The year as the style writes it: 115 or 2026.
	 *
	 * @param int    $year  Gregorian year.
	 * @param string $style Year style (sanitized here).
	 */
	public static function in_style( int $year, string $style ): int {
		return self::WESTERN === self::style( $style ) ? $year : self::of( $year );
	}

	/**
	 * A stored date as the receipt prints it: 中華民國 115 年 3 月 5 日 or
	 * 2026 年 3 月 5 日 (in zh_TW); '' for anything that is no date from 1912.
	 *
	 * @param string $date  'Y-m-d', optionally followed by a time.
	 * @param string $style Year style.
	 */
	public static function date_label( string $date, string $style ): string {
		if ( 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})(?:[ T]|\z)/', $date, $match ) ) {
			return '';
		}
		[ , $year, $month, $day ] = array_map( 'intval', $match );
		if ( ! checkdate( $month, $day, $year ) || $year <= self::OFFSET ) {
			return '';
		}
		if ( self::WESTERN === self::style( $style ) ) {
			/* translators: a receipt's date, 1: year, 2: month, 3: day. */
			return sprintf( __( '%2$d/%3$d/%1$d', 'temple-offerings' ), $year, $month, $day );
		}
		/* translators: a receipt's date in the Republic of China calendar, 1: ROC year (Gregorian year minus 1911), 2: month, 3: day. */
		return sprintf( __( 'ROC year %1$d, %2$d/%3$d', 'temple-offerings' ), self::of( $year ), $month, $day );
	}
}
