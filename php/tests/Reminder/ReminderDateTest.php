<?php
/**
 * Tests for ReminderDate: the anniversary less the days setting.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Reminder;

use DateTimeImmutable;
use DateTimeZone;
use PHPUnit\Framework\TestCase;
use TempleOfferings\Reminder\ReminderDate;

/**
 * Dates in Taipei, as a shop in Taiwan keeps them.
 */
final class ReminderDateTest extends TestCase {

	private static function taipei( string $when ): DateTimeImmutable {
		return new DateTimeImmutable( $when, new DateTimeZone( 'Asia/Taipei' ) );
	}

	public function test_the_anniversary_is_the_same_day_and_time_a_year_later(): void {
		$this->assertSame( '2027-03-15 10:20:30', ReminderDate::anniversary( self::taipei( '2026-03-15 10:20:30' ) )->format( 'Y-m-d H:i:s' ) );
	}

	public function test_29_february_has_its_anniversary_on_28_february(): void {
		$this->assertSame( '2025-02-28 09:00:00', ReminderDate::anniversary( self::taipei( '2024-02-29 09:00:00' ) )->format( 'Y-m-d H:i:s' ) );
		// Into a leap year, 28 February stays 28 February.
		$this->assertSame( '2028-02-28', ReminderDate::anniversary( self::taipei( '2027-02-28 09:00:00' ) )->format( 'Y-m-d' ) );
	}

	public function test_the_reminder_is_due_the_days_setting_before_the_anniversary(): void {
		$now = self::taipei( '2026-03-15 10:20:30' );
		$this->assertSame( '2027-02-13 10:20:30', ReminderDate::due( $now, 30, $now )->format( 'Y-m-d H:i:s' ) );
		$this->assertSame( '2027-03-15 10:20:30', ReminderDate::due( $now, 0, $now )->format( 'Y-m-d H:i:s' ) );
		// 29 February 2024: the anniversary is 28 February 2025, 30 days before is 29 January.
		$leap = self::taipei( '2024-02-29 12:00:00' );
		$this->assertSame( '2025-01-29 12:00:00', ReminderDate::due( $leap, 30, $leap )->format( 'Y-m-d H:i:s' ) );
	}

	public function test_a_negative_days_value_counts_as_the_anniversary_itself(): void {
		$now = self::taipei( '2026-01-01 08:00:00' );
		$this->assertSame( '2027-01-01 08:00:00', ReminderDate::due( $now, -5, $now )->format( 'Y-m-d H:i:s' ) );
	}

	public function test_a_due_date_already_past_becomes_soon(): void {
		// Paid long ago (marked paid only now): the reminder goes out SOON seconds from now.
		$now = self::taipei( '2026-06-01 12:00:00' );
		$due = ReminderDate::due( self::taipei( '2025-03-01 12:00:00' ), 30, $now );
		$this->assertSame( ReminderDate::SOON, $due->getTimestamp() - $now->getTimestamp() );
		// A days setting longer than the time to the anniversary, too.
		$due = ReminderDate::due( self::taipei( '2025-06-20 12:00:00' ), 30, $now );
		$this->assertSame( '2026-06-01 12:05:00', $due->format( 'Y-m-d H:i:s' ) );
		// Exactly now is not in the future either.
		$due = ReminderDate::due( self::taipei( '2025-07-01 12:00:00' ), 30, $now );
		$this->assertSame( $now->getTimestamp() + ReminderDate::SOON, $due->getTimestamp() );
	}

	public function test_the_time_zone_of_the_payment_decides_the_calendar_day(): void {
		// 23:30 in Taipei is 15:30 UTC the same day: the anniversary keeps Taipei's date.
		$paid = self::taipei( '2026-04-30 23:30:00' );
		$due  = ReminderDate::due( $paid, 0, $paid );
		$this->assertSame( '2027-04-30 23:30:00 +08:00', $due->format( 'Y-m-d H:i:s P' ) );
	}
}
