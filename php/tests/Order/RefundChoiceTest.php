<?php
/**
 * Tests for RefundChoice: whom a refund of an offering line's places takes.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Order;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Order\RefundChoice;

/**
 * Choices that fit, choices refused, and refunds that need no choice.
 */
final class RefundChoiceTest extends TestCase {

	/**
	 * @return array<string, array{0: int, 1: int, 2: int, 3: int[], 4: int, 5: int[]|null, 6: int[], 7: string|null}>
	 */
	public static function cases(): array {
		return array(
			// quantity, refunded places, believers, refunded believers, refunding, chosen => marked, problem.
			'one of two, chosen'                    => array( 2, 0, 2, array(), 1, array( 1 ), array( 1 ), null ),
			'one of two, nobody chosen'             => array( 2, 0, 2, array(), 1, array(), array(), RefundChoice::CHOOSE ),
			'one of two, both chosen'               => array( 2, 0, 2, array(), 1, array( 0, 1 ), array(), RefundChoice::COUNT ),
			'a believer not on the line'            => array( 2, 0, 2, array(), 1, array( 5 ), array(), RefundChoice::UNKNOWN ),
			'a believer refunded already'           => array( 2, 1, 2, array( 0 ), 1, array( 0 ), array(), RefundChoice::UNKNOWN ),
			'the whole line takes all by itself'    => array( 2, 0, 2, array(), 2, array(), array( 0, 1 ), null ),
			'the last place takes the last one'     => array( 2, 1, 2, array( 0 ), 1, array(), array( 1 ), null ),
			'a place nobody registered needs none'  => array( 3, 0, 2, array(), 1, array(), array(), null ),
			'two places, one unregistered'          => array( 3, 0, 2, array(), 2, array(), array(), RefundChoice::CHOOSE ),
			'two places, one unregistered, chosen'  => array( 3, 0, 2, array(), 2, array( 0 ), array( 0 ), null ),
			'a money-only refund takes nobody'      => array( 2, 0, 2, array(), 0, array(), array(), null ),
			'a money-only refund with a tick'       => array( 2, 0, 2, array(), 0, array( 0 ), array(), RefundChoice::COUNT ),
			'not asked, nothing to choose'          => array( 2, 0, 2, array(), 2, null, array( 0, 1 ), null ),
			'not asked, a choice was needed'        => array( 2, 0, 2, array(), 1, null, array(), RefundChoice::CHOOSE ),
			'repeated ticks count once'             => array( 3, 0, 3, array(), 1, array( 2, 2 ), array( 2 ), null ),
			'a line without believers'              => array( 2, 0, 0, array(), 2, array(), array(), null ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param int         $quantity          Line quantity.
	 * @param int         $refunded_quantity Places refunded before.
	 * @param int         $believers         Believers on the line.
	 * @param int[]       $refunded          Believers refunded before.
	 * @param int         $refunding         Places this refund takes.
	 * @param int[]|null  $chosen            Staff's ticks, or null when not asked.
	 * @param int[]       $marked            Believers the refund takes.
	 * @param string|null $problem           Why it is refused.
	 */
	public function test_choice( int $quantity, int $refunded_quantity, int $believers, array $refunded, int $refunding, ?array $chosen, array $marked, ?string $problem ): void {
		$choice = RefundChoice::of( $quantity, $refunded_quantity, $believers, $refunded, $refunding, $chosen );
		$this->assertSame( array( $marked, $problem ), array( $choice->marked, $choice->problem ) );
	}

	/**
	 * The bounds the message tells staff: one unregistered place of two refunded.
	 */
	public function test_bounds(): void {
		$choice = RefundChoice::of( 4, 0, 3, array(), 2, array() );
		$this->assertSame( array( 1, 2 ), array( $choice->least, $choice->most ) );
	}
}
