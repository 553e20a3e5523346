<?php
/**
 * Tests for ShareLimit: counting a person's places and refusing past a limit, in zh_TW.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Opening;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Opening\ShareLimit;
use TempleOfferings\Tests\InZhTw;

/**
 * A person's places are those of their orders that still hold places, paid
 * or not, less refunds; the refusal says how many are left.
 */
final class ShareLimitTest extends TestCase {

	use InZhTw;

	/**
	 * @param int       $order    Order id.
	 * @param string    $status   Order status.
	 * @param int       $quantity Places on the line.
	 * @param int|float $refunded Refunded (WooCommerce writes it negative).
	 * @return array{order: int, status: string, quantity: int, refunded: int|float}
	 */
	private static function line( int $order, string $status, int $quantity, int|float $refunded = 0 ): array {
		return array(
			'order'    => $order,
			'status'   => $status,
			'quantity' => $quantity,
			'refunded' => $refunded,
		);
	}

	public function test_unpaid_and_paid_orders_count_cancelled_refunded_failed_and_drafts_do_not(): void {
		$lines = array(
			self::line( 1, 'pending', 1 ),
			self::line( 2, 'on-hold', 2 ),
			self::line( 3, 'processing', 1 ),
			self::line( 4, 'completed', 1 ),
			self::line( 5, 'cancelled', 5 ),
			self::line( 6, 'refunded', 5 ),
			self::line( 7, 'failed', 5 ),
			self::line( 8, 'checkout-draft', 5 ),
			self::line( 9, 'trash', 5 ),
		);
		$this->assertSame( 5, ShareLimit::taken( $lines ) );
	}

	public function test_a_draws_entry_counts_and_an_entry_not_drawn_does_not(): void {
		$lines = array( self::line( 1, 'temple-entered', 2 ), self::line( 2, 'temple-not-drawn', 2 ), self::line( 3, 'pending', 1 ) );
		$this->assertSame( 3, ShareLimit::taken( $lines ) );
	}

	public function test_refunded_places_are_given_back(): void {
		$this->assertSame( 1, ShareLimit::taken( array( self::line( 1, 'processing', 3, -2 ) ) ) );
		$this->assertSame( 0, ShareLimit::taken( array( self::line( 1, 'completed', 2, -2 ) ) ) );
		$this->assertSame( 0, ShareLimit::taken( array( self::line( 1, 'completed', 2, -3 ) ) ) );
	}

	public function test_two_lines_of_one_order_both_count_and_an_excluded_order_none(): void {
		$lines = array( self::line( 1, 'on-hold', 1 ), self::line( 1, 'on-hold', 2 ), self::line( 2, 'pending', 1 ) );
		$this->assertSame( 4, ShareLimit::taken( $lines ) );
		// The order being paid for again is the cart itself.
		$this->assertSame( 3, ShareLimit::taken( $lines, array( 2 ) ) );
		$this->assertSame( 0, ShareLimit::taken( array() ) );
	}

	public function test_a_limit_is_a_whole_number_from_one(): void {
		$this->assertSame( 2, ShareLimit::parse( '2' ) );
		$this->assertSame( 2, ShareLimit::parse( ' 2 ' ) );
		$this->assertSame( 500, ShareLimit::parse( 500 ) );
		foreach ( array( '', '0', 0, -1, '-1', '1.5', '2 places', 'x', null, 2.0, array() ) as $bad ) {
			$this->assertNull( ShareLimit::parse( $bad ), var_export( $bad, true ) );
		}
	}

	public function test_within_the_limits_nothing_is_refused(): void {
		$this->assertNull( ShareLimit::refusal( '斗燈', 3, 2, 0, 1, 1 ) );
		$this->assertNull( ShareLimit::refusal( '斗燈', 3, null, 2, 0, 1 ) );
		$this->assertNull( ShareLimit::refusal( '斗燈', null, null, 50, 50, 50 ) );
	}

	public function test_past_the_person_it_says_how_many_are_left_to_this_person(): void {
		// Two allowed, one on an earlier order: one more.
		$this->assertSame(
			array(
				'code'    => 'temple_offerings_person_limit',
				'message' => '「斗燈」每人限登記 2 位，您還可登記 1 位。',
				'left'    => 1,
			),
			ShareLimit::refusal( '斗燈', null, 2, 0, 1, 2 )
		);
		// The cart counts too: one on an order, one in the cart.
		$this->assertSame( '「斗燈」每人限登記 2 位，您已登記滿 2 位。', ShareLimit::refusal( '斗燈', null, 2, 1, 1, 1 )['message'] ?? '' );
		$this->assertSame( 0, ShareLimit::refusal( '斗燈', null, 2, 0, 3, 1 )['left'] ?? null );
	}

	public function test_past_the_order_it_says_how_many_this_order_may_take(): void {
		$this->assertSame(
			array(
				'code'    => 'temple_offerings_order_limit',
				'message' => '「斗燈」每筆訂單限登記 3 位，這筆訂單還可登記 1 位。',
				'left'    => 1,
			),
			ShareLimit::refusal( '斗燈', 3, null, 2, 0, 2 )
		);
		$this->assertSame( '「斗燈」每筆訂單限登記 3 位，這筆訂單已登記滿 3 位。', ShareLimit::refusal( '斗燈', 3, null, 3, 0, 1 )['message'] ?? '' );
	}

	public function test_past_both_the_one_leaving_fewer_places_speaks(): void {
		// Order: 3 a order, 1 in the cart, 2 more allowed; person: 2, 1 taken, 0 more.
		$this->assertSame( 'temple_offerings_person_limit', ShareLimit::refusal( '斗燈', 3, 2, 1, 1, 3 )['code'] ?? '' );
		// Order: 1, 0 more; person: 5, 2 more.
		$this->assertSame( 'temple_offerings_order_limit', ShareLimit::refusal( '斗燈', 1, 5, 1, 2, 1 )['code'] ?? '' );
	}
}
