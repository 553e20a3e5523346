<?php
/**
 * Where the worshipper reads an order's payment deadline.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

use TempleOfferings\Support\Templates;
use WC_Order;

/**
 * The deadline of an order waiting for its payment, said where the
 * worshipper looks: above the order's table on the thank-you page and My
 * Account's order page (the classic templates and the order confirmation
 * blocks both fire woocommerce_order_details_before_order_table), before the
 * order's table in its customer e-mails (the on-hold e-mail of a transfer
 * among them), and in its own column of My Account's orders list. An order
 * cancelled at its deadline says so in the same places.
 */
final class DeadlineNotice {

	/** My Account's orders list: the column's key. */
	public const COLUMN = 'temple-offerings-pay-by';

	/**
	 * @param Templates $templates The plugin's templates, as a theme may override them.
	 */
	public function __construct( private Templates $templates ) {}

	/**
	 * woocommerce_order_details_before_order_table.
	 *
	 * @param mixed $order The order shown.
	 */
	public function order_details( mixed $order ): void {
		$text = $order instanceof WC_Order ? self::sentence( $order ) : null;
		if ( null !== $text ) {
			$this->templates->render( 'order/payment-deadline', $text );
		}
	}

	/**
	 * woocommerce_email_before_order_table: in the customer's e-mails.
	 *
	 * @param mixed $order         The order.
	 * @param mixed $sent_to_admin Whether the e-mail goes to the shop.
	 * @param mixed $plain_text    Whether it is plain text.
	 * @param mixed $email         The e-mail.
	 */
	public function email( mixed $order, mixed $sent_to_admin = false, mixed $plain_text = false, mixed $email = null ): void {
		// The deadline's own e-mails say it in their words.
		if ( ! $order instanceof WC_Order || $sent_to_admin || $email instanceof PaymentDeadlineEmail ) {
			return;
		}
		$text = self::sentence( $order );
		if ( null !== $text ) {
			$this->templates->render( $plain_text ? 'order/payment-deadline-plain' : 'order/payment-deadline', $text );
		}
	}

	/**
	 * woocommerce_account_orders_columns: a column before the actions.
	 *
	 * @param mixed $columns Key → heading.
	 * @return mixed
	 */
	public function columns( mixed $columns ): mixed {
		if ( ! is_array( $columns ) ) {
			return $columns;
		}
		$actions = array_key_exists( 'order-actions', $columns ) ? array( 'order-actions' => $columns['order-actions'] ) : array();
		unset( $columns['order-actions'] );
		return $columns + array( self::COLUMN => __( 'Pay by', 'temple-offerings' ) ) + $actions;
	}

	/**
	 * woocommerce_my_account_my_orders_column_{COLUMN}: the order's deadline, or nothing.
	 *
	 * @param mixed $order The order of the row.
	 */
	public function column( mixed $order ): void {
		$pay_by = $order instanceof WC_Order && PaymentDeadlines::waiting( $order ) ? PaymentDeadlines::pay_by( $order ) : null;
		if ( null !== $pay_by ) {
			echo '<time class="temple-offerings-pay-by__time" datetime="' . esc_attr( gmdate( 'c', $pay_by ) ) . '">' . esc_html( PaymentDeadlines::label( $pay_by ) ) . '</time>';
		}
	}

	/**
	 * What the worshipper reads of the order's deadline, or null: nothing to say.
	 *
	 * @param WC_Order $order The order.
	 * @return array{kind: string, text: string}|null kind: `waiting` or `expired`.
	 */
	public static function sentence( WC_Order $order ): ?array {
		$pay_by = PaymentDeadlines::pay_by( $order );
		if ( null !== $pay_by && PaymentDeadlines::waiting( $order ) ) {
			return array(
				'kind' => 'waiting',
				/* translators: %s: date and time. */
				'text' => sprintf( __( 'Please pay by %s. An order not paid by then is cancelled, and its places go to other worshippers.', 'temple-offerings' ), PaymentDeadlines::label( $pay_by ) ),
			);
		}
		$expired = (string) $order->get_meta( PaymentDeadlines::EXPIRED_KEY, true );
		if ( ctype_digit( $expired ) && $order->has_status( 'cancelled' ) ) {
			return array(
				'kind' => 'expired',
				/* translators: %s: date and time. */
				'text' => sprintf( __( 'This order was not paid by %s and was cancelled; its places were released.', 'temple-offerings' ), PaymentDeadlines::label( (int) $expired ) ),
			);
		}
		return null;
	}
}
