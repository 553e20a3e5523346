<?php
/**
 * Tests for HourCounter's window: a hit counts for sixty minutes, then no more.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Security;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Security\HourCounter;

/**
 * The hour slides a minute at a time.
 */
final class HourCounterTest extends TestCase {

	private const KEY = 'salt';

	public function test_the_hour_is_this_minute_and_the_fifty_nine_before(): void {
		$minutes = HourCounter::minutes( 6000 + 59 );
		$this->assertCount( 60, $minutes );
		$this->assertSame( 100, $minutes[0] );
		$this->assertSame( 41, $minutes[59] );
	}

	public function test_a_hit_counts_until_sixty_minutes_after_its_minute(): void {
		$made = 1_800_000_000;
		$rows = array( HourCounter::option_name( intdiv( $made, 60 ), 'email:a@example.com', self::KEY ) => '1' );
		$this->assertSame( 1, HourCounter::sum( $rows, 'email:a@example.com', $made, self::KEY ) );
		$this->assertSame( 1, HourCounter::sum( $rows, 'email:a@example.com', $made + 59 * 60, self::KEY ) );
		$this->assertSame( 0, HourCounter::sum( $rows, 'email:a@example.com', $made - ( $made % 60 ) + 60 * 60, self::KEY ) );
		// A clock that went back counts nothing of the future.
		$this->assertSame( 0, HourCounter::sum( $rows, 'email:a@example.com', $made - 60, self::KEY ) );
	}

	public function test_hits_of_the_hour_add_up_and_other_names_do_not(): void {
		$now  = 1_800_000_000;
		$rows = array(
			HourCounter::option_name( intdiv( $now, 60 ), 'email:a@example.com', self::KEY )      => '2',
			HourCounter::option_name( intdiv( $now, 60 ) - 30, 'email:a@example.com', self::KEY ) => '1',
			HourCounter::option_name( intdiv( $now, 60 ) - 60, 'email:a@example.com', self::KEY ) => '5',
			HourCounter::option_name( intdiv( $now, 60 ), 'email:b@example.com', self::KEY )      => '7',
		);
		$this->assertSame( 3, HourCounter::sum( $rows, 'email:a@example.com', $now, self::KEY ) );
	}

	public function test_rows_never_show_the_name_and_sort_by_minute(): void {
		$name = HourCounter::option_name( 30_000_000, 'email:a@example.com', self::KEY );
		$this->assertStringNotContainsString( 'example', $name );
		$this->assertStringStartsWith( 'temple_offerings_hc_030000000_', $name );
		$this->assertLessThan( 0, strcmp( HourCounter::option_name( 9_999_999, 'x', self::KEY ), HourCounter::option_name( 10_000_000, 'x', self::KEY ) ) );
		$this->assertLessThanOrEqual( 191, strlen( $name ) );
	}
}
