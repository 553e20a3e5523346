<?php
/**
 * Tests for LineCompleteness: one believer per place.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Order;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Order\LineCompleteness;

/**
 * Missing places, extra believers, and the lines that match.
 */
final class LineCompletenessTest extends TestCase {

	/**
	 * @return array<string, array{0: int|float, 1: int, 2: int, 3: int, 4: bool}>
	 */
	public static function cases(): array {
		return array(
			'one per place'                 => array( 3, 3, 0, 0, true ),
			'made without believers'        => array( 2, 0, 2, 0, false ),
			'resized 1 to 4'                => array( 4, 1, 3, 0, false ),
			'more believers than places'    => array( 1, 3, 0, 2, false ),
			'a fraction starts a place'     => array( 1.5, 1, 1, 0, false ),
			'no places, no believers'       => array( 0, 0, 0, 0, true ),
			'a negative quantity is none'   => array( -2, 1, 0, 1, false ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param int|float $quantity  Line quantity.
	 * @param int       $believers Believers stored.
	 * @param int       $missing   Places without a believer.
	 * @param int       $extra     Believers without a place.
	 * @param bool      $matches   Whether the line matches.
	 */
	public function test_line( int|float $quantity, int $believers, int $missing, int $extra, bool $matches ): void {
		$line = LineCompleteness::of( $quantity, $believers );
		$this->assertSame( array( $missing, $extra, $matches ), array( $line->missing(), $line->extra(), $line->matches() ) );
	}

	/**
	 * @return array<string, array{0: int, 1: int, 2: int, 3: int, 4: int, 5: int}>
	 */
	public static function refunded_cases(): array {
		return array(
			// quantity, refunded places, believers, refunded believers => missing, extra.
			'one of two refunded with its believer' => array( 2, 1, 2, 1, 0, 0 ),
			'a place refunded, nobody chosen'       => array( 2, 1, 2, 0, 0, 1 ),
			'the whole line refunded'               => array( 2, 2, 2, 2, 0, 0 ),
			'a short line, its empty place refunded' => array( 3, 1, 2, 0, 0, 0 ),
			'more refunded than sold reads as none' => array( 1, 3, 1, 1, 0, 0 ),
		);
	}

	/**
	 * Refunded places and believers count for neither side.
	 *
	 * @dataProvider refunded_cases
	 *
	 * @param int $quantity           Line quantity.
	 * @param int $refunded_quantity  Places refunded.
	 * @param int $believers          Believers stored.
	 * @param int $refunded_believers Believers refunded.
	 * @param int $missing            Places without a believer.
	 * @param int $extra              Believers without a place.
	 */
	public function test_after_refunds( int $quantity, int $refunded_quantity, int $believers, int $refunded_believers, int $missing, int $extra ): void {
		$line = LineCompleteness::after_refunds( $quantity, $refunded_quantity, $believers, $refunded_believers );
		$this->assertSame( array( $missing, $extra ), array( $line->missing(), $line->extra() ) );
	}
}
