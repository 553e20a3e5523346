<?php
/**
 * The season of an offering: the year its 太歲 is reckoned for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\SeasonYear;
use TempleOfferings\Domain\TaiSui;

/**
 * The offering's own year, else its categories' latest, else the site's,
 * else the lunar year of today; and in December a lamp of next year is
 * reckoned against next year.
 */
final class SeasonYearTest extends TestCase {

	public function test_a_year_is_one_the_lunar_table_holds(): void {
		$this->assertSame( 2027, SeasonYear::parse( '2027' ) );
		$this->assertSame( 2027, SeasonYear::parse( ' 2027 ' ) );
		$this->assertSame( 1800, SeasonYear::parse( 1800 ) );
		$this->assertSame( 2100, SeasonYear::parse( '2100' ) );
		foreach ( array( '', '1799', '2101', '20x7', '2027.5', '+2027', '0', false, null, array( 2027 ) ) as $bad ) {
			$this->assertNull( SeasonYear::parse( $bad ) );
		}
	}

	public function test_the_offerings_own_year_wins_then_its_categories_latest(): void {
		$this->assertSame( 2027, SeasonYear::own( '2027', array( '2026', '2028' ) ) );
		$this->assertSame( 2028, SeasonYear::own( '', array( '2026', '', '2028', 'x' ) ) );
		// A stored value that is no year is no season: the categories decide.
		$this->assertSame( 2026, SeasonYear::own( '20x7', array( '2026' ) ) );
		$this->assertNull( SeasonYear::own( '', array( '', false ) ) );
		$this->assertNull( SeasonYear::own( '', array() ) );
	}

	public function test_without_its_own_the_sites_year_then_the_lunar_year_of_today(): void {
		$this->assertSame( 2027, SeasonYear::of( 2027, '2025', '2026-12-15' ) );
		$this->assertSame( 2025, SeasonYear::of( null, '2025', '2026-12-15' ) );
		$this->assertSame( 2026, SeasonYear::of( null, '', '2026-12-15' ) );
		$this->assertSame( 2026, SeasonYear::of( null, 'junk', '2026-12-15' ) );
	}

	public function test_the_lunar_year_of_a_day_turns_at_the_lunar_new_year(): void {
		$this->assertSame( 2026, SeasonYear::lunar_year_of( '2026-12-15' ) );
		// 2027's lunar new year is 2027-02-06.
		$this->assertSame( 2026, SeasonYear::lunar_year_of( '2027-02-05' ) );
		$this->assertSame( 2027, SeasonYear::lunar_year_of( '2027-02-06' ) );
	}

	public function test_in_december_a_lamp_for_2027_reckons_2027_while_the_lunar_year_is_2026(): void {
		$today = '2026-12-15';
		$sheep = '1991-06-15-午';
		$lamp  = SeasonYear::of( SeasonYear::own( '2027', array() ), '', $today );
		$other = SeasonYear::of( SeasonYear::own( '', array() ), '', $today );
		$this->assertSame( array( 2027, 2026 ), array( $lamp, $other ) );
		$for_lamp = TaiSui::reckon( $sheep, $lamp, 'lunar_new_year', TaiSui::DEFAULT_COUNTED );
		$this->assertSame( '丁未', $for_lamp['yearName'] );
		$this->assertSame( array( 'zhi' ), $for_lamp['counted'] );
		$this->assertSame( array(), TaiSui::reckon( $sheep, $other, 'lunar_new_year', TaiSui::DEFAULT_COUNTED )['counted'] );
	}
}
