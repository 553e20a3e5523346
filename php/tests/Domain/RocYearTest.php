<?php
/**
 * Tests for RocYear: the year a receipt is dated and numbered in.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\RocYear;
use TempleOfferings\Tests\InZhTw;

/**
 * 民國 115 is 2026; the date reads as the temple's year style says, in the
 * site's language.
 */
final class RocYearTest extends TestCase {

	use InZhTw;

	public function test_of(): void {
		$this->assertSame( 115, RocYear::of( 2026 ) );
		$this->assertSame( 1, RocYear::of( 1912 ) );
		$this->assertSame( 189, RocYear::of( 2100 ) );
	}

	public function test_of_refuses_a_year_before_the_roc(): void {
		$this->expectException( \InvalidArgumentException::class );
		RocYear::of( 1911 );
	}

	public function test_year_in_style(): void {
		$this->assertSame( 115, RocYear::in_style( 2026, RocYear::ROC ) );
		$this->assertSame( 2026, RocYear::in_style( 2026, RocYear::WESTERN ) );
		// An unknown style is the default, 民國.
		$this->assertSame( 115, RocYear::in_style( 2026, 'lunar' ) );
	}

	public function test_style_is_sanitized(): void {
		$this->assertSame( RocYear::ROC, RocYear::style( 'roc' ) );
		$this->assertSame( RocYear::WESTERN, RocYear::style( 'western' ) );
		$this->assertSame( RocYear::ROC, RocYear::style( 'WESTERN' ) );
		$this->assertSame( RocYear::ROC, RocYear::style( null ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	public static function dates(): array {
		return array(
			'民國'           => array( '2026-03-05 14:22:10', RocYear::ROC, '中華民國 115 年 3 月 5 日' ),
			'西元'           => array( '2026-03-05 14:22:10', RocYear::WESTERN, '2026 年 3 月 5 日' ),
			'a date alone'   => array( '2026-12-31', RocYear::ROC, '中華民國 115 年 12 月 31 日' ),
			'not a date'     => array( 'yesterday', RocYear::ROC, '' ),
			'no such day'    => array( '2026-02-30', RocYear::ROC, '' ),
			'before the ROC' => array( '1911-05-01', RocYear::ROC, '' ),
		);
	}

	/**
	 * @dataProvider dates
	 *
	 * @param string $date     Stored date.
	 * @param string $style    Year style.
	 * @param string $expected As the receipt prints it.
	 */
	public function test_date_label( string $date, string $style, string $expected ): void {
		$this->assertSame( $expected, RocYear::date_label( $date, $style ) );
	}
}
