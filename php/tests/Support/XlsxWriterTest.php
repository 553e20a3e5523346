<?php
/**
 * Tests for XlsxWriter: a workbook whose parts are well-formed XML and whose
 * cells hold exactly the text written.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Support;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Support\XlsxWriter;

/**
 * The workbook, read back part by part.
 */
final class XlsxWriterTest extends TestCase {

	private const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

	private string $dir;

	protected function setUp(): void {
		$this->dir = sys_get_temp_dir() . '/temple-xlsx-test-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->dir );
	}

	protected function tearDown(): void {
		foreach ( (array) glob( $this->dir . '/*' ) as $file ) {
			unlink( (string) $file );
		}
		rmdir( $this->dir );
	}

	/**
	 * Writes a workbook of a heading and rows into the test folder.
	 *
	 * @param array<int, string>             $heading Headings.
	 * @param array<int, array<int, string>> $rows    Rows.
	 * @return string The .xlsx path.
	 */
	private function workbook( array $heading, array $rows, string $sheet = '法會名單' ): string {
		$writer = new XlsxWriter( $sheet, $this->dir );
		$writer->heading( $heading );
		foreach ( $rows as $row ) {
			$writer->row( $row );
		}
		$path = $this->dir . '/list.xlsx';
		$writer->finish( $path );
		return $path;
	}

	/**
	 * One part of a workbook, parsed; fails when it is not well-formed.
	 *
	 * @param string $path Workbook.
	 * @param string $name Part name.
	 */
	private static function part( string $path, string $name ): \DOMDocument {
		$zip = new \ZipArchive();
		self::assertTrue( $zip->open( $path ) );
		$xml = $zip->getFromName( $name );
		$zip->close();
		self::assertIsString( $xml, "$name is in the workbook" );
		$previous = libxml_use_internal_errors( true );
		$document = new \DOMDocument();
		$loaded   = $document->loadXML( $xml );
		$errors   = libxml_get_errors();
		libxml_clear_errors();
		libxml_use_internal_errors( $previous );
		self::assertTrue( $loaded, "$name is well-formed XML" );
		self::assertSame( array(), $errors, "$name parses without errors" );
		return $document;
	}

