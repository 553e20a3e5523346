<?php
/**
 * A staff export sent as a file: CSV streamed, or an Excel workbook.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * The ritual list's and the receipts' exports send their files the same
 * way. A CSV goes straight to the response as its rows are written
 * (CsvWriter), so a long list never sits in memory; a workbook is written
 * into temporary files (XlsxWriter), then sent whole, since a zip cannot be
 * sent before it is finished. Both are named by the list's title and the
 * site's clock, to the minute, so two exports of a day do not share a name:
 * 法會名單-2026-11-25-1930.xlsx, with an ASCII name for clients without
 * RFC 5987's filename*.
 */
final class Download {

	/** The date and time in an export's name (wp_date's format: the site's time zone). */
	public const STAMP = 'Y-m-d-Hi';

	/**
	 * Sends a CSV file and ends the request.
	 *
	 * @param string   $title    The list's translated title (the file's name).
	 * @param string   $fallback ASCII name of the list (e.g. ritual-list).
	 * @param callable $write    fn( CsvWriter ): void, writes the rows (the BOM is written first).
	 */
	public static function csv( string $title, string $fallback, callable $write ): void {
		wc_set_time_limit( 0 );
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: ' . self::attachment( $title, $fallback, wp_date( self::STAMP ), 'csv' ) );
		header( 'X-Content-Type-Options: nosniff' );
		$out = fopen( 'php://output', 'wb' );
		$csv = new CsvWriter( $out );
		$csv->bom();
		$write( $csv );
		fclose( $out );
		exit;
	}

	/**
	 * Writes a workbook to a temporary file, sends it, removes it and ends
	 * the request; a workbook that cannot be written is a 500 that says to
	 * try again or export CSV.
	 *
	 * @param string   $title    The list's translated title (the file's and the sheet's name).
	 * @param string   $fallback ASCII name of the list.
	 * @param callable $write    fn( string $path, string $temp_dir ): void, writes the workbook to $path.
	 */
	public static function xlsx( string $title, string $fallback, callable $write ): void {
		wc_set_time_limit( 0 );
		$path = wp_tempnam( $fallback . '.xlsx' );
		try {
			$write( $path, get_temp_dir() );
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
		header( 'Content-Disposition: ' . self::attachment( $title, $fallback, wp_date( self::STAMP ), 'xlsx' ) );
		header( 'Content-Length: ' . (string) filesize( $path ) );
		header( 'X-Content-Type-Options: nosniff' );
		readfile( $path );
		wp_delete_file( $path );
		exit;
	}

	/**
	 * The header value naming an export: its title and the stamp.
	 *
	 * @param string $title     The list's translated title.
	 * @param string $fallback  ASCII name of the list.
	 * @param string $stamp     The site's date and time in STAMP's format.
	 * @param string $extension csv or xlsx.
	 */
	public static function attachment( string $title, string $fallback, string $stamp, string $extension ): string {
		return self::content_disposition( $title . '-' . $stamp . '.' . $extension, $fallback . '-' . $stamp . '.' . $extension );
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
}
