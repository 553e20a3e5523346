<?php
/**
 * Schedules an order's renewal reminder when the order is paid.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use DateTimeImmutable;
use TempleOfferings\Support\NamedLock;
use WC_Order;

/**
 * Hooked on the same paid hooks as the lamp numbers (payment complete, and
 * the processing and completed statuses): several of them fire for one
 * payment, and a paid order can go back and forth between statuses, so an
 * order is scheduled once in its life:
 *
 * - under the order's lock (NamedLock `reminder`), the order meta SCHEDULED_META says
 *   whether it was scheduled already; the Action Scheduler action is unique
 *   per order besides (hook, group and args), so even a second scheduling
 *   could not queue a second pending action;
 * - only a paid order of a customer with an account (renewal needs the
 *   account), with at least one yearly line with believers, for a customer
 *   who did not turn reminders off;
 * - the action runs at ReminderDate::due(): the anniversary of the payment
 *   in the site's time zone, less the days setting, or soon when that has
 *   passed. The date is fixed when the order is paid: changing the setting
 *   later moves the reminders of orders paid after the change.
 *
 * An order cancelled, refunded, failed, trashed or deleted loses its waiting
 * action and the mark (withdraw()), so Scheduled Actions keeps no reminder
 * that can only be refused, and an order paid again afterwards is scheduled
 * again. ReminderSender checks everything again when the action runs.
 */
final class ReminderScheduler {

	/** Action Scheduler hook of the reminder; its args are `order_id` (and `attempt` on a retry). */
	public const HOOK = 'temple_offerings_renewal_reminder';

	public const GROUP = 'temple-offerings';

	/** Order meta: the Unix time the reminder was scheduled for. */
	public const SCHEDULED_META = '_temple_offerings_reminder_due';

	/**
	 * @param YearlyOfferings $yearly      Which lines are yearly.
	 * @param ReminderDays    $days        The days setting.
	 * @param Unsubscribe     $unsubscribe Who turned reminders off.
	 * @param NamedLock       $lock        One request per order at a time.
	 */
	public function __construct(
		private YearlyOfferings $yearly,
		private ReminderDays $days,
		private Unsubscribe $unsubscribe,
		private NamedLock $lock
	) {}

	/**
	 * Hooked on `woocommerce_payment_complete` and `woocommerce_order_status_processing` / `_completed`.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $subject  The order (status hooks) or a transaction id (payment_complete).
	 */
	public function on_paid( mixed $order_id, mixed $subject = null ): void {
		$order_id = (int) $order_id;
		if ( $order_id <= 0 || ! function_exists( 'as_schedule_single_action' ) ) {
			return;
		}
		$this->lock->run(
			$order_id,
			function () use ( $order_id, $subject ): void {
				// The status hooks' order is the one WooCommerce goes on saving: meta set on it stays.
				$order = $subject instanceof WC_Order && $subject->get_id() === $order_id ? $subject : wc_get_order( $order_id );
				if ( ! $order instanceof WC_Order || ! $order->is_paid() || '' !== (string) $order->get_meta( self::SCHEDULED_META, true ) ) {
					return;
				}
				$customer = $order->get_customer_id();
				if ( $customer <= 0 || $this->unsubscribe->is_off( $customer ) || array() === $this->yearly->lines( $order ) ) {
					return;
				}
				$due = $this->due( $order );
				as_schedule_single_action( $due, self::HOOK, array( 'order_id' => $order_id ), self::GROUP, true );
				$order->update_meta_data( self::SCHEDULED_META, (string) $due );
				$order->save_meta_data();
			}
		);
	}

	/**
	 * Hooked on `woocommerce_order_status_cancelled`, `_refunded`, `_failed`,
	 * `woocommerce_trash_order` and `woocommerce_before_delete_order`: the
	 * waiting reminder goes, and so does the mark that it was scheduled.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function withdraw( mixed $order_id ): void {
		$order_id = (int) $order_id;
		if ( $order_id <= 0 || ! function_exists( 'as_unschedule_all_actions' ) ) {
			return;
		}
		$this->lock->run(
			$order_id,
			function () use ( $order_id ): void {
				as_unschedule_all_actions( self::HOOK, array( 'order_id' => $order_id ), self::GROUP );
				$order = wc_get_order( $order_id );
				if ( $order instanceof WC_Order && '' !== (string) $order->get_meta( self::SCHEDULED_META, true ) ) {
					$order->delete_meta_data( self::SCHEDULED_META );
					$order->save_meta_data();
				}
			}
		);
	}

	/**
	 * When the order's reminder is due, as a Unix time.
	 *
	 * @param WC_Order $order Paid order.
	 */
	private function due( WC_Order $order ): int {
		$zone = wp_timezone();
		$paid = $order->get_date_paid() ?? $order->get_date_created();
		$time = null !== $paid ? $paid->getTimestamp() : time();
		$when = ( new DateTimeImmutable( '@' . $time ) )->setTimezone( $zone );
		return ReminderDate::due( $when, $this->days->days(), new DateTimeImmutable( 'now', $zone ) )->getTimestamp();
	}
}
