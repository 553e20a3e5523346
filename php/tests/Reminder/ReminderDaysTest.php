<?php
/**
 * Tests for ReminderDays::clamp().
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Reminder;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Reminder\ReminderDays;

/**
 * The days setting as staff type it or the option holds it.
 */
final class ReminderDaysTest extends TestCase {

	public function test_whole_numbers_in_range_are_kept(): void {
		$this->assertSame( 30, ReminderDays::clamp( '30' ) );
		$this->assertSame( 0, ReminderDays::clamp( '0' ) );
		$this->assertSame( 14, ReminderDays::clamp( ' 14 ' ) );
		$this->assertSame( 45, ReminderDays::clamp( 45 ) );
	}

	public function test_out_of_range_is_clamped(): void {
		$this->assertSame( ReminderDays::MIN, ReminderDays::clamp( '-3' ) );
		$this->assertSame( ReminderDays::MAX, ReminderDays::clamp( '400' ) );
	}

	public function test_anything_else_is_the_default(): void {
		foreach ( array( null, '', 'abc', '1.5', '3e2', array( 5 ), 2.0 ) as $value ) {
			$this->assertSame( ReminderDays::DEFAULT, ReminderDays::clamp( $value ) );
		}
	}
}
