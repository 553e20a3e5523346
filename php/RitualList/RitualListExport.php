<?php
/**
 * The ritual list as a download: CSV, or an Excel workbook (.xlsx).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\CsvWriter;
use TempleOfferings\Support\Download;
use TempleOfferings\Support\XlsxWriter;

/**
 * Streams one CSV row per believer straight to the response while orders are
 * read in batches, so 20,000 believers never sit in memory at once; the
 * workbook is written the same way into temporary files (Support\Download
 * sends both).
 */
final class RitualListExport {

	public const ACTION = 'temple_offerings_ritual_csv';

	public const ACTION_XLSX = 'temple_offerings_ritual_xlsx';

	/** The file's ASCII name, for clients without filename*. */
	private const FALLBACK = 'ritual-list';

	/** Rows between flushes to the client. */
	private const FLUSH_EVERY = 500;

	/**
	 * @param RitualListQuery $query Orders and their lines.
	 * @param RitualRows      $rows  Flat, readable rows.
	 */
	public function __construct( private RitualListQuery $query, private RitualRows $rows ) {}

	/**
	 * The download URL of a filter, nonce included (raw; escape on output).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param string           $action self::ACTION (CSV) or self::ACTION_XLSX.
	 */
	public static function url( RitualListFilter $filter, string $action = self::ACTION ): string {
		$args = array_merge( array( 'action' => $action ), $filter->to_query(), array( '_wpnonce' => wp_create_nonce( $action ) ) );
		return add_query_arg( $args, admin_url( 'admin-post.php' ) );
	}

	/**
	 * admin-post handler: checks capability and nonce, then sends the file.
	 */
	public function download(): void {
		$filter = $this->checked_filter( self::ACTION );
		Download::csv(
			__( 'Ritual list', 'temple-offerings' ),
			self::FALLBACK,
			function ( CsvWriter $csv ) use ( $filter ): void {
				$this->write_rows( $filter, $csv );
			}
		);
	}

	/**
	 * admin-post handler for the workbook: checks capability and nonce,
	 * then sends the workbook.
	 */
	public function download_xlsx(): void {
		$filter = $this->checked_filter( self::ACTION_XLSX );
		Download::xlsx(
			__( 'Ritual list', 'temple-offerings' ),
			self::FALLBACK,
			function ( string $path, string $temp_dir ) use ( $filter ): void {
				$this->write_xlsx( $filter, $path, $temp_dir );
			}
		);
	}

	/**
	 * Writes the whole list as CSV to a stream.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param resource         $stream Writable stream.
	 * @return int Believer rows written.
	 */
	public function write( RitualListFilter $filter, $stream ): int {
		$csv = new CsvWriter( $stream );
		$csv->bom();
		return $this->write_rows( $filter, $csv );
	}

	/**
	 * Writes the whole list as an Excel workbook, its heading row first.
	 *
	 * @param RitualListFilter $filter   What staff asked for.
	 * @param string           $path     Where the .xlsx goes.
	 * @param string|null      $temp_dir Folder for the sheet's temporary files.
	 * @return int Believer rows written.
	 * @throws \RuntimeException When a file cannot be written.
	 */
	public function write_xlsx( RitualListFilter $filter, string $path, ?string $temp_dir = null ): int {
		$xlsx = new XlsxWriter( __( 'Ritual list', 'temple-offerings' ), $temp_dir );
		$xlsx->heading( $this->rows->columns() );
		$count = $this->each_row(
			$filter,
			static function ( array $row ) use ( $xlsx ): void {
				$xlsx->row( $row );
			}
		);
		$xlsx->finish( $path );
		return $count;
	}

	/**
	 * The heading and every row of the list, as CSV.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param CsvWriter        $csv    Where the rows go.
	 * @return int Believer rows written.
	 */
	private function write_rows( RitualListFilter $filter, CsvWriter $csv ): int {
		$csv->row( $this->rows->columns() );
		return $this->each_row(
			$filter,
			static function ( array $row, int $count ) use ( $csv ): void {
				$csv->row( $row );
				if ( 0 === $count % self::FLUSH_EVERY ) {
					flush();
				}
			}
		);
	}

	/**
	 * Refuses anyone but staff and a request without the action's nonce,
	 * then reads the filter.
	 *
	 * @param string $action Nonce action.
	 */
	private function checked_filter( string $action ): RitualListFilter {
		if ( ! current_user_can( Capabilities::RITUAL_LIST ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export ritual lists.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
		return $this->query->filter( wp_unslash( $_GET ) ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- RitualListFilter::from_request() keeps only the filter's known keys and checks each.
	}

	/**
	 * Calls $each with every row of the list, in order, as the filter shapes
	 * them (one per believer, or per family registrant).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param callable         $each   fn( array $row, int $count ): void, $count counting from 1.
	 * @return int Rows.
	 */
	private function each_row( RitualListFilter $filter, callable $each ): int {
		$count = 0;
		$this->query->each_line(
			$filter,
			function ( array $line ) use ( $filter, $each, &$count ): void {
				foreach ( $this->rows->rows( $line, $filter->registrant_rows, $filter->tai_sui_only ) as $row ) {
					$each( $row, ++$count );
				}
			}
		);
		return $count;
	}
}
