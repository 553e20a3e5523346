<?php
/**
 * Tests for PlacesCheck's refusal, in zh_TW.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Cart {

	use PHPUnit\Framework\TestCase;
	use TempleOfferings\Cart\PlacesCheck;

	/**
	 * The sentence a worshipper reads when the add asks for more places than are left.
	 */
	final class PlacesCheckTest extends TestCase {

		public function test_it_names_the_offering_and_the_places_left(): void {
			$this->assertSame( '「光明燈」只剩 2 個名額，請減少信眾人數。', PlacesCheck::message( '光明燈', 2 ) );
		}

		public function test_none_left_says_fully_booked(): void {
			$this->assertSame( '「光明燈」已額滿，無法再登記。', PlacesCheck::message( '光明燈', 0 ) );
		}
	}
}

namespace {

	use TempleOfferings\Tests\ZhTw;

	if ( ! function_exists( '__' ) ) {
		/**
		 * WordPress's `__()` on a zh_TW site, for classes that call it directly.
		 *
		 * @param string $text   English source.
		 * @param string $domain Text domain (the plugin's).
		 */
		function __( string $text, string $domain = 'default' ): string { // phpcs:ignore
			return ZhTw::translate()( $text );
		}
	}
}
