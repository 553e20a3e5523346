<?php
/**
 * A day at the counter, per staff member and payment, for closing the cash drawer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

/**
 * Pure PHP: the day's counter and phone orders summed per staff member and
 * way of payment (how many, how much), each staff member's total, each
 * way's total and the day's. 現金 is what the drawer should hold; 刷卡 what
 * the card terminal says; 轉帳/ATM what is still to come in (or came in
 * since); 免費/結緣 is counted, at no amount. An amount is what the order
 * holds after its refunds.
 */
final class DailySummary {

	/**
	 * @param array<int, array{staff_id: int, staff: string, payment: string, amount: float}> $orders The day's orders.
	 * @return array{rows: array<int, array{staff_id: int, staff: string, payment: string, label: string, count: int, amount: float}>, staff: array<int, array{staff_id: int, staff: string, count: int, amount: float}>, payments: array<int, array{payment: string, label: string, count: int, amount: float}>, count: int, amount: float}
	 */
	public static function of( array $orders ): array {
		$rows     = array();
		$staff    = array();
		$payments = array();
		foreach ( $orders as $order ) {
			$way = in_array( $order['payment'], CounterPayment::ALL, true ) ? $order['payment'] : '';
			if ( '' === $way ) {
				continue;
			}
			$key              = $order['staff_id'] . '|' . $way;
			$rows[ $key ]   ??= array(
				'staff_id' => $order['staff_id'],
				'staff'    => $order['staff'],
				'payment'  => $way,
				'label'    => CounterPayment::label( $way ),
				'count'    => 0,
				'amount'   => 0.0,
			);
			$staff[ $order['staff_id'] ] ??= array(
				'staff_id' => $order['staff_id'],
				'staff'    => $order['staff'],
				'count'    => 0,
				'amount'   => 0.0,
			);
			$payments[ $way ]          ??= array(
				'payment' => $way,
				'label'   => CounterPayment::label( $way ),
				'count'   => 0,
				'amount'  => 0.0,
			);
			$rows[ $key ]                = self::add( $rows[ $key ], $order['amount'] );
			$staff[ $order['staff_id'] ] = self::add( $staff[ $order['staff_id'] ], $order['amount'] );
			$payments[ $way ]            = self::add( $payments[ $way ], $order['amount'] );
		}
		$by_staff = static fn( array $a, array $b ): int => array( $a['staff'], $a['staff_id'] ) <=> array( $b['staff'], $b['staff_id'] );
		$rows     = array_values( $rows );
		usort(
			$rows,
			static fn( array $a, array $b ): int => $by_staff( $a, $b ) ?: array_search( $a['payment'], CounterPayment::ALL, true ) <=> array_search( $b['payment'], CounterPayment::ALL, true )
		);
		$staff = array_values( $staff );
		usort( $staff, $by_staff );
		$payments = array_values( array_filter( array_map( static fn( string $way ): ?array => $payments[ $way ] ?? null, CounterPayment::ALL ) ) );
		return array(
			'rows'     => $rows,
			'staff'    => $staff,
			'payments' => $payments,
			'count'    => (int) array_sum( array_column( $payments, 'count' ) ),
			'amount'   => (float) array_sum( array_column( $payments, 'amount' ) ),
		);
	}

	/**
	 * A sum with one more order.
	 *
	 * @param array<string, mixed> $sum    Count and amount so far.
	 * @param float                $amount The order's amount.
	 * @return array<string, mixed>
	 */
	private static function add( array $sum, float $amount ): array {
		++$sum['count'];
		$sum['amount'] += $amount;
		return $sum;
	}
}
