<?php
/**
 * Tests for DonorIdRetention: when the ID number on receipts may be erased.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\DonorIdRetention;

/**
 * Kept for whole years after the year of the order's latest receipt.
 */
final class DonorIdRetentionTest extends TestCase {

	/**
	 * Receipts issued on these dates.
	 *
	 * @param string ...$dates Dates issued.
	 * @return array<int, array<string, string>>
	 */
	private static function receipts( string ...$dates ): array {
		return array_map( static fn( string $date ): array => array( 'issued' => $date . ' 10:00:00' ), $dates );
	}

	public function test_kept_through_the_years_after_the_latest_receipt_s_year(): void {
		$two = self::receipts( '2026-03-05', '2027-01-02' );
		$this->assertSame( 2034, DonorIdRetention::kept_until( $two, 7, 2027 ) );
		$this->assertSame( 2034, DonorIdRetention::kept_until( $two, 7, 2034 ) );
		$this->assertNull( DonorIdRetention::kept_until( $two, 7, 2035 ) );
	}

	public function test_no_years_kept_lets_it_go_when_asked(): void {
		$this->assertNull( DonorIdRetention::kept_until( self::receipts( '2026-12-31' ), 0, 2026 ) );
		$this->assertSame( 2027, DonorIdRetention::kept_until( self::receipts( '2026-12-31' ), 1, 2026 ) );
	}

	public function test_an_order_without_a_dated_receipt_keeps_nothing(): void {
		$this->assertNull( DonorIdRetention::kept_until( array(), 7, 2026 ) );
		$this->assertNull( DonorIdRetention::kept_until( array( array( 'issued' => '' ) ), 7, 2026 ) );
	}
}
