<?php
/**
 * The receipts list's columns, as staff read them on screen and in the exports.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\RocYear;

/**
 * Pure PHP (translated words only). One row of the receipts table becomes
 * one row of cells: the date in the temple's year style, the amounts as
 * whole numbers (PHP ints, which the exports write as numbers a spreadsheet
 * sums), the channel and the status in words, a voided receipt's when, who
 * and why, and the receipts a reissue links. The screen and both exports show the same columns.
 */
final class ReceiptColumns {

	/**
	 * @param string                $style    The temple's year style (RocYear).
	 * @param array<string, string> $channels Channel => its name.
	 */
	public function __construct( private string $style, private array $channels ) {}

	/**
	 * Column key => heading.
	 *
	 * @return array<string, string>
	 */
	public static function headings(): array {
		return array(
			'number'      => __( 'Receipt no.', 'temple-offerings' ),
			'date'        => __( 'Date', 'temple-offerings' ),
			'payer'       => __( 'Name on the receipt', 'temple-offerings' ),
			'donations'   => __( 'Donations', 'temple-offerings' ),
			'fees'        => __( 'Fees', 'temple-offerings' ),
			'total'       => __( 'Total', 'temple-offerings' ),
			'payment'     => __( 'Payment method', 'temple-offerings' ),
			'channel'     => __( 'Channel', 'temple-offerings' ),
			'handler'     => __( 'Handled by', 'temple-offerings' ),
			'status'      => __( 'Status', 'temple-offerings' ),
			'void'        => __( 'Voided (when, by whom, why)', 'temple-offerings' ),
			'replaces'    => __( 'Replaces', 'temple-offerings' ),
			'replaced_by' => __( 'Replaced by', 'temple-offerings' ),
			'order'       => __( 'Order', 'temple-offerings' ),
		);
	}

	/**
	 * A receipt's cells, keyed like the headings: the amounts as numbers
	 * (the exports write them as numbers a spreadsheet sums), the rest text.
	 *
	 * @param array<string, int|string> $row A row of the receipts table (ReceiptRow::read()).
	 * @return array<string, string|int>
	 */
	public function cells( array $row ): array {
		$void = ReceiptRecord::VOID === $row['status'];
		return array(
			'number'      => (string) $row['number'],
			'date'        => RocYear::date_label( (string) $row['issued'], $this->style ),
			'payer'       => (string) $row['payer'],
			'donations'   => (int) $row['donations'],
			'fees'        => (int) $row['fees'],
			'total'       => (int) $row['total'],
			'payment'     => (string) $row['payment'],
			'channel'     => $this->channels[ (string) $row['channel'] ] ?? '',
			'handler'     => (string) $row['handler'],
			'status'      => $void ? __( 'Voided', 'temple-offerings' ) : __( 'Issued', 'temple-offerings' ),
			/* translators: a voided receipt in the receipts list, 1: date and time voided, 2: staff member, 3: reason. */
			'void'        => $void ? sprintf( __( '%1$s, %2$s: %3$s', 'temple-offerings' ), $this->when( (string) $row['void_at'] ), (string) $row['void_by'], (string) $row['void_reason'] ) : '',
			'replaces'    => (string) $row['replaces'],
			'replaced_by' => (string) $row['replaced_by'],
			'order'       => (string) $row['order_number'],
		);
	}

	/**
	 * A moment as the list writes it: the date in the temple's year style and
	 * the time to the minute (中華民國 115 年 3 月 6 日 09:00).
	 *
	 * @param string $moment 'Y-m-d H:i:s'.
	 */
	private function when( string $moment ): string {
		$date = RocYear::date_label( $moment, $this->style );
		$time = 1 === preg_match( '/[ T](\d{2}:\d{2})/', $moment, $match ) ? $match[1] : '';
		return '' === $date ? $moment : trim( $date . ' ' . $time );
	}

	/**
	 * The year as the list's form offers it: 民國 115 (2026), or 2026.
	 *
	 * @param int    $year  Calendar year.
	 * @param string $style Year style.
	 */
	public static function year_label( int $year, string $style ): string {
		if ( RocYear::WESTERN === RocYear::style( $style ) ) {
			return (string) $year;
		}
		/* translators: a year in the receipts list's form, 1: ROC year (Gregorian year minus 1911), 2: Gregorian year. */
		return sprintf( __( 'ROC year %1$d (%2$d)', 'temple-offerings' ), RocYear::of( $year ), $year );
	}
}
