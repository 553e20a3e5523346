<?php
/**
 * The receipts list as a download: CSV, or an Excel workbook (.xlsx).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\CsvWriter;
use TempleOfferings\Support\Download;
use TempleOfferings\Support\XlsxWriter;

/**
 * Every receipt of the filter, oldest first, in the screen's columns (the
 * amounts as plain whole numbers a spreadsheet sums), read from the receipts
 * table a batch at a time. For holders of the receipts capability, with the
 * nonce of the export's action; the filter is read as the screen reads it.
 */
final class ReceiptListExport {

	public const ACTION_CSV = 'temple_offerings_receipts_csv';

	public const ACTION_XLSX = 'temple_offerings_receipts_xlsx';

	/** The file's ASCII name, for clients without filename*. */
	private const FALLBACK = 'receipts';

	/**
	 * @param ReceiptTable    $table The receipts table.
	 * @param ReceiptListPage $page  Reads the filter as the screen does.
	 * @param ReceiptSettings $settings The year style.
	 * @param ReceiptChannels $channels The channels' names.
	 */
	public function __construct( private ReceiptTable $table, private ReceiptListPage $page, private ReceiptSettings $settings, private ReceiptChannels $channels ) {}

	/**
	 * The download address of a filter, nonce included (raw; escape on output).
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @param string        $action ACTION_CSV or ACTION_XLSX.
	 */
	public static function url( ReceiptFilter $filter, string $action ): string {
		$args = array_merge( array( 'action' => $action ), $filter->to_query(), array( '_wpnonce' => wp_create_nonce( $action ) ) );
		return add_query_arg( array_map( 'rawurlencode', $args ), admin_url( 'admin-post.php' ) );
	}

	/**
	 * admin-post handler: the CSV.
	 */
	public function csv(): void {
		$filter = $this->checked_filter( self::ACTION_CSV );
		Download::csv(
			self::title( $filter ),
			self::FALLBACK,
			function ( CsvWriter $csv ) use ( $filter ): void {
				$csv->row( ReceiptColumns::headings() );
				$this->each_row( $filter, array( $csv, 'row' ) );
			}
		);
	}

	/**
	 * admin-post handler: the workbook.
	 */
	public function xlsx(): void {
		$filter = $this->checked_filter( self::ACTION_XLSX );
		Download::xlsx(
			self::title( $filter ),
			self::FALLBACK,
			function ( string $path, string $temp_dir ) use ( $filter ): void {
				$this->write_xlsx( $filter, $path, $temp_dir );
			}
		);
	}

	/**
	 * Writes the filter's receipts as a workbook, its heading row first.
	 *
	 * @param ReceiptFilter $filter   What staff asked for.
	 * @param string        $path     Where the .xlsx goes.
	 * @param string        $temp_dir Folder for the sheet's temporary files.
	 * @return int Receipts written.
	 * @throws \RuntimeException When a file cannot be written.
	 */
	public function write_xlsx( ReceiptFilter $filter, string $path, string $temp_dir ): int {
		$xlsx = new XlsxWriter( self::title( $filter ), $temp_dir );
		$xlsx->heading( ReceiptColumns::headings() );
		$count = $this->each_row( $filter, array( $xlsx, 'row' ) );
		$xlsx->finish( $path );
		return $count;
	}

	/**
	 * The export's title: the list's name and its year (收據-2026).
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 */
	private static function title( ReceiptFilter $filter ): string {
		/* translators: an export's file name, %d: the year of its receipts. */
		return sprintf( __( 'Receipts of %d', 'temple-offerings' ), $filter->year );
	}

	/**
	 * Calls $each with every receipt's cells.
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @param callable      $each   fn( array $cells ): void.
	 * @return int Receipts.
	 */
	private function each_row( ReceiptFilter $filter, callable $each ): int {
		$columns = new ReceiptColumns( $this->settings->year_style(), $this->channels->labels() );
		return $this->table->each(
			$filter,
			static function ( array $row ) use ( $columns, $each ): void {
				$each( $columns->cells( $row ) );
			}
		);
	}

	/**
	 * Refuses anyone without the receipts capability and a request without
	 * the action's nonce, then reads the filter.
	 *
	 * @param string $action Nonce action.
	 */
	private function checked_filter( string $action ): ReceiptFilter {
		if ( ! current_user_can( Capabilities::RECEIPTS ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export the receipts.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
		$input = wp_unslash( $_GET ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- ReceiptFilter::from_request() keeps only the filter's known keys and checks each.
		return $this->page->filter( is_array( $input ) ? $input : array() );
	}
}
