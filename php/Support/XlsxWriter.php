<?php
/**
 * A minimal Office Open XML workbook (.xlsx) that Excel opens with every
 * cell exactly as written.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Writes one worksheet of text cells, and of numbers where the caller hands
 * a number. No spreadsheet library is available
 * to the plugin (WordPress installs no Composer packages), and a workbook is
 * only a zip of a few XML parts, so this writes them itself with ZipArchive.
 * Pure PHP, no WordPress.
 *
 * - Every text cell (a PHP string) is an inline string (t="inlineStr"):
 *   Excel stores it as text and never turns 0912345678 into the number
 *   912345678, a long digit run into 9.12346E+11, or `=…` into a formula, so
 *   nothing needs neutralising.
 * - A PHP int or float (an amount, a count) is a number cell (`<v>`) in the
 *   General format, which a spreadsheet sums; a number is never a formula.
 * - Text is XML-escaped; characters XML 1.0 cannot hold (control
 *   characters, lone surrogates, invalid UTF-8) are removed, since one of
 *   them makes Excel refuse the whole file; Excel's own `_xHHHH_` escape is
 *   escaped in turn so such text reads as typed.
 * - Rows go to a temporary file as they come, so memory stays flat however
 *   long the list; the column widths, which the sheet states before its
 *   rows, are measured on the way (a Chinese character counts two) and the
 *   sheet is put together on disk when the workbook is finished.
 */
final class XlsxWriter {

	public const CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

	/** The most characters Excel holds in a cell. */
	public const MAX_CELL = 32767;

	/** The most rows a worksheet holds. */
	public const MAX_ROWS = 1048576;

	/** Column widths in characters: narrow codes stay readable, long notes wrap. */
	private const MIN_WIDTH = 6;
	private const MAX_WIDTH = 50;

	/** Style ids of styles.xml's cellXfs: text, bold heading, wrapped text, a number. */
	private const STYLE_TEXT    = 0;
	private const STYLE_HEADING = 1;
	private const STYLE_WRAP    = 2;
	private const STYLE_NUMBER  = 3;

	private const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
	private const REL_NS  = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

	/**
	 * The rows written so far (sheetData's content).
	 *
	 * @var resource
	 */
	private $rows;

	private string $rows_path;

	private int $count = 0;

	/**
	 * Widest text seen per column (0-based), in display cells.
	 *
	 * @var array<int, int>
	 */
	private array $widths = array();

	/**
	 * @param string      $sheet_name Worksheet tab name (cleaned to Excel's rules).
	 * @param string|null $temp_dir   Where the temporary files go; the
	 *                                system's temporary folder when null.
	 * @throws \RuntimeException When no temporary file can be made.
	 */
	public function __construct( private string $sheet_name, ?string $temp_dir = null ) {
		$this->rows_path = self::temp_file( $temp_dir ?? sys_get_temp_dir() );
		$rows            = fopen( $this->rows_path, 'wb' );
		if ( false === $rows ) {
			throw new \RuntimeException( 'Cannot open the temporary sheet file.' );
		}
		$this->rows = $rows;
	}

	/**
	 * Removes the temporary file if finish() was never reached.
	 */
	public function __destruct() {
		$this->close_rows();
		if ( is_file( $this->rows_path ) ) {
			unlink( $this->rows_path );
		}
	}

	/**
	 * Writes the heading row (bold, and frozen so it stays in view).
	 *
	 * @param array<int|string, string|int|float|bool|null> $cells Headings in column order.
	 */
	public function heading( array $cells ): void {
		$this->write_row( $cells, true );
	}

	/**
	 * Writes one row of text cells.
	 *
	 * @param array<int|string, string|int|float|bool|null> $cells Cells in column order.
	 * @throws \RuntimeException Past the rows a worksheet holds.
	 */
	public function row( array $cells ): void {
		$this->write_row( $cells, false );
	}

	/**
	 * Rows written, the heading included.
	 */
	public function count(): int {
		return $this->count;
	}

	/**
	 * Writes the workbook to a file and removes the temporary one.
	 *
	 * @param string $path Where the .xlsx goes (overwritten).
	 * @throws \RuntimeException When the zip cannot be written.
	 */
	public function finish( string $path ): void {
		$this->close_rows();
		$sheet_path = self::temp_file( dirname( $this->rows_path ) );
		try {
			$this->write_sheet( $sheet_path );
			$zip = new \ZipArchive();
			if ( true !== $zip->open( $path, \ZipArchive::CREATE | \ZipArchive::OVERWRITE ) ) {
				throw new \RuntimeException( 'Cannot create the workbook file.' );
			}
			foreach ( $this->parts() as $name => $xml ) {
				$zip->addFromString( $name, $xml );
			}
			// Read from disk when the zip is closed, never loaded whole.
			$zip->addFile( $sheet_path, 'xl/worksheets/sheet1.xml' );
			if ( ! $zip->close() ) {
				throw new \RuntimeException( 'Cannot write the workbook file.' );
			}
		} finally {
			if ( is_file( $sheet_path ) ) {
				unlink( $sheet_path );
			}
			if ( is_file( $this->rows_path ) ) {
				unlink( $this->rows_path );
			}
		}
	}

