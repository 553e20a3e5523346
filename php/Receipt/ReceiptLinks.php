<?php
/**
 * The worshipper's links to their receipts: in the order e-mail and under the order's details.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Support\Templates;

/**
 * Under the order table of WooCommerce's "order received" (processing) and
 * "order completed" e-mails to the worshipper, and under the order's details
 * on My Account's order view and the order-received page: each live receipt,
 * linked to its A5 print, and to its 感謝狀 when it is a personal receipt or
 * holds a donation. A guest's links carry the order key (ReceiptPrint::url()),
 * an account's do not: its receipts open to that account only.
 */
final class ReceiptLinks {

	/** WooCommerce's e-mails to the worshipper that carry the links. */
	public const EMAILS = array( 'customer_processing_order', 'customer_completed_order' );

	/**
	 * @param ReceiptStore $store     Where the order keeps its receipts.
	 * @param Templates    $templates The links' templates.
	 */
	public function __construct( private ReceiptStore $store, private Templates $templates ) {}

	/**
	 * Hooked on `woocommerce_email_after_order_table`.
	 *
	 * @param mixed $order         The order.
	 * @param mixed $sent_to_admin Whether the e-mail goes to staff.
	 * @param mixed $plain_text    Whether it is plain text.
	 * @param mixed $email         The e-mail.
	 */
	public function email( mixed $order, mixed $sent_to_admin = false, mixed $plain_text = false, mixed $email = null ): void {
		if ( ! $order instanceof \WC_Order || $sent_to_admin || ! $email instanceof \WC_Email || ! in_array( $email->id, self::EMAILS, true ) ) {
			return;
		}
		$this->render( $order, $plain_text ? 'order/receipt-links-plain' : 'order/receipt-links' );
	}

	/**
	 * Hooked on `woocommerce_order_details_after_order_table` (My Account's
	 * order view and the order-received page, shown by WooCommerce only to
	 * whoever may see the order).
	 *
	 * @param mixed $order The order.
	 */
	public function order_details( mixed $order ): void {
		if ( $order instanceof \WC_Order ) {
			$this->render( $order, 'order/receipt-links' );
		}
	}

	/**
	 * The links, when the order has a live receipt.
	 *
	 * @param \WC_Order $order    The order.
	 * @param string    $template Template name.
	 */
	private function render( \WC_Order $order, string $template ): void {
		$links = array();
		foreach ( ReceiptRecord::live( $this->store->records( $order ) ) as $record ) {
			$links[] = array(
				'number'      => $record['number'],
				'payer'       => $record['payer'],
				'receipt'     => ReceiptPrint::url( $order, $record['number'], 'a5' ),
				'certificate' => $record['personal'] || $record['donations'] > 0 ? ReceiptPrint::url( $order, $record['number'], 'certificate' ) : '',
			);
		}
		if ( array() !== $links ) {
			$this->templates->render( $template, array( 'links' => $links ) );
		}
	}
}
