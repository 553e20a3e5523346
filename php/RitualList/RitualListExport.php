<?php
/**
 * The ritual list as a download: CSV, or an Excel workbook (.xlsx).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Support\Capabilities;

/**
 * Streams one CSV row per believer straight to the response while orders are
 * read in batches, so 20,000 believers never sit in memory at once. The
 * workbook is written the same way into temporary files (XlsxWriter), then
 * sent whole: a zip cannot be sent before it is finished.
 */
final class RitualListExport {

	public const ACTION = 'temple_offerings_ritual_csv';

	public const ACTION_XLSX = 'temple_offerings_ritual_xlsx';

	/** The date and time in an export's name (wp_date's format: the site's time zone). */
	public const STAMP = 'Y-m-d-Hi';

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

		wc_set_time_limit( 0 );
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: ' . self::attachment( __( 'Ritual list', 'temple-offerings' ), wp_date( self::STAMP ), 'csv' ) );
		header( 'X-Content-Type-Options: nosniff' );
		$out = fopen( 'php://output', 'wb' );
		$this->write( $filter, $out );
		fclose( $out );
		exit;
	}

	/**
	 * admin-post handler for the workbook: checks capability and nonce,
	 * writes the workbook to a temporary file, sends it and removes it.
	 */
	public function download_xlsx(): void {
		$filter = $this->checked_filter( self::ACTION_XLSX );

		wc_set_time_limit( 0 );
		$path = wp_tempnam( 'ritual-list.xlsx' );
		try {
			$this->write_xlsx( $filter, $path, get_temp_dir() );
		} catch ( \RuntimeException $error ) {
			if ( is_file( $path ) ) {
				wp_delete_file( $path );
			}
			wp_die( esc_html__( 'The Excel file could not be written. Please try again, or export CSV.', 'temple-offerings' ), '', array( 'response' => 500 ) );
		}
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: ' . XlsxWriter::CONTENT_TYPE );
		header( 'Content-Disposition: ' . self::attachment( __( 'Ritual list', 'temple-offerings' ), wp_date( self::STAMP ), 'xlsx' ) );
		header( 'Content-Length: ' . (string) filesize( $path ) );
		header( 'X-Content-Type-Options: nosniff' );
		readfile( $path );
		wp_delete_file( $path );
		exit;
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
	 * The header value naming an export. The CSV and the workbook are named
	 * alike, by the list's title and the site's clock (the dates staff see
	 * on the list, not UTC), to the minute so two exports of a day do not
	 * share a name: 法會名單-2026-11-25-1930.xlsx, ritual-list-2026-11-25-1930.xlsx
	 * for clients without filename*.
	 *
	 * @param string $title     The list's translated title.
	 * @param string $stamp     The site's date and time in STAMP's format.
	 * @param string $extension csv or xlsx.
	 */
	public static function attachment( string $title, string $stamp, string $extension ): string {
		return self::content_disposition( $title . '-' . $stamp . '.' . $extension, 'ritual-list-' . $stamp . '.' . $extension );
	}

	/**
	 * A Content-Disposition header value naming the file in any language:
	 * an ASCII filename for old clients and the real one as RFC 5987's
	 * filename* (UTF-8, percent-encoded), which browsers prefer. Characters
	 * no file system takes are replaced.
	 *
	 * @param string $name     The file's name (e.g. 法會名單-2026-11-22.xlsx).
	 * @param string $fallback ASCII name for clients without filename*.
	 */
	public static function content_disposition( string $name, string $fallback ): string {
		$name     = (string) preg_replace( '/[\x00-\x1F\x7F\/\\\\:*?"<>|]+/u', '-', $name );
		$fallback = (string) preg_replace( '/[^A-Za-z0-9._-]+/', '-', $fallback );
		return 'attachment; filename="' . $fallback . '"; filename*=UTF-8\'\'' . rawurlencode( $name );
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
