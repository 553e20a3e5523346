<?php
/**
 * Tests for CorrectionFields' year list: it ends at this lunar year, as the
 * offering page's does, so no year it offers is refused as after today.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Correction;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Correction\CorrectionFields;

final class CorrectionFieldsTest extends TestCase {

	public function test_before_the_spring_festival_the_list_ends_at_last_lunar_year(): void {
		// 春節 2027 is 6 February: on 15 January it is still the lunar year 2026.
		$years = CorrectionFields::years( '2027-01-15' );
		$this->assertSame( '2026', $years[0] );
		$this->assertNotContains( '2027', $years );
	}

	public function test_from_the_spring_festival_the_list_ends_at_this_year(): void {
		$this->assertSame( '2027', CorrectionFields::years( '2027-02-06' )[0] );
		$this->assertSame( '2026', CorrectionFields::years( '2027-02-05' )[0] );
	}

	public function test_the_list_goes_back_150_years_each_once(): void {
		$years = CorrectionFields::years( '2026-11-26' );
		$this->assertCount( 151, $years );
		$this->assertSame( '1876', end( $years ) );
		$this->assertSame( $years, array_values( array_unique( $years ) ) );
	}
}
