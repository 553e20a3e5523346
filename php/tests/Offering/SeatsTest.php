<?php
/**
 * Tests for Seats::state(), the places fields of a product row.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Offering;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Offering\Seats;

/**
 * 剩 N 位 at or under the threshold, 額滿 at none, nothing for uncounted stock.
 */
final class SeatsTest extends TestCase {

	public function test_few_places_are_low_and_none_is_sold_out(): void {
		$this->assertSame( array( 'stock' => 2, 'low_stock' => true, 'sold_out' => false ), Seats::state( 2, true, 2 ) );
		$this->assertSame( array( 'stock' => 3, 'low_stock' => false, 'sold_out' => false ), Seats::state( 3, true, 2 ) );
		$this->assertSame( array( 'stock' => 0, 'low_stock' => false, 'sold_out' => true ), Seats::state( 0, false, 2 ) );
	}

	public function test_a_negative_stock_reads_as_none_left(): void {
		$this->assertSame( array( 'stock' => 0, 'low_stock' => false, 'sold_out' => true ), Seats::state( -1, false, 2 ) );
	}

	public function test_uncounted_stock_is_only_full_when_woocommerce_says_out_of_stock(): void {
		$this->assertSame( array( 'stock' => null, 'low_stock' => false, 'sold_out' => false ), Seats::state( null, true, 2 ) );
		$this->assertSame( array( 'stock' => null, 'low_stock' => false, 'sold_out' => true ), Seats::state( null, false, 2 ) );
	}
}
