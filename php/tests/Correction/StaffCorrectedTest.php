<?php
/**
 * Tests for StaffCorrected's stored marks.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Correction;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Correction\StaffCorrected;

/**
 * The marks are believers' indexes, once each, sorted; a damaged stored
 * value never marks a believer staff did not correct.
 */
final class StaffCorrectedTest extends TestCase {

	public function test_reads_only_indexes(): void {
		$this->assertSame( array(), StaffCorrected::marked( '' ) );
		$this->assertSame( array(), StaffCorrected::marked( null ) );
		$this->assertSame( array(), StaffCorrected::marked( 'a:1:{i:0;i:0;}' ) );
		$this->assertSame( array( 0, 2 ), StaffCorrected::marked( array( 2, '0', 2, -1, '1x', 1.5, array( 1 ), true ) ) );
	}

	public function test_marks_and_reopens_one_believer_at_a_time(): void {
		$stored = StaffCorrected::with( '', 1 );
		$this->assertSame( array( 1 ), $stored );
		$stored = StaffCorrected::with( $stored, 0 );
		$this->assertSame( array( 0, 1 ), $stored );
		$this->assertSame( array( 0, 1 ), StaffCorrected::with( $stored, 1 ) );
		$this->assertSame( array( 0 ), StaffCorrected::without( $stored, 1 ) );
		$this->assertSame( array( 0, 1 ), StaffCorrected::without( $stored, 5 ) );
		$this->assertSame( array(), StaffCorrected::without( array( 0 ), 0 ) );
	}
}
