<?php
/**
 * The day at the counter, summed for closing the drawer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Counter;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Counter\DailySummary;
use TempleOfferings\Tests\InZhTw;

/**
 * Per staff member and way of payment, each staff member's and each way's
 * totals and the day's, in the staff's words.
 */
final class DailySummaryTest extends TestCase {

	use InZhTw;

	/**
	 * One order of the day.
	 *
	 * @param int    $staff   Staff id.
	 * @param string $payment Way.
	 * @param float  $amount  Amount.
	 * @return array{staff_id: int, staff: string, payment: string, amount: float}
	 */
	private static function order( int $staff, string $payment, float $amount ): array {
		return array(
			'staff_id' => $staff,
			'staff'    => 7 === $staff ? '林櫃台' : '王櫃台',
			'payment'  => $payment,
			'amount'   => $amount,
		);
	}

	public function test_sums_per_staff_member_and_way_in_the_screens_order(): void {
		$day = DailySummary::of(
			array(
				self::order( 8, 'transfer', 1200 ),
				self::order( 7, 'cash', 600 ),
				self::order( 7, 'cash', 1800 ),
				self::order( 7, 'free', 0 ),
				self::order( 8, 'cash', 500 ),
				self::order( 7, 'card', 1000 ),
				// What no counter way names is no counter order: left out.
				self::order( 7, 'bitcoin', 99 ),
			)
		);
		$this->assertSame(
			array(
				array( '林櫃台', '現金', 2, 2400.0 ),
				array( '林櫃台', '刷卡', 1, 1000.0 ),
				array( '林櫃台', '免費結緣', 1, 0.0 ),
				array( '王櫃台', '現金', 1, 500.0 ),
				array( '王櫃台', '轉帳／ATM', 1, 1200.0 ),
			),
			array_map( static fn( array $row ): array => array( $row['staff'], $row['label'], $row['count'], $row['amount'] ), $day['rows'] )
		);
		$this->assertSame(
			array( array( '林櫃台', 4, 3400.0 ), array( '王櫃台', 2, 1700.0 ) ),
			array_map( static fn( array $row ): array => array( $row['staff'], $row['count'], $row['amount'] ), $day['staff'] )
		);
		$this->assertSame(
			array( array( 'cash', 3, 2900.0 ), array( 'card', 1, 1000.0 ), array( 'transfer', 1, 1200.0 ), array( 'free', 1, 0.0 ) ),
			array_map( static fn( array $row ): array => array( $row['payment'], $row['count'], $row['amount'] ), $day['payments'] )
		);
		$this->assertSame( array( 6, 5100.0 ), array( $day['count'], $day['amount'] ) );
	}

	public function test_a_quiet_day_sums_to_nothing(): void {
		$this->assertSame(
			array(
				'rows'     => array(),
				'staff'    => array(),
				'payments' => array(),
				'count'    => 0,
				'amount'   => 0.0,
			),
			DailySummary::of( array() )
		);
	}
}
