<?php
/**
 * Tests for VisibleProductsController::as_read(): each side's places from one cached row.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Rest;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Offering\VisibleProducts;
use TempleOfferings\Rest\VisibleProductsController;

/**
 * A cached row of 10 places, 4 kept for the counter until a release: the
 * page reads 6 until the release second and 10 from it; the counter reads
 * 10 and its own window; nobody reads the counter's part of the row.
 */
final class VisibleProductsChannelTest extends TestCase {

	private const RELEASE = 1796004000;

	/**
	 * @param int    $kept    The counter's unsold part.
	 * @param string $release Its release, ISO 8601 ('' for none).
	 * @return array<string, mixed>
	 */
	private static function row( int $kept, string $release = '2026-11-30T10:00:00+08:00' ): array {
		return array(
			'id'                      => 7,
			'stock'                   => 10,
			'low_stock'               => false,
			'sold_out'                => false,
			'opens_at'                => '2026-11-30T10:00:00+08:00',
			'closes_at'               => '',
			VisibleProducts::COUNTER => array(
				'kept'      => $kept,
				'release'   => $release,
				'page'      => array(
					'stock'     => 10 - $kept,
					'low_stock' => true,
					'sold_out'  => 10 === $kept,
				),
				'opens_at'  => '2026-12-01T09:00:00+08:00',
				'closes_at' => '2026-12-31T17:00:00+08:00',
			),
		);
	}

	public function test_the_page_reads_the_places_left_less_the_kept_part_until_the_release_second(): void {
		$before = VisibleProductsController::as_read( self::row( 4 ), false, self::RELEASE - 1 );
		$this->assertSame( array( 6, true, true ), array( $before['stock'], $before['low_stock'], $before['kept_for_counter'] ) );
		$after = VisibleProductsController::as_read( self::row( 4 ), false, self::RELEASE );
		$this->assertSame( array( 10, false, false ), array( $after['stock'], $after['low_stock'], $after['kept_for_counter'] ) );
		$this->assertArrayNotHasKey( VisibleProducts::COUNTER, $before );
		$this->assertArrayNotHasKey( VisibleProducts::COUNTER, $after );
	}

	public function test_without_a_release_the_places_stay_kept(): void {
		$read = VisibleProductsController::as_read( self::row( 4, '' ), false, PHP_INT_MAX );
		$this->assertSame( 6, $read['stock'] );
		$this->assertTrue( $read['kept_for_counter'] );
	}

	public function test_nothing_kept_any_more_reads_the_whole_stock(): void {
		$read = VisibleProductsController::as_read( self::row( 0 ), false, self::RELEASE - 1 );
		$this->assertSame( 10, $read['stock'] );
		$this->assertFalse( $read['kept_for_counter'] );
	}

	public function test_the_counter_reads_every_place_left_and_its_own_window(): void {
		$read = VisibleProductsController::as_read( self::row( 4 ), true, self::RELEASE - 1 );
		$this->assertSame( 10, $read['stock'] );
		$this->assertFalse( $read['kept_for_counter'] );
		$this->assertSame( array( '2026-12-01T09:00:00+08:00', '2026-12-31T17:00:00+08:00' ), array( $read['opens_at'], $read['closes_at'] ) );
		$this->assertArrayNotHasKey( VisibleProducts::COUNTER, $read );
	}

	public function test_a_row_cached_before_quotas_reads_as_it_was(): void {
		$row = self::row( 0 );
		unset( $row[ VisibleProducts::COUNTER ] );
		$read = VisibleProductsController::as_read( $row, false, self::RELEASE );
		$this->assertSame( 10, $read['stock'] );
		$this->assertSame( '2026-11-30T10:00:00+08:00', $read['opens_at'] );
	}
}
