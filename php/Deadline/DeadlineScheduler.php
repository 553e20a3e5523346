<?php
/**
 * Gives an order waiting for payment its deadline, and takes it back.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

use TempleOfferings\Domain\PaymentWindow;
use TempleOfferings\Support\NamedLock;
use WC_Order;

/**
 * When an order with offerings that set a payment window starts waiting for
 * its payment (both checkouts, a status set to pending or on hold, an order
 * made through WooCommerce's REST API), its deadline is that window from
 * now, stored on the order and noted, with two Action Scheduler actions:
 * the deadline itself and, for windows of an hour or more, a reminder
 * before it. An order gets its deadline once while it waits: several hooks
 * fire for one checkout, so under the order's lock the stored deadline
 * says it was given. Paid, cancelled, refunded, failed, trashed or deleted,
 * the order loses its actions and its deadline; should it wait again, it
 * gets a new one.
 */
final class DeadlineScheduler {

	/** Action Scheduler hook of the deadline; its arg is `order_id`. */
	public const DUE_HOOK = 'temple_offerings_payment_due';

	/** Action Scheduler hook of the reminder; its arg is `order_id`. */
	public const REMINDER_HOOK = 'temple_offerings_payment_reminder';

	public const GROUP = 'temple-offerings';

	/**
	 * @param PaymentDeadlines $deadlines The stored values.
	 * @param NamedLock        $lock      One request per order at a time.
	 */
	public function __construct( private PaymentDeadlines $deadlines, private NamedLock $lock ) {}

	/**
	 * Hooked where an order may start waiting for its payment; each hook's
	 * first argument is the order or its id, and a status hook's second the
	 * order WooCommerce goes on using (its e-mails of that status among
	 * them): the deadline is set on that one, so what it sends says it.
	 *
	 * @param mixed $subject The order or its id.
	 * @param mixed $order   A status hook's order, or another hook's second argument.
	 */
	public function on_waiting( mixed $subject, mixed $order = null ): void {
		$order_id = $subject instanceof WC_Order ? $subject->get_id() : (int) $subject;
		if ( $order_id <= 0 || ! function_exists( 'as_schedule_single_action' ) ) {
			return;
		}
		$live = $subject instanceof WC_Order ? $subject : ( $order instanceof WC_Order && $order->get_id() === $order_id ? $order : null );
		$this->lock->run(
			$order_id,
			function () use ( $order_id, $live ): void {
				$order = $live ?? wc_get_order( $order_id );
				if ( ! $order instanceof WC_Order || ! PaymentDeadlines::waiting( $order ) || null !== PaymentDeadlines::pay_by( $order ) ) {
					return;
				}
				$minutes = $this->deadlines->window( $order );
				if ( null === $minutes ) {
					return;
				}
				$now    = time();
				$pay_by = $now + $minutes * 60;
				$args   = array( 'order_id' => $order_id );
				as_schedule_single_action( $pay_by, self::DUE_HOOK, $args, self::GROUP, true );
				$remind = PaymentWindow::reminder_at( $pay_by, $minutes, $now );
				if ( null !== $remind ) {
					as_schedule_single_action( $remind, self::REMINDER_HOOK, $args, self::GROUP, true );
				}
				$order->update_meta_data( PaymentDeadlines::PAY_BY_KEY, (string) $pay_by );
				$order->save_meta_data();
				/* translators: %s: date and time. */
				$order->add_order_note( sprintf( __( 'Payment deadline: %s. Unpaid by then, the order is cancelled and its places are released.', 'temple-offerings' ), PaymentDeadlines::label( $pay_by ) ) );
			}
		);
	}

	/**
	 * Filter `woocommerce_cancel_unpaid_order`: WooCommerce cancels a pending
	 * order made at checkout once the stock's hold time (60 minutes by
	 * default) has passed. An order with a payment deadline is kept for it:
	 * the deadline's own cancellation (DeadlineRunner) comes then, with its
	 * e-mail, whether the deadline is shorter or longer than the hold time.
	 *
	 * @param mixed $cancel Whether WooCommerce cancels it now.
	 * @param mixed $order  The unpaid order.
	 * @return mixed
	 */
	public function keep_for_deadline( mixed $cancel, mixed $order = null ): mixed {
		return $order instanceof WC_Order && null !== PaymentDeadlines::pay_by( $order ) ? false : $cancel;
	}

	/**
	 * Hooked where an order stops waiting (paid, cancelled, refunded,
	 * failed, trashed, deleted): its actions and its deadline go. Not under
	 * the order's lock: the deadline's own cancellation comes here while it
	 * holds it, and unscheduling twice is harmless.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function withdraw( mixed $order_id ): void {
		$order_id = (int) $order_id;
		if ( $order_id <= 0 || ! function_exists( 'as_unschedule_all_actions' ) ) {
			return;
		}
		foreach ( array( self::DUE_HOOK, self::REMINDER_HOOK ) as $hook ) {
			as_unschedule_all_actions( $hook, array( 'order_id' => $order_id ), self::GROUP );
		}
		$order = wc_get_order( $order_id );
		if ( $order instanceof WC_Order && null !== PaymentDeadlines::pay_by( $order ) ) {
			$order->delete_meta_data( PaymentDeadlines::PAY_BY_KEY );
			$order->delete_meta_data( PaymentDeadlines::REMINDED_KEY );
			$order->save_meta_data();
		}
	}
}
