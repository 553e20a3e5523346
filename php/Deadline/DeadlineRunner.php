<?php
/**
 * What happens at an order's payment deadline, and before it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

use TempleOfferings\Support\NamedLock;
use WC_Order;

/**
 * The two Action Scheduler actions of DeadlineScheduler, each checking
 * again, under the order's lock, what it was queued for (a queue runner on
 * another PHP node may run the same action, and the order may have been
 * paid a moment ago):
 *
 * - at the deadline, an order still waiting for its payment is cancelled.
 *   WooCommerce gives back the stock its order held when an order is
 *   cancelled, so the places return at once; the order notes why and the
 *   worshipper gets the e-mail that says so;
 * - before it, an order still waiting gets one reminder with its deadline
 *   and the way to pay.
 */
final class DeadlineRunner {

	/**
	 * Seconds a deadline may be early by: a queue runner starts an action a
	 * moment before its due time.
	 */
	private const EARLY = 5;

	/**
	 * @param DeadlineEmails $emails The two e-mails.
	 * @param NamedLock      $lock   One request per order at a time.
	 */
	public function __construct( private DeadlineEmails $emails, private NamedLock $lock ) {}

	/**
	 * The deadline's action.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function due( mixed $order_id ): void {
		$order_id = (int) $order_id;
		$this->lock->run(
			$order_id,
			function () use ( $order_id ): void {
				$order  = wc_get_order( $order_id );
				$pay_by = $order instanceof WC_Order ? PaymentDeadlines::pay_by( $order ) : null;
				if ( ! $order instanceof WC_Order || null === $pay_by || ! PaymentDeadlines::waiting( $order ) || $pay_by > time() + self::EARLY ) {
					return;
				}
				$order->update_meta_data( PaymentDeadlines::EXPIRED_KEY, (string) $pay_by );
				$order->save_meta_data();
				/* translators: %s: date and time of the payment deadline. */
				$order->update_status( 'cancelled', sprintf( __( 'Not paid by its payment deadline (%s): cancelled, and its places are released.', 'temple-offerings' ), PaymentDeadlines::label( $pay_by ) ) );
				$this->emails->expired()?->trigger( $order, $pay_by );
			}
		);
	}

	/**
	 * The reminder's action.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function remind( mixed $order_id ): void {
		$order_id = (int) $order_id;
		$this->lock->run(
			$order_id,
			function () use ( $order_id ): void {
				$order  = wc_get_order( $order_id );
				$pay_by = $order instanceof WC_Order ? PaymentDeadlines::pay_by( $order ) : null;
				if ( ! $order instanceof WC_Order || null === $pay_by || ! PaymentDeadlines::waiting( $order ) || $pay_by <= time() || '' !== (string) $order->get_meta( PaymentDeadlines::REMINDED_KEY, true ) ) {
					return;
				}
				$email = $this->emails->reminder();
				if ( null === $email || ! $email->trigger( $order, $pay_by ) ) {
					return;
				}
				$order->update_meta_data( PaymentDeadlines::REMINDED_KEY, (string) time() );
				$order->save_meta_data();
				/* translators: %s: e-mail address. */
				$order->add_order_note( sprintf( __( 'Payment reminder sent to %s.', 'temple-offerings' ), $order->get_billing_email() ) );
			}
		);
	}
}
