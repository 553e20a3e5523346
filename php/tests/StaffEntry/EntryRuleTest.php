<?php
/**
 * Tests for EntryRule: staff register at most the places a line is missing.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\StaffEntry;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Order\LineCompleteness;
use TempleOfferings\StaffEntry\EntryRule;

/**
 * A save fits the places without a believer, on the line as the form saw it.
 */
final class EntryRuleTest extends TestCase {

	/**
	 * @return array<string, array{0: int, 1: int, 2: int, 3: LineCompleteness, 4: string}>
	 */
	public static function cases(): array {
		return array(
			// posted, stored when the form opened, stored now, the line now => refusal.
			'a new line of one, its believer'           => array( 1, 0, 0, LineCompleteness::of( 1, 0 ), '' ),
			'raised 1 to 3, two more'                   => array( 2, 1, 1, LineCompleteness::of( 3, 1 ), '' ),
			'raised 1 to 3, one of the two now'         => array( 1, 1, 1, LineCompleteness::of( 3, 1 ), '' ),
			'three for two places'                      => array( 3, 1, 1, LineCompleteness::of( 3, 1 ), EntryRule::TOO_MANY ),
			'a line that has every believer'            => array( 1, 2, 2, LineCompleteness::of( 2, 2 ), EntryRule::TOO_MANY ),
			'someone registered one meanwhile'          => array( 2, 1, 2, LineCompleteness::of( 3, 2 ), EntryRule::CHANGED ),
			'nothing sent'                              => array( 0, 0, 0, LineCompleteness::of( 2, 0 ), EntryRule::NONE ),
			'a refunded believer stays in the count'    => array( 1, 2, 2, LineCompleteness::after_refunds( 2, 0, 2, 1 ), '' ),
			'more believers than places takes no more'  => array( 1, 3, 3, LineCompleteness::of( 1, 3 ), EntryRule::TOO_MANY ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param int              $posted      Believers sent.
	 * @param int              $stored_seen Stored when the form opened.
	 * @param int              $stored_now  Stored now.
	 * @param LineCompleteness $line        The line now.
	 * @param string           $refusal     Expected refusal.
	 */
	public function test_refusal( int $posted, int $stored_seen, int $stored_now, LineCompleteness $line, string $refusal ): void {
		$this->assertSame( $refusal, EntryRule::refusal( $posted, $stored_seen, $stored_now, $line ) );
	}
}