	/**
	 * The cells of the sheet: reference => [ type, text, style ].
	 *
	 * @param string $path Workbook.
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	private static function cells( string $path ): array {
		$sheet = self::part( $path, 'xl/worksheets/sheet1.xml' );
		$cells = array();
		foreach ( $sheet->getElementsByTagNameNS( self::MAIN_NS, 'c' ) as $cell ) {
			$cells[ $cell->getAttribute( 'r' ) ] = array( $cell->getAttribute( 't' ), $cell->textContent, $cell->getAttribute( 's' ) );
		}
		return $cells;
	}

	public function test_every_part_is_there_and_well_formed(): void {
		$path  = $this->workbook( array( '訂單編號', '信眾姓名' ), array( array( '42', '王小明' ) ) );
		$zip   = new \ZipArchive();
		$this->assertTrue( $zip->open( $path ) );
		$names = array();
		for ( $i = 0; $i < $zip->numFiles; $i++ ) {
			$names[] = $zip->getNameIndex( $i );
		}
		$zip->close();
		sort( $names );
		$this->assertSame( array( '[Content_Types].xml', '_rels/.rels', 'xl/_rels/workbook.xml.rels', 'xl/styles.xml', 'xl/workbook.xml', 'xl/worksheets/sheet1.xml' ), $names );
		foreach ( $names as $name ) {
			self::part( $path, $name );
		}
		$types = self::part( $path, '[Content_Types].xml' )->saveXML();
		$this->assertStringContainsString( 'PartName="/xl/worksheets/sheet1.xml"', (string) $types );
		$workbook = self::part( $path, 'xl/workbook.xml' );
		$this->assertSame( '法會名單', $workbook->getElementsByTagNameNS( self::MAIN_NS, 'sheet' )->item( 0 )?->getAttribute( 'name' ) );
	}

	public function test_cells_are_inline_strings_holding_exactly_the_text(): void {
		$path  = $this->workbook(
			array( '信眾姓名', '手機', '備註' ),
			array( array( '王小明', '0912345678', '=HYPERLINK("http://x","點我")' ), array( '陳美麗', '1234567890123456', '+886912345678' ) )
		);
		$cells = self::cells( $path );
		$this->assertSame( array( 'inlineStr', '信眾姓名', '1' ), $cells['A1'] );
		$this->assertSame( array( 'inlineStr', '0912345678', '' ), $cells['B2'] );
		$this->assertSame( array( 'inlineStr', '=HYPERLINK("http://x","點我")', '' ), $cells['C2'] );
		$this->assertSame( '1234567890123456', $cells['B3'][1] );
		$this->assertSame( '+886912345678', $cells['C3'][1] );
		foreach ( $cells as $cell ) {
			$this->assertSame( 'inlineStr', $cell[0] );
		}
		$sheet = self::part( $path, 'xl/worksheets/sheet1.xml' );
		$this->assertSame( 0, $sheet->getElementsByTagNameNS( self::MAIN_NS, 'f' )->length, 'no formula anywhere' );
		$this->assertSame( 0, $sheet->getElementsByTagNameNS( self::MAIN_NS, 'v' )->length, 'no number anywhere' );
	}

	public function test_numbers_are_number_cells_a_spreadsheet_sums_and_digits_as_text_stay_text(): void {
		$cells = self::cells( $this->workbook( array( '捐款', '合計', '手機' ), array( array( 1000, -100, '0912345678' ), array( 2.5, 0, '1000' ) ) ) );
		$this->assertSame( array( '', '1000', '3' ), $cells['A2'] );
		$this->assertSame( array( '', '-100', '3' ), $cells['B2'] );
		$this->assertSame( array( '', '2.5', '3' ), $cells['A3'] );
		$this->assertSame( array( '', '0', '3' ), $cells['B3'] );
		$this->assertSame( array( 'inlineStr', '1000', '' ), $cells['C3'] );
	}

	public function test_markup_is_escaped_and_reads_back_as_typed(): void {
		$text  = '<script>alert("x")</script> & \'王\' ]]> &amp;';
		$path  = $this->workbook( array( 'a' ), array( array( $text ) ) );
		$cells = self::cells( $path );
		$this->assertSame( $text, $cells['A2'][1] );
		$zip = new \ZipArchive();
		$zip->open( $path );
		$raw = (string) $zip->getFromName( 'xl/worksheets/sheet1.xml' );
		$zip->close();
		$this->assertStringContainsString( '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;王&apos; ]]&gt; &amp;amp;', $raw );
	}

	public function test_characters_xml_cannot_hold_are_removed(): void {
		$path  = $this->workbook(
			array( 'a', 'b', 'c' ),
			array( array( "王\x01\x0B\x1F小明\u{FFFE}", "bad \xC3\x28 utf8", "tab\tkept" ) )
		);
		$cells = self::cells( $path );
		$this->assertSame( '王小明', $cells['A2'][1] );
		$this->assertSame( 'bad ?( utf8', $cells['B2'][1] );
		$this->assertSame( "tab\tkept", $cells['C2'][1] );
	}

	public function test_excel_escape_sequences_stay_literal(): void {
		$this->assertSame( '_x005F_x0041_', XlsxWriter::clean( '_x0041_' ) );
		$this->assertSame( '_x4', XlsxWriter::clean( '_x4' ) );
	}

	public function test_lines_become_newlines_and_wrap(): void {
		$path  = $this->workbook( array( 'note' ), array( array( "全家平安\r\n事業順利\r身體健康" ) ) );
		$cells = self::cells( $path );
		$this->assertSame( array( 'inlineStr', "全家平安\n事業順利\n身體健康", '2' ), $cells['A2'] );
		$styles = self::part( $path, 'xl/styles.xml' );
		$xfs    = $styles->getElementsByTagNameNS( self::MAIN_NS, 'cellXfs' )->item( 0 );
		$this->assertSame( '4', $xfs?->getAttribute( 'count' ) );
		$this->assertSame( '1', $styles->getElementsByTagNameNS( self::MAIN_NS, 'alignment' )->item( 0 )?->getAttribute( 'wrapText' ) );
	}

	public function test_empty_cells_are_left_out_and_columns_keep_their_letters(): void {
		$cells = self::cells( $this->workbook( array( 'a', 'b', 'c' ), array( array( 'x', '', 'z' ) ) ) );
		$this->assertSame( array( 'A1', 'B1', 'C1', 'A2', 'C2' ), array_keys( $cells ) );
	}

	public function test_columns_are_wide_enough_for_chinese_and_capped(): void {
		$path  = $this->workbook(
			array( '序號', '信眾地址', 'note' ),
			array( array( '1', '臺北市中正區重慶南路一段122號', str_repeat( 'x', 300 ) ) )
		);
		$sheet  = self::part( $path, 'xl/worksheets/sheet1.xml' );
		$widths = array();
		foreach ( $sheet->getElementsByTagNameNS( self::MAIN_NS, 'col' ) as $col ) {
			$widths[ $col->getAttribute( 'min' ) ] = (float) $col->getAttribute( 'width' );
		}
		// 序號 is 4 cells wide (the minimum 6 wins); 13 Chinese characters and 3 digits are 29, plus 2.
		$this->assertSame( array( '1' => 6.0, '2' => 31.0, '3' => 50.0 ), $widths );
		$pane = $sheet->getElementsByTagNameNS( self::MAIN_NS, 'pane' )->item( 0 );
		$this->assertSame( 'frozen', $pane?->getAttribute( 'state' ) );
	}

	public function test_a_cell_is_cut_at_excels_limit(): void {
		$this->assertSame( XlsxWriter::MAX_CELL, mb_strlen( XlsxWriter::clean( str_repeat( '王', XlsxWriter::MAX_CELL + 10 ) ) ) );
	}

	public function test_sheet_names_follow_excels_rules(): void {
		$this->assertSame( '法會名單', XlsxWriter::sheet_name( '法會名單' ) );
		$this->assertSame( 'a b c', XlsxWriter::sheet_name( "'a[b]c'" ) );
		$this->assertSame( 'Sheet1', XlsxWriter::sheet_name( '///' ) );
		$this->assertSame( 31, mb_strlen( XlsxWriter::sheet_name( str_repeat( '燈', 40 ) ) ) );
	}

	public function test_column_letters(): void {
		$this->assertSame( array( 'A', 'Z', 'AA', 'AZ', 'ZZ', 'AAA' ), array_map( array( XlsxWriter::class, 'column_letters' ), array( 0, 25, 26, 51, 701, 702 ) ) );
	}

	public function test_no_temporary_file_is_left_behind(): void {
		$this->workbook( array( 'a' ), array( array( 'b' ) ) );
		$this->assertSame( array( $this->dir . '/list.xlsx' ), glob( $this->dir . '/*' ) );
		$abandoned = new XlsxWriter( 'x', $this->dir );
		$abandoned->row( array( 'never finished' ) );
		unset( $abandoned );
		$this->assertSame( array( $this->dir . '/list.xlsx' ), glob( $this->dir . '/*' ) );
	}

	public function test_a_maintained_spreadsheet_library_reads_the_same_text(): void {
		$python = is_executable( '/usr/bin/python3' ) ? '/usr/bin/python3' : 'python3';
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the test asks Python's openpyxl, a maintained reader, whether it is installed.
		exec( escapeshellarg( $python ) . ' -c "import openpyxl" 2>&1', $output, $status );
		if ( 0 !== $status ) {
			$this->markTestSkipped( 'openpyxl (Debian python3-openpyxl, listed in .ci/debian-packages) is not installed.' );
		}
		$rows = array( array( '王小明', '0912345678', "全家平安\n事業順利", '=1+1', '<&>' ) );
		$path = $this->workbook( array( '信眾姓名', '手機', '備註', 'f', 'x' ), $rows );
		// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the test reads the workbook back with Python's openpyxl.
		$read = shell_exec(
			escapeshellarg( $python ) . ' -c ' . escapeshellarg( 'import json,sys,openpyxl; ws=openpyxl.load_workbook(sys.argv[1]).active; print(json.dumps([ws.title,[[c.value for c in r] for r in ws.iter_rows()],[[c.data_type for c in r] for r in ws.iter_rows(min_row=2)]]))' ) . ' ' . escapeshellarg( $path )
		);
		$this->assertSame(
			array( '法會名單', array( array( '信眾姓名', '手機', '備註', 'f', 'x' ), $rows[0] ), array( array( 's', 's', 's', 's', 's' ) ) ),
			json_decode( (string) $read, true )
		);
	}
}