	/**
	 * Text as a cell can hold it: valid UTF-8, only characters XML 1.0
	 * allows, line breaks as \n, Excel's `_xHHHH_` escape kept literal, and
	 * no longer than Excel's cell limit. Not yet XML-escaped.
	 *
	 * @param string|int|float|bool|null $value Cell value.
	 */
	public static function clean( string|int|float|bool|null $value ): string {
		$text = is_bool( $value ) ? ( $value ? '1' : '0' ) : (string) $value;
		if ( ! mb_check_encoding( $text, 'UTF-8' ) ) {
			$text = mb_scrub( $text, 'UTF-8' );
		}
		$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
		$text = (string) preg_replace( '/[^\x{9}\x{A}\x{20}-\x{D7FF}\x{E000}-\x{FFFD}\x{10000}-\x{10FFFF}]/u', '', $text );
		$text = (string) preg_replace( '/_(x[0-9A-Fa-f]{4}_)/', '_x005F_$1', $text );
		return mb_strlen( $text ) > self::MAX_CELL ? mb_substr( $text, 0, self::MAX_CELL ) : $text;
	}

	/**
	 * A worksheet name Excel accepts: none of : \ / ? * [ ], no apostrophe at
	 * either end, 1–31 characters.
	 *
	 * @param string $name Wanted name.
	 */
	public static function sheet_name( string $name ): string {
		$name = trim( str_replace( array( ':', '\\', '/', '?', '*', '[', ']' ), ' ', self::clean( $name ) ), " '\n\t" );
		$name = mb_substr( $name, 0, 31 );
		return '' === $name ? 'Sheet1' : $name;
	}

	/**
	 * A column's letters: 0 → A, 25 → Z, 26 → AA.
	 *
	 * @param int $index 0-based column.
	 */
	public static function column_letters( int $index ): string {
		$letters = '';
		for ( $n = $index + 1; $n > 0; $n = intdiv( $n - 1, 26 ) ) {
			$letters = chr( 65 + ( $n - 1 ) % 26 ) . $letters;
		}
		return $letters;
	}

	/**
	 * The width a column needs for a text: its longest line, a wide (CJK)
	 * character counting two, within MIN_WIDTH–MAX_WIDTH.
	 *
	 * @param string $text Clean cell text.
	 */
	public static function display_width( string $text ): int {
		$widest = 0;
		foreach ( explode( "\n", $text ) as $line ) {
			$widest = max( $widest, mb_strwidth( $line, 'UTF-8' ) );
		}
		return $widest;
	}

	/**
	 * One row's XML, appended to the temporary file.
	 *
	 * @param array<int|string, string|int|float|bool|null> $cells   Cells.
	 * @param bool                                           $heading Whether it is the heading row.
	 * @throws \RuntimeException Past the rows a worksheet holds.
	 */
	private function write_row( array $cells, bool $heading ): void {
		if ( $this->count >= self::MAX_ROWS ) {
			throw new \RuntimeException( 'A worksheet holds at most 1,048,576 rows.' );
		}
		$number = ++$this->count;
		$xml    = '<row r="' . $number . '">';
		foreach ( array_values( $cells ) as $column => $value ) {
			$text = self::clean( $value );
			if ( '' === $text ) {
				continue;
			}
			$this->widths[ $column ] = max( $this->widths[ $column ] ?? 0, self::display_width( $text ) );
			if ( ! $heading && ( is_int( $value ) || ( is_float( $value ) && is_finite( $value ) ) ) ) {
				$xml .= '<c r="' . self::column_letters( $column ) . $number . '" s="' . self::STYLE_NUMBER . '"><v>' . $text . '</v></c>';
				continue;
			}
			$style                   = $heading ? self::STYLE_HEADING : ( str_contains( $text, "\n" ) ? self::STYLE_WRAP : self::STYLE_TEXT );
			$xml                    .= '<c r="' . self::column_letters( $column ) . $number . '"' . ( self::STYLE_TEXT === $style ? '' : ' s="' . $style . '"' )
				. ' t="inlineStr"><is><t xml:space="preserve">' . htmlspecialchars( $text, ENT_XML1 | ENT_QUOTES, 'UTF-8' ) . '</t></is></c>';
		}
		fwrite( $this->rows, $xml . '</row>' );
	}

