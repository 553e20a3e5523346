<?php
/**
 * Tests for DrawOrder: the draw's seeded shuffle, against vectors worked out
 * apart from the PHP (with Node's crypto, following docs/orders.md).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Draw;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Draw\DrawOrder;

/**
 * The same seed and entries give the same drawn order, whatever order the
 * entries come in; another seed gives another.
 */
final class DrawOrderTest extends TestCase {

	public function test_the_random_numbers_are_sha256_of_seed_colon_counter_read_big_endian(): void {
		// sha256(":0") begins 19e89348.
		$this->assertSame( 0x19e89348, DrawOrder::number( '', 0 ) );
		$this->assertSame( 2760094021, DrawOrder::number( '拱天宮2026斗燈', 0 ) );
	}

	/**
	 * @return array<string, array{0: string, 1: int[], 2: int[]}>
	 */
	public static function vectors(): array {
		return array(
			'five entries, a Chinese seed' => array( '拱天宮2026斗燈', array( 105, 101, 102, 103, 104 ), array( 103, 105, 101, 104, 102 ) ),
			'ten entries'                  => array( 'seed', range( 1, 10 ), array( 4, 7, 3, 1, 2, 8, 5, 10, 9, 6 ) ),
			'the seed\'s case counts'      => array( 'Seed', range( 1, 10 ), array( 1, 8, 10, 9, 2, 4, 5, 7, 6, 3 ) ),
			'two entries'                  => array( '', array( 7, 3 ), array( 7, 3 ) ),
			'one entry'                    => array( 'seed', array( 42 ), array( 42 ) ),
			'none'                         => array( 'seed', array(), array() ),
		);
	}

	/**
	 * @dataProvider vectors
	 *
	 * @param string $seed     The seed.
	 * @param int[]  $orders   The entries.
	 * @param int[]  $expected The drawn order.
	 */
	public function test_vectors( string $seed, array $orders, array $expected ): void {
		$this->assertSame( $expected, DrawOrder::of( $seed, $orders ) );
	}

	public function test_the_entries_are_sorted_first_so_the_order_they_come_in_does_not_count(): void {
		$this->assertSame( DrawOrder::of( 'seed', range( 1, 10 ) ), DrawOrder::of( 'seed', array( 10, 3, 5, 1, 2, 9, 8, 7, 6, 4 ) ) );
		$this->assertSame( DrawOrder::of( 'seed', array( 3, 7 ) ), DrawOrder::of( 'seed', array( '7', 3, 7 ) ) );
	}

	public function test_twice_the_same_and_every_entry_once(): void {
		$orders = range( 1001, 1200 );
		$drawn  = DrawOrder::of( 'published 2026-11-30', $orders );
		$this->assertSame( $drawn, DrawOrder::of( 'published 2026-11-30', $orders ) );
		$this->assertNotSame( $drawn, DrawOrder::of( 'published 2026-11-31', $orders ) );
		$sorted = $drawn;
		sort( $sorted );
		$this->assertSame( $orders, $sorted );
	}
}
