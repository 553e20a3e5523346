<?php
/**
 * What the 太歲 settings keep of what is posted or stored.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\TaiSui;

use PHPUnit\Framework\TestCase;
use TempleOfferings\TaiSui\TaiSuiSettings;

/**
 * Every value is one the page can use, whatever was stored.
 */
final class TaiSuiSettingsTest extends TestCase {

	public function test_the_boundary_is_one_of_two(): void {
		$this->assertSame( 'li_chun', TaiSuiSettings::sanitize_boundary( 'li_chun' ) );
		$this->assertSame( 'lunar_new_year', TaiSuiSettings::sanitize_boundary( 'lunar_new_year' ) );
		foreach ( array( '', 'LI_CHUN', 'li_chun ', null, array( 'li_chun' ), 1 ) as $bad ) {
			$this->assertSame( 'lunar_new_year', TaiSuiSettings::sanitize_boundary( $bad ) );
		}
	}

	public function test_the_relations_are_known_ones_in_order_and_the_default_only_when_none_was_stored(): void {
		$this->assertSame( array( 'zhi', 'chong' ), TaiSuiSettings::sanitize_relations( array( 'chong', 'zhi', 'chong' ) ) );
		$this->assertSame( array( 'po', 'zi_xing' ), TaiSuiSettings::sanitize_relations( array( 'zi_xing', '<b>', 'po', 3, array( 'zhi' ) ) ) );
		$this->assertSame( array(), TaiSuiSettings::sanitize_relations( array() ) );
		$this->assertSame( array( 'zhi', 'chong', 'hai', 'po', 'xing' ), TaiSuiSettings::sanitize_relations( false ) );
		$this->assertSame( array( 'zhi', 'chong', 'hai', 'po', 'xing' ), TaiSuiSettings::sanitize_relations( 'zhi' ) );
	}

	public function test_the_year_is_one_the_lunar_table_holds_or_none(): void {
		$this->assertSame( 2027, TaiSuiSettings::sanitize_year( '2027' ) );
		$this->assertSame( 2027, TaiSuiSettings::sanitize_year( ' 2027 ' ) );
		$this->assertSame( 2026, TaiSuiSettings::sanitize_year( 2026 ) );
		foreach ( array( '', '1799', '2101', '20x7', '2027.5', '+2027', null, array( 2027 ) ) as $bad ) {
			$this->assertNull( TaiSuiSettings::sanitize_year( $bad ) );
		}
	}

	public function test_the_product_is_a_positive_id_or_none(): void {
		$this->assertSame( 42, TaiSuiSettings::sanitize_product( '42' ) );
		$this->assertSame( 42, TaiSuiSettings::sanitize_product( 42 ) );
		foreach ( array( '', '0', '-3', '4x', '042', null, 4.2, array( 42 ) ) as $bad ) {
			$this->assertSame( 0, TaiSuiSettings::sanitize_product( $bad ) );
		}
	}
}
