<?php
/**
 * Tests for PlacesCheck's refusal, in zh_TW.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Cart {

	use PHPUnit\Framework\TestCase;
	use TempleOfferings\Tests\InZhTw;
	use TempleOfferings\Cart\PlacesCheck;

	/**
	 * The sentence a worshipper reads when the add asks for more places than are left.
	 */
	final class PlacesCheckTest extends TestCase {

		use InZhTw;

		public function test_it_names_the_offering_and_the_places_left(): void {
			$this->assertSame( '「光明燈」只剩 2 個名額，請減少信眾人數。', PlacesCheck::message( '光明燈', 2 ) );
		}

		public function test_none_left_says_fully_booked(): void {
			$this->assertSame( '「光明燈」已額滿，無法再登記。', PlacesCheck::message( '光明燈', 0 ) );
		}
	}
}
