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

	/**
	 * Dates lunar-javascript converts so (the oracle src/domain/test/lunar-calendar.test.ts
	 * holds the browser's table to, for every day of 1900–2099).
	 *
	 * @return array<string, array{0: string, 1: array{year: int, month: string, day: string}|null}>
	 */
	public static function solar_dates(): array {
		return array(
			'1900 new year'                   => array( '1900-01-31', array( 'year' => 1900, 'month' => '01', 'day' => '01' ) ),
			'the day before it'               => array( '1900-01-30', array( 'year' => 1899, 'month' => '12', 'day' => '30' ) ),
			'before the table (lunar 1799)'   => array( '1800-01-01', null ),
			'1982 閏四月 29'                    => array( '1982-06-20', array( 'year' => 1982, 'month' => '潤04', 'day' => '29' ) ),
			'2025 閏六月 1'                     => array( '2025-07-25', array( 'year' => 2025, 'month' => '潤06', 'day' => '01' ) ),
			'2025 閏六月 29'                    => array( '2025-08-22', array( 'year' => 2025, 'month' => '潤06', 'day' => '29' ) ),
			'2025 七月 1'                       => array( '2025-08-23', array( 'year' => 2025, 'month' => '07', 'day' => '01' ) ),
			'January, still the year before'  => array( '2025-01-20', array( 'year' => 2024, 'month' => '12', 'day' => '21' ) ),
			'2025 new year'                   => array( '2025-01-29', array( 'year' => 2025, 'month' => '01', 'day' => '01' ) ),
			'December'                        => array( '2012-12-21', array( 'year' => 2012, 'month' => '11', 'day' => '09' ) ),
			'the last month of the table'     => array( '2101-01-28', array( 'year' => 2100, 'month' => '12', 'day' => '29' ) ),
			'no such day'                     => array( '2025-02-29', null ),
			'not a date'                      => array( '2025-6-15', null ),
		);
	}

	/**
	 * @dataProvider solar_dates
	 *
	 * @param string     $solar    Solar date.
	 * @param array|null $expected Lunar day.
	 */
	public function test_solar_to_lunar( string $solar, ?array $expected ): void {
		$this->assertSame( $expected, LunarCalendar::solar_to_lunar( $solar ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string|null}>
	 */
	public static function dates_after_lunar_2025_05_20(): array {
		return array(
			'today'                 => array( '2025', '05', '20', null ),
			'yesterday'             => array( '2025', '05', '19', null ),
			'tomorrow'              => array( '2025', '05', '21', 'day' ),
			'last year, any month'  => array( '2024', '12', '30', null ),
			'next year'             => array( '2026', '01', '01', 'year' ),
			'next year, 吉 month'    => array( '2026', '吉', '吉', 'year' ),
			'the leap sixth month'  => array( '2025', '潤06', '01', 'month' ),
			'the fourth month'      => array( '2025', '04', '29', null ),
			'吉 day, this month'     => array( '2025', '05', '吉', null ),
			'吉 day, next month'     => array( '2025', '06', '吉', 'month' ),
			'吉 month, this year'    => array( '2025', '吉', '吉', null ),
			'吉 year'                => array( '吉', '12', '30', null ),
			'blank month'           => array( '2025', '', '', null ),
		);
	}

	/**
	 * @dataProvider dates_after_lunar_2025_05_20
	 *
	 * @param string      $year     Year value.
	 * @param string      $month    Month value.
	 * @param string      $day      Day value.
	 * @param string|null $expected The part after today.
	 */
	public function test_part_after_today( string $year, string $month, string $day, ?string $expected ): void {
		$today = array(
			'year'  => 2025,
			'month' => '05',
			'day'   => '20',
		);
		$this->assertSame( $expected, LunarCalendar::part_after_today( $year, $month, $day, $today ) );
		$this->assertNull( LunarCalendar::part_after_today( $year, $month, $day, null ) );
	}

	public function test_today_in_a_leap_month_is_after_the_month_it_doubles(): void {
		$today = array(
			'year'  => 2025,
			'month' => '潤06',
			'day'   => '10',
		);
		$this->assertNull( LunarCalendar::part_after_today( '2025', '06', '30', $today ) );
		$this->assertNull( LunarCalendar::part_after_today( '2025', '潤06', '10', $today ) );
		$this->assertSame( 'day', LunarCalendar::part_after_today( '2025', '潤06', '11', $today ) );
		$this->assertSame( 'month', LunarCalendar::part_after_today( '2025', '07', '01', $today ) );
	}
}
