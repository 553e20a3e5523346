<?php
/**
 * CSV that Excel opens correctly with Chinese text, and that cannot smuggle
 * a formula into the staff's spreadsheet.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Writes RFC 4180 rows to a stream as it goes (nothing is kept in memory).
 * Pure PHP: the stream is php://output in a download, php://memory in tests.
 *
 * - UTF-8 with a byte-order mark, without which Excel reads UTF-8 as the
 *   local ANSI code page and Chinese turns into mojibake.
 * - CRLF between records; a cell is quoted when it holds a quote, comma or
 *   line break, and quotes inside are doubled, so a note keeps its lines.
 * - A text cell starting with = + - @ tab or carriage return gets a leading
 *   apostrophe: spreadsheets would otherwise run it as a formula (CSV
 *   injection, e.g. a believer named `=HYPERLINK(…)`). A PHP int or float
 *   (an amount) is written as the number it is, -100 too: a number is never
 *   a formula, and an apostrophe would make it text a spreadsheet does not
 *   sum.
 * - A run of digits Excel would turn into a number and change (a phone
 *   number's leading 0 dropped, `+886…` read as a sum, a long number shown
 *   as 9.12346E+11 and cut to 15 digits) is written as `="0912345678"`: the
 *   one CSV form Excel keeps as the text it holds. Only digits and a
 *   leading + ever go inside it, so it runs nothing else. Other programs
 *   may show it as written; the .xlsx export (XlsxWriter) needs no trick.
 */
final class CsvWriter {

	public const BOM = "\xEF\xBB\xBF";

	private const FORMULA_STARTS = array( '=', '+', '-', '@', "\t", "\r" );

	/** Excel's General format shows 12 digits or more in scientific notation. */
	private const LONGEST_PLAIN_NUMBER = 11;

	/**
	 * @param resource $stream Writable stream.
	 */
	public function __construct( private $stream ) {}

	/**
	 * Writes the byte-order mark; call once, before the first row.
	 */
	public function bom(): void {
		fwrite( $this->stream, self::BOM );
	}

	/**
	 * Writes one record.
	 *
	 * @param array<int|string, string|int|float|bool|null> $cells Cells in column order.
	 */
	public function row( array $cells ): void {
		fwrite( $this->stream, self::record( $cells ) );
	}

	/**
	 * One record as text, with its CRLF.
	 *
	 * @param array<int|string, string|int|float|bool|null> $cells Cells in column order.
	 */
	public static function record( array $cells ): string {
		return implode( ',', array_map( array( self::class, 'cell' ), array_values( $cells ) ) ) . "\r\n";
	}

	/**
	 * One cell: neutralised, then quoted when it needs to be.
	 *
	 * @param string|int|float|bool|null $value Cell value.
	 */
	public static function cell( string|int|float|bool|null $value ): string {
		$text = self::text( $value );
		if ( is_int( $value ) || ( is_float( $value ) && is_finite( $value ) ) ) {
			return $text;
		}
		if ( self::excel_changes_digits( $text ) ) {
			return '"=""' . $text . '"""';
		}
		$text = self::neutralize( $text );
		if ( '' === $text || strpbrk( $text, "\",\r\n" ) === false ) {
			return $text;
		}
		return '"' . str_replace( '"', '""', $text ) . '"';
	}

	/**
	 * Text a spreadsheet shows as written: a leading apostrophe before a
	 * formula-starting character (Excel hides the apostrophe).
	 *
	 * @param string $text Cell text.
	 */
	public static function neutralize( string $text ): string {
		if ( '' !== $text && in_array( $text[0], self::FORMULA_STARTS, true ) ) {
			return "'" . $text;
		}
		return $text;
	}

	/**
	 * Whether Excel, opening the CSV, would store these digits as a number
	 * that reads differently: a leading 0 or + (phone numbers), or more
	 * digits than its General format shows in full.
	 *
	 * @param string $text Cell text.
	 */
	public static function excel_changes_digits( string $text ): bool {
		if ( 1 !== preg_match( '/^\+?[0-9]{2,}$/', $text ) ) {
			return false;
		}
		return '0' === $text[0] || '+' === $text[0] || strlen( $text ) > self::LONGEST_PLAIN_NUMBER;
	}

	/**
	 * A scalar as text; booleans as 1/0 would be ambiguous, so callers pass
	 * translated words instead, and null is empty.
	 *
	 * @param string|int|float|bool|null $value Cell value.
	 */
	private static function text( string|int|float|bool|null $value ): string {
		if ( is_bool( $value ) ) {
			return $value ? '1' : '0';
		}
		return (string) $value;
	}
}
