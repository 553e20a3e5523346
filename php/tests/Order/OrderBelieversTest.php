<?php
/**
 * Tests for the order screen's hidden item meta.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Order;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\OrderBelievers;
use TempleOfferings\Support\Templates;

/**
 * The stored believers and their kind never show as item meta rows.
 */
final class OrderBelieversTest extends TestCase {

	public function test_both_stored_keys_join_the_hidden_meta(): void {
		$order = new OrderBelievers( new BelieverLines( new BelieverFormatter() ), new LineBelievers( new BelieverSanitizer() ), new Templates( '' ) );
		$this->assertSame(
			array( '_qty', '_tax_class', '_believers_data', '_believers_kind', '_believer_numbers' ),
			$order->hide_meta( array( '_qty', '_tax_class' ) )
		);
		// Twice hooked or already listed: each key once.
		$this->assertSame( array( '_believers_data', '_believers_kind', '_believer_numbers' ), $order->hide_meta( array( '_believers_data' ) ) );
		// Something else than a list is passed through untouched.
		$this->assertNull( $order->hide_meta( null ) );
	}
}
