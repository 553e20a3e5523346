<?php
/**
 * Tests for ReceiptNumber: a receipt's number and the counter it comes from.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\ReceiptNumber;
use TempleOfferings\Domain\RocYear;

/**
 * One sequence per ROC year (`receipt:115`), whatever style the year is
 * written in; the number is the year, a dash and six digits.
 */
final class ReceiptNumberTest extends TestCase {

	public function test_sequence_is_the_roc_year(): void {
		$this->assertSame( 'receipt:115', ReceiptNumber::sequence( 2026 ) );
		$this->assertSame( 'receipt:116', ReceiptNumber::sequence( 2027 ) );
	}

	public function test_a_series_has_its_own_sequence(): void {
		$this->assertSame( 'receipt:C115', ReceiptNumber::sequence( 2026, 'C' ) );
		$this->assertSame( 'receipt:C115', ReceiptNumber::sequence( 2026, ' c-! ' ) );
	}

	/**
	 * @return array<string, array{0: int, 1: int, 2: string, 3: string, 4: string}>
	 */
	public static function numbers(): array {
		return array(
			'民國'              => array( 2026, 123, RocYear::ROC, '', '115-000123' ),
			'the first'         => array( 2026, 1, RocYear::ROC, '', '115-000001' ),
			'西元'              => array( 2026, 123, RocYear::WESTERN, '', '2026-000123' ),
			'a series'          => array( 2026, 7, RocYear::ROC, 'C', 'C115-000007' ),
			'past six digits'   => array( 2026, 1234567, RocYear::ROC, '', '115-1234567' ),
		);
	}

	/**
	 * @dataProvider numbers
	 *
	 * @param int    $year     Gregorian year of issue.
	 * @param int    $serial   Number from the counter.
	 * @param string $style    Year style.
	 * @param string $series   Series prefix.
	 * @param string $expected The receipt's number.
	 */
	public function test_format( int $year, int $serial, string $style, string $series, string $expected ): void {
		$this->assertSame( $expected, ReceiptNumber::format( $year, $serial, $style, $series ) );
	}

	public function test_clean_series(): void {
		$this->assertSame( '', ReceiptNumber::clean_series( '' ) );
		$this->assertSame( 'AB12', ReceiptNumber::clean_series( 'ab-12xyz' ) );
		$this->assertSame( '', ReceiptNumber::clean_series( '臨櫃' ) );
	}

	public function test_format_refuses_a_serial_below_one(): void {
		$this->expectException( \InvalidArgumentException::class );
		ReceiptNumber::format( 2026, 0, RocYear::ROC );
	}
}
