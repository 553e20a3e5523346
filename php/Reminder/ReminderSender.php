<?php
/**
 * Sends an order's renewal reminder when its action runs.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use Automattic\WooCommerce\Utilities\OrderUtil;
use TempleOfferings\Order\RenewLink;
use TempleOfferings\Support\NamedLock;
use TempleOfferings\TaiSui\TaiSuiSettings;
use WC_Order;

/**
 * Hooked on ReminderScheduler::HOOK, which Action Scheduler fires (WP-Cron,
 * WP-CLI or its async runner, on any node). Everything is checked again,
 * since months pass between the payment and the reminder:
 *
 * - the order is still paid (not cancelled, refunded or back to pending);
 * - it belongs to an account that did not turn reminders off;
 * - it still has yearly lines and a renew address (RenewLink);
 * - the e-mail is enabled (WooCommerce → Settings → Emails);
 * - it was never sent: under the order's lock the SENT_META mark is read
 *   from the database itself (not a cached order) and written before the
 *   e-mail goes, so two runners cannot both send. A send that fails takes
 *   the mark back and is tried again later, up to MAX_ATTEMPTS in all.
 *
 * Each outcome but "already sent" leaves a private order note, so staff see
 * what happened to the reminder on the order.
 */
final class ReminderSender {

	/** Order meta: the Unix time the reminder was sent. */
	public const SENT_META = '_temple_offerings_reminder_sent';

	private const MAX_ATTEMPTS = 3;

	private const RETRY_AFTER = HOUR_IN_SECONDS;

	/**
	 * @param YearlyOfferings $yearly      Which lines are yearly.
	 * @param RenewLink       $renew_link  The renew address.
	 * @param Unsubscribe     $unsubscribe Who turned reminders off; the link.
	 * @param ReminderEmails  $emails      The e-mail.
	 * @param NamedLock       $lock        One runner per order at a time.
	 * @param TaiSuiSettings|null $tai_sui Who 犯太歲 in the temple's year; none named when null.
	 */
	public function __construct(
		private YearlyOfferings $yearly,
		private RenewLink $renew_link,
		private Unsubscribe $unsubscribe,
		private ReminderEmails $emails,
		private NamedLock $lock,
		private ?TaiSuiSettings $tai_sui = null
	) {}

	/**
	 * Hooked on ReminderScheduler::HOOK.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $attempt  1 for the first try, more on a retry.
	 */
	public function send( mixed $order_id, mixed $attempt = 1 ): void {
		$order_id = (int) $order_id;
		$attempt  = max( 1, (int) $attempt );
		$order    = $order_id > 0 ? wc_get_order( $order_id ) : false;
		if ( ! $order instanceof WC_Order || $this->was_sent( $order_id ) ) {
			return;
		}
		$email = $this->emails->email();
		$lines = $this->yearly->lines( $order );
		$renew = $this->renew_link->url( $order );
		$user  = $order->get_customer_id() > 0 ? get_userdata( $order->get_customer_id() ) : false;
		$to    = '' !== $order->get_billing_email() ? $order->get_billing_email() : ( false !== $user ? $user->user_email : '' );
		$skip  = match ( true ) {
			! $order->is_paid() => __( 'the order is no longer paid', 'temple-offerings' ),
			false === $user => __( 'the order has no customer account', 'temple-offerings' ),
			$this->unsubscribe->is_off( $user->ID ) => __( 'the customer turned renewal reminders off', 'temple-offerings' ),
			array() === $lines => __( 'the order has no offering renewed every year', 'temple-offerings' ),
			null === $renew => __( 'no published offering page offers its offerings', 'temple-offerings' ),
			null === $email || ! $email->is_enabled() => __( 'the renewal reminder e-mail is turned off', 'temple-offerings' ),
			'' === $to => __( 'the order has no e-mail address', 'temple-offerings' ),
			default => null,
		};
		if ( null !== $skip ) {
			/* translators: %s: why, e.g. "the order is no longer paid". */
			$order->add_order_note( sprintf( __( 'Renewal reminder not sent: %s.', 'temple-offerings' ), $skip ) );
			return;
		}
		if ( ! $this->claim( $order ) ) {
			return;
		}
		if ( $email->trigger( $order, $lines, (string) $renew, $this->unsubscribe->url( $user->ID ), $to, $this->tai_sui( $lines ) ) ) {
			/* translators: %s: e-mail address. */
			$order->add_order_note( sprintf( __( 'Renewal reminder sent to %s.', 'temple-offerings' ), $to ) );
			return;
		}
		// Not sent: the mark goes, so a later try may send.
		$order->delete_meta_data( self::SENT_META );
		$order->save_meta_data();
		if ( $attempt < self::MAX_ATTEMPTS ) {
			as_schedule_single_action( time() + self::RETRY_AFTER, ReminderScheduler::HOOK, array( 'order_id' => $order_id, 'attempt' => $attempt + 1 ), ReminderScheduler::GROUP, true );
			/* translators: %s: e-mail address. */
			$order->add_order_note( sprintf( __( 'Renewal reminder to %s could not be sent; it will be tried again in an hour.', 'temple-offerings' ), $to ) );
			return;
		}
		/* translators: %s: e-mail address. */
		$order->add_order_note( sprintf( __( 'Renewal reminder to %s could not be sent.', 'temple-offerings' ), $to ) );
	}

