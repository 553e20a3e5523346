<?php
/**
 * Tests for NumberRange: the counter's reservation arithmetic.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Support;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Support\NumberRange;

/**
 * The counter row holds the last number given; reserving moves it on by
 * the count in one statement, whose arguments and arithmetic are checked
 * here by playing the statement's two branches in PHP.
 */
final class NumberRangeTest extends TestCase {

	/**
	 * What the statement leaves in the row (and reports), as MariaDB computes it.
	 *
	 * @param int|null $row   The row's last number; null when the sequence has no row yet.
	 * @param array    $args  reserve_args().
	 */
	private static function play( ?int $row, array $args ): int {
		[ , $first_last, $before_first, $count ] = $args;
		return null === $row ? $first_last : max( $row, $before_first ) + $count;
	}

	public function test_first_reservation_starts_at_the_first_number(): void {
		$last = self::play( null, NumberRange::reserve_args( 'product:12', 1, 3 ) );
		$this->assertSame( array( 1, 2, 3 ), NumberRange::numbers( $last, 3 ) );
		$last = self::play( null, NumberRange::reserve_args( 'product:12', 101, 2 ) );
		$this->assertSame( array( 101, 102 ), NumberRange::numbers( $last, 2 ) );
	}

	public function test_reservations_follow_each_other_without_gap_or_overlap(): void {
		$row   = null;
		$given = array();
		foreach ( array( 3, 1, 5, 2 ) as $count ) {
			$row   = self::play( $row, NumberRange::reserve_args( 'product:12', 1, $count ) );
			$given = array_merge( $given, NumberRange::numbers( $row, $count ) );
		}
		$this->assertSame( range( 1, 11 ), $given );
	}

	public function test_a_raised_first_number_skips_ahead_and_a_lowered_one_never_goes_back(): void {
		$row = self::play( null, NumberRange::reserve_args( 'product:12', 1, 5 ) );
		$row = self::play( $row, NumberRange::reserve_args( 'product:12', 500, 2 ) );
		$this->assertSame( array( 500, 501 ), NumberRange::numbers( $row, 2 ) );
		$row = self::play( $row, NumberRange::reserve_args( 'product:12', 1, 1 ) );
		$this->assertSame( array( 502 ), NumberRange::numbers( $row, 1 ) );
	}

	public function test_reserve_args_and_statement(): void {
		$this->assertSame( array( 'product:7', 104, 100, 4 ), NumberRange::reserve_args( 'product:7', 101, 4 ) );
		$sql = NumberRange::reserve_sql( 'wp_temple_offerings_counters' );
		// One statement: the insert and the update both report through LAST_INSERT_ID(expr).
		$this->assertStringNotContainsString( ';', $sql );
		$this->assertSame( 2, substr_count( $sql, 'LAST_INSERT_ID(' ) );
		$this->assertStringContainsString( 'ON DUPLICATE KEY UPDATE last_number = LAST_INSERT_ID(GREATEST(last_number, %d) + %d)', $sql );
		$this->assertSame( 4, substr_count( $sql, '%' ) );
	}

	public function test_numbers_refuses_an_impossible_range(): void {
		$this->expectException( \InvalidArgumentException::class );
		NumberRange::numbers( 2, 3 );
	}

	public function test_numbers_refuses_an_empty_reservation(): void {
		$this->expectException( \InvalidArgumentException::class );
		NumberRange::numbers( 5, 0 );
	}

	public function test_describe_joins_runs(): void {
		$settings = static fn( int $number ): string => '光明燈-' . str_pad( (string) $number, 4, '0', STR_PAD_LEFT );
		$this->assertSame( '光明燈-0001 – 光明燈-0003', NumberRange::describe( $settings, array( 1, 2, 3 ) ) );
		$this->assertSame( '光明燈-0001, 光明燈-0005 – 光明燈-0006', NumberRange::describe( $settings, array( 1, 5, 6 ) ) );
		$this->assertSame( '光明燈-0009', NumberRange::describe( $settings, array( 9 ) ) );
		$this->assertSame( '', NumberRange::describe( $settings, array() ) );
	}
}
