<?php
/**
 * Tests for DrawWinners: places given down the drawn order.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Draw;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Draw\DrawWinners;

/**
 * An entry takes its places while enough are left; one needing more is
 * passed over for the next that fits; places that come back go to the
 * entries not drawn, in drawn order.
 */
final class DrawWinnersTest extends TestCase {

	public function test_down_the_drawn_order_while_places_are_left(): void {
		$this->assertSame( array( 30, 10 ), DrawWinners::select( array( 30 => 2, 10 => 1, 20 => 2 ), 3 ) );
		$this->assertSame( array( 30, 10, 20 ), DrawWinners::select( array( 30 => 2, 10 => 1, 20 => 2 ), 5 ) );
		$this->assertSame( array(), DrawWinners::select( array( 30 => 2, 10 => 1 ), 0 ) );
	}

	public function test_an_entry_needing_more_than_are_left_is_passed_over_for_the_next_that_fits(): void {
		// 5 places: 30 takes 2, 10 takes 2, 20 needs 2 with 1 left and is passed over; 40 takes the last.
		$this->assertSame( array( 30, 10, 40 ), DrawWinners::select( array( 30 => 2, 10 => 2, 20 => 2, 40 => 1 ), 5 ) );
	}

	public function test_places_that_come_back_go_to_the_entries_not_drawn_in_drawn_order(): void {
		$drawn = array(
			30 => 2,
			10 => 2,
			20 => 2,
			40 => 1,
			50 => 1,
		);
		// 10 (a winner) was cancelled: its 2 places go to 20, not drawn before 50.
		$this->assertSame( array( 20 ), DrawWinners::promote( $drawn, array( 20, 50 ), 2 ) );
		// One place back: 20 needs 2, so 50 takes it.
		$this->assertSame( array( 50 ), DrawWinners::promote( $drawn, array( 20, 50 ), 1 ) );
		// Winners and cancelled entries are never among those promoted.
		$this->assertSame( array(), DrawWinners::promote( $drawn, array(), 4 ) );
	}
}
