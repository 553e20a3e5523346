<?php
/**
 * Tests for CsvWriter: what Excel needs, and what it must never run.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Support;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Support\CsvWriter;

/**
 * CSV output, byte for byte.
 */
final class CsvWriterTest extends TestCase {

	/**
	 * Everything written to a memory stream by $write.
	 *
	 * @param callable(CsvWriter): void $write Writes through the writer.
	 */
	private static function written( callable $write ): string {
		$stream = fopen( 'php://memory', 'w+b' );
		$write( new CsvWriter( $stream ) );
		rewind( $stream );
		$text = (string) stream_get_contents( $stream );
		fclose( $stream );
		return $text;
	}

	public function test_starts_with_a_utf8_bom_and_ends_records_with_crlf(): void {
		$csv = self::written(
			static function ( CsvWriter $csv ): void {
				$csv->bom();
				$csv->row( array( 'Order', '信眾姓名' ) );
				$csv->row( array( '42', '王小明' ) );
			}
		);
		$this->assertSame( "\xEF\xBB\xBFOrder,信眾姓名\r\n42,王小明\r\n", $csv );
	}

	/**
	 * @return array<string, array{0: string|int|float|bool|null, 1: string}>
	 */
	public static function cells(): array {
		return array(
			'plain Chinese'                    => array( '臺北市中正區重慶南路一段122號', '臺北市中正區重慶南路一段122號' ),
			'full-width comma needs no quotes' => array( '平安，順利', '平安，順利' ),
			'comma'                            => array( '王, 小明', '"王, 小明"' ),
			'quotes doubled'                   => array( '他說"平安"', '"他說""平安"""' ),
			'newline in a note'                => array( "平安\n順利", "\"平安\n順利\"" ),
			'CRLF in a note'                   => array( "平安\r\n順利", "\"平安\r\n順利\"" ),
			'formula ='                        => array( '=cmd|\' /C calc\'!A0', '\'=cmd|\' /C calc\'!A0' ),
			'formula + '                       => array( '+1+1', "'+1+1" ),
			'formula -'                        => array( '-2+3', "'-2+3" ),
			'formula @'                        => array( '@SUM(A1)', "'@SUM(A1)" ),
			'leading tab'                      => array( "\t=1", "'\t=1" ),
			'leading carriage return'          => array( "\r=1", "\"'\r=1\"" ),
			'formula with a comma is quoted'   => array( '=HYPERLINK("http://x","點我")', '"\'=HYPERLINK(""http://x"",""點我"")"' ),
			'= later in the text is harmless'  => array( '王=小明', '王=小明' ),
			'empty'                            => array( '', '' ),
			'null'                             => array( null, '' ),
			'integer'                          => array( 42, '42' ),
			'a negative number stays a number' => array( -5, '-5' ),
			'a negative amount as text is not' => array( '-5', "'-5" ),
			'a float stays a number'           => array( -1.5, '-1.5' ),
			'true'                             => array( true, '1' ),
			'mobile keeps its leading 0'       => array( '0912345678', '"=""0912345678"""' ),
			'landline keeps its leading 0'     => array( '0223456789', '"=""0223456789"""' ),
			'international number stays text'  => array( '+886912345678', '"=""+886912345678"""' ),
			'16 digits keep every digit'       => array( '1234567890123456', '"=""1234567890123456"""' ),
			'12 digits are not shown as 1E+11' => array( '123456789012', '"=""123456789012"""' ),
			'an order number stays a number'   => array( '4213', '4213' ),
			'11 digits without a 0 stay'       => array( '12345678901', '12345678901' ),
			'a lone 0 stays'                   => array( '0', '0' ),
			'a phone with dashes stays as is'  => array( '02-2345-6789', '02-2345-6789' ),
			'digits then more are not wrapped' => array( '0912"+A1', '"0912""+A1"' ),
			'+ with a space is neutralised'    => array( '+0912 345', "'+0912 345" ),
		);
	}

	/**
	 * @dataProvider cells
	 * @param string|int|float|bool|null $value    Cell value.
	 * @param string                     $expected Cell as written.
	 */
	public function test_cell( string|int|float|bool|null $value, string $expected ): void {
		$this->assertSame( $expected, CsvWriter::cell( $value ) );
	}

	public function test_a_record_with_a_multiline_cell_parses_back_to_the_same_cells(): void {
		$cells  = array( '42', '=1+2', "平安\n順利", '他說"好"', '王, 小明', '' );
		$record = CsvWriter::record( $cells );
		$parsed = str_getcsv( rtrim( $record, "\r\n" ), ',', '"', '' );
		$this->assertSame( array( '42', "'=1+2", "平安\n順利", '他說"好"', '王, 小明', '' ), $parsed );
	}

	public function test_a_kept_phone_parses_back_to_the_formula_excel_reads_as_text(): void {
		$parsed = str_getcsv( rtrim( CsvWriter::record( array( '王小明', '0912345678' ) ), "\r\n" ), ',', '"', '' );
		$this->assertSame( array( '王小明', '="0912345678"' ), $parsed );
	}

	public function test_keys_of_the_cells_are_ignored(): void {
		$this->assertSame( "a,b\r\n", CsvWriter::record( array( 'x' => 'a', 'y' => 'b' ) ) );
	}
}