	/**
	 * sheet1.xml on disk: the head (frozen heading row, column widths), the
	 * rows copied over in chunks, the tail.
	 *
	 * @param string $path Target file.
	 * @throws \RuntimeException When a file cannot be opened.
	 */
	private function write_sheet( string $path ): void {
		$sheet = fopen( $path, 'wb' );
		$rows  = fopen( $this->rows_path, 'rb' );
		if ( false === $sheet || false === $rows ) {
			throw new \RuntimeException( 'Cannot open the temporary sheet file.' );
		}
		$head = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' . "\n"
			. '<worksheet xmlns="' . self::MAIN_NS . '" xmlns:r="' . self::REL_NS . '">';
		if ( $this->count > 1 ) {
			$head .= '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
		}
		if ( array() !== $this->widths ) {
			$head .= '<cols>';
			for ( $column = 0, $last = max( array_keys( $this->widths ) ); $column <= $last; $column++ ) {
				$width = min( self::MAX_WIDTH, max( self::MIN_WIDTH, ( $this->widths[ $column ] ?? 0 ) + 2 ) );
				$head .= '<col min="' . ( $column + 1 ) . '" max="' . ( $column + 1 ) . '" width="' . $width . '" customWidth="1"/>';
			}
			$head .= '</cols>';
		}
		fwrite( $sheet, $head . '<sheetData>' );
		stream_copy_to_stream( $rows, $sheet );
		fwrite( $sheet, '</sheetData></worksheet>' );
		fclose( $rows );
		fclose( $sheet );
	}

	/**
	 * The workbook's other parts, name => XML.
	 *
	 * @return array<string, string>
	 */
	private function parts(): array {
		$declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' . "\n";
		$package     = 'http://schemas.openxmlformats.org/package/2006/';
		$office      = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships/';
		return array(
			'[Content_Types].xml'        => $declaration . '<Types xmlns="' . $package . 'content-types">'
				. '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>'
				. '<Default Extension="xml" ContentType="application/xml"/>'
				. '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>'
				. '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>'
				. '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>'
				. '</Types>',
			'_rels/.rels'                => $declaration . '<Relationships xmlns="' . $package . 'relationships">'
				. '<Relationship Id="rId1" Type="' . $office . 'officeDocument" Target="xl/workbook.xml"/>'
				. '</Relationships>',
			'xl/workbook.xml'            => $declaration . '<workbook xmlns="' . self::MAIN_NS . '" xmlns:r="' . self::REL_NS . '">'
				. '<sheets><sheet name="' . htmlspecialchars( self::sheet_name( $this->sheet_name ), ENT_XML1 | ENT_QUOTES, 'UTF-8' ) . '" sheetId="1" r:id="rId1"/></sheets>'
				. '</workbook>',
			'xl/_rels/workbook.xml.rels' => $declaration . '<Relationships xmlns="' . $package . 'relationships">'
				. '<Relationship Id="rId1" Type="' . $office . 'worksheet" Target="worksheets/sheet1.xml"/>'
				. '<Relationship Id="rId2" Type="' . $office . 'styles" Target="styles.xml"/>'
				. '</Relationships>',
			'xl/styles.xml'              => $declaration . self::styles(),
		);
	}

	/**
	 * styles.xml: the text number format (@, id 49) on every style, so a
	 * number staff later type into a cell stays as typed too; a bold
	 * heading; wrapped, top-aligned text for cells with several lines.
	 */
	private static function styles(): string {
		$font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
		return '<styleSheet xmlns="' . self::MAIN_NS . '">'
			. '<fonts count="2"><font>' . $font . '</font><font><b/>' . $font . '</font></fonts>'
			. '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>'
			. '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>'
			. '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>'
			. '<cellXfs count="4">'
			. '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
			. '<xf numFmtId="49" fontId="1" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyFont="1"/>'
			. '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>'
			. '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>'
			. '</cellXfs>'
			. '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>'
			. '</styleSheet>';
	}

	/**
	 * Closes the rows file once.
	 */
	private function close_rows(): void {
		if ( is_resource( $this->rows ) ) {
			fclose( $this->rows );
		}
	}

	/**
	 * A new empty temporary file.
	 *
	 * @param string $dir Folder.
	 * @throws \RuntimeException When none can be made.
	 */
	private static function temp_file( string $dir ): string {
		$path = tempnam( $dir, 'temple-xlsx-' );
		if ( false === $path ) {
			throw new \RuntimeException( 'Cannot create a temporary file.' );
		}
		return $path;
	}
}
