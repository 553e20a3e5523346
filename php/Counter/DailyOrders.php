<?php
/**
 * The counter's orders of one day, as the daily summary reads them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use DateTimeImmutable;
use TempleOfferings\Support\OrderChannel;
use WC_Order;

/**
 * Orders taken at the counter or by phone (their recorded channel) and made
 * on the day, midnight to midnight in the site's time zone, that still
 * stand: cancelled, failed and refunded ones hold no money. Each gives who
 * took it, how it is paid and what it holds after its refunds.
 */
final class DailyOrders {

	/** Orders one day is read for at most: a temple's busiest counter day, many times over. */
	private const MAX = 5000;

	/** Statuses that hold no money. */
	private const NOT_STANDING = array( 'cancelled', 'failed', 'refunded', 'trash', 'checkout-draft' );

	/**
	 * A day asked for, 'Y-m-d', or today when it is none.
	 *
	 * @param string $asked What was asked.
	 */
	public static function day( string $asked ): DateTimeImmutable {
		$zone  = wp_timezone();
		$today = new DateTimeImmutable( 'today', $zone );
		if ( 1 !== preg_match( '/^\d{4}-\d{2}-\d{2}\z/', $asked ) ) {
			return $today;
		}
		$day = DateTimeImmutable::createFromFormat( '!Y-m-d', $asked, $zone );
		return false !== $day && $day->format( 'Y-m-d' ) === $asked ? $day : $today;
	}

	/**
	 * The day's orders.
	 *
	 * @param DateTimeImmutable $day Midnight of the day, in the site's time zone.
	 * @return array<int, array{staff_id: int, staff: string, payment: string, amount: float}>
	 */
	public function of( DateTimeImmutable $day ): array {
		$statuses = array_diff( array_keys( wc_get_order_statuses() ), array_map( static fn( string $status ): string => 'wc-' . $status, self::NOT_STANDING ) );
		$orders   = wc_get_orders(
			array(
				'type'         => 'shop_order',
				'status'       => array_values( $statuses ),
				'limit'        => self::MAX,
				'date_created' => $day->getTimestamp() . '...' . ( $day->modify( '+1 day' )->getTimestamp() - 1 ),
				'meta_query'   => array(
					array(
						'key'     => OrderChannel::META,
						'value'   => array( OrderChannel::COUNTER, OrderChannel::PHONE ),
						'compare' => 'IN',
					),
				),
			)
		);
		$found    = array();
		foreach ( is_array( $orders ) ? $orders : array() as $order ) {
			if ( ! $order instanceof WC_Order ) {
				continue;
			}
			$staff   = OrderChannel::taken_by( $order );
			$user    = $staff > 0 ? get_userdata( $staff ) : false;
			$found[] = array(
				'staff_id' => $staff,
				'staff'    => $user instanceof \WP_User ? $user->display_name : '',
				'payment'  => (string) $order->get_meta( CounterPayment::META ),
				'amount'   => (float) $order->get_total() - (float) $order->get_total_refunded(),
			);
		}
		return $found;
	}
}
