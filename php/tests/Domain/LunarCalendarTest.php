<?php
/**
 * Tests for LunarCalendar.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\LunarCalendar;

/**
 * The server's view of which lunar months and days exist: the same table and
 * the same cases as src/domain/test/roc.test.ts.
 */
final class LunarCalendarTest extends TestCase {

	/**
	 * @return array<string, array{0: int, 1: string}>
	 */
	public static function leap_years(): array {
		return array(
			'2020 閏四月'   => array( 2020, '04' ),
			'2023 閏二月'   => array( 2023, '02' ),
			'2024 none'  => array( 2024, '' ),
			'2025 閏六月'   => array( 2025, '06' ),
			'2033 閏十一月' => array( 2033, '11' ),
		);
	}

	/**
	 * @dataProvider leap_years
	 *
	 * @param int    $year Lunar year.
	 * @param string $leap Month doubled, or '' for none.
	 */
	public function test_a_year_has_its_twelve_months_and_only_its_leap_month_in_its_place( int $year, string $leap ): void {
		$expected = array();
		for ( $month = 1; $month <= 12; $month++ ) {
			$expected[] = sprintf( '%02d', $month );
			if ( sprintf( '%02d', $month ) === $leap ) {
				$expected[] = '潤' . $leap;
			}
		}
		// PHP keeps '10'…'12' as integer keys; lookups by the string value still work.
		$this->assertSame( $expected, array_map( 'strval', array_keys( (array) LunarCalendar::months( $year ) ) ) );
	}

	public function test_month_lengths(): void {
		$this->assertSame( 29, LunarCalendar::months( 2024 )['01'] );
		$this->assertSame( 30, LunarCalendar::months( 2024 )['02'] );
		$this->assertSame( 29, LunarCalendar::months( 2023 )['潤02'] );
		$this->assertNull( LunarCalendar::months( 1799 ) );
		$this->assertNull( LunarCalendar::months( 2101 ) );
	}

	/**
	 * @return array<int, array{0: string, 1: string, 2: string, 3: string|null}>
	 */
	public static function dates(): array {
		return array(
			array( '2024', '潤04', '01', 'month' ),
			array( '2023', '潤04', '01', 'month' ),
			array( '2023', '潤02', '30', 'day' ),
			array( '2024', '01', '30', 'day' ),
			array( '吉', '潤12', '01', 'month' ),
			array( '2023', '潤02', '29', null ),
			array( '2024', '02', '30', null ),
			array( '吉', '潤04', '30', null ),
			array( '2024', '吉', '30', null ),
			array( '2024', '潤04', '吉', 'month' ),
			array( '2024', '01', '吉', null ),
		);
	}

	/**
	 * @dataProvider dates
	 *
	 * @param string      $year     Year value.
	 * @param string      $month    Month value.
	 * @param string      $day      Day value.
	 * @param string|null $expected The impossible part.
	 */
	public function test_impossible_part( string $year, string $month, string $day, ?string $expected ): void {
		$this->assertSame( $expected, LunarCalendar::impossible_part( $year, $month, $day ) );
	}

	public function test_leap_months_of_any_year_are_02_to_11(): void {
		$this->assertSame( array( '潤02', '潤03', '潤04', '潤05', '潤06', '潤07', '潤08', '潤09', '潤10', '潤11' ), LunarCalendar::leap_months_of_any_year() );
	}

	public function test_leap_month_of_a_year(): void {
		$this->assertSame( '潤02', LunarCalendar::leap_month( 2023 ) );
		$this->assertSame( '潤06', LunarCalendar::leap_month( 2025 ) );
		$this->assertSame( '潤04', LunarCalendar::leap_month( 1982 ) );
		$this->assertNull( LunarCalendar::leap_month( 2024 ) );
		$this->assertNull( LunarCalendar::leap_month( 1000 ) );
	}
}