	/**
	 * The people of the yearly lines who 犯太歲 in the temple's year, each
	 * once (only the kinds TaiSui::reckons()), and that year: the family's
	 * first question before a new year, answered in the reminder that asks
	 * them back. The year is the 太歲燈's season (TaiSuiSettings::year()),
	 * the lamp the reminder suggests, as the family book reckons it.
	 *
	 * @param array<int, array{kind: string, people: array<int, array{name: string, birthday: string}>}> $lines YearlyOfferings::lines().
	 * @return array{year: string, people: array<int, array{name: string, text: string}>}
	 */
	private function tai_sui( array $lines ): array {
		if ( null === $this->tai_sui ) {
			return RenewalReminderEmail::NO_TAI_SUI;
		}
		$lamp   = $this->tai_sui->lamp();
		$people = array();
		foreach ( $lines as $line ) {
			foreach ( $line['people'] as $person ) {
				$text = $this->tai_sui->staff_text( $person['birthday'], $line['kind'], $lamp );
				$key  = $person['name'] . '|' . $person['birthday'];
				if ( '' !== $text && ! isset( $people[ $key ] ) ) {
					$people[ $key ] = array(
						'name' => $person['name'],
						'text' => $text,
					);
				}
			}
		}
		return array(
			'year'   => $this->tai_sui->year_label( $lamp ),
			'people' => array_values( $people ),
		);
	}

	/**
	 * Marks the order as reminded, unless a runner already did: under the
	 * order's lock, read from the database, then written.
	 *
	 * @param WC_Order $order Order.
	 * @return bool Whether this runner marked it (and sends).
	 */
	private function claim( WC_Order $order ): bool {
		$claimed = false;
		$this->lock->run(
			$order->get_id(),
			function () use ( $order, &$claimed ): void {
				if ( $this->was_sent( $order->get_id() ) ) {
					return;
				}
				$order->update_meta_data( self::SENT_META, (string) time() );
				$order->save_meta_data();
				$claimed = true;
			}
		);
		return $claimed;
	}

	/**
	 * Whether the order's reminder is marked sent, asked of the order meta
	 * table WooCommerce reads from (HPOS or posts), past any cached order:
	 * another runner may have marked it a moment ago.
	 *
	 * @param int $order_id Order id.
	 */
	private function was_sent( int $order_id ): bool {
		global $wpdb;
		$table  = OrderUtil::get_table_for_order_meta();
		$column = OrderUtil::custom_orders_table_usage_is_enabled() ? 'order_id' : 'post_id';
		// Deliberately uncached; the table and column names come from WooCommerce.
		return null !== $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$table} WHERE {$column} = %d AND meta_key = %s LIMIT 1", $order_id, self::SENT_META ) );
	}
}
