<?php
/**
 * Keeps the receipts table in step with the orders' receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * An order's rows in the receipts table (ReceiptTable) are its receipts and
 * a few facts of the order: its number, customer, a guest's e-mail, its
 * channel, and the donor's key (ReceiptDonor) and statement year made of them. ReceiptStore writes them with the receipts; an order saved later
 * (a customer assigned, an e-mail corrected, a privacy erasure) writes them
 * again, when it has receipts, read afresh from the order meta table.
 */
final class ReceiptRegister {

	/**
	 * @param ReceiptTable    $table    The table.
	 * @param ReceiptChannels $channels The order's channel.
	 */
	public function __construct( private ReceiptTable $table, private ReceiptChannels $channels ) {}

	/**
	 * Writes an order's rows.
	 *
	 * @param \WC_Order                        $order   The order.
	 * @param array<int, array<string, mixed>> $records Every receipt of the order.
	 * @throws \RuntimeException When the database refuses.
	 */
	public function write( \WC_Order $order, array $records ): void {
		$facts = array(
			'order_id'     => $order->get_id(),
			'order_number' => (string) $order->get_order_number(),
			'customer_id'  => $order->get_customer_id(),
			'email'        => $order->get_billing_email(),
			'phone'        => $order->get_billing_phone(),
			'channel'      => $this->channels->of( $order ),
		);
		$this->table->replace( $order->get_id(), ReceiptRow::rows( $records, $facts ) );
	}

	/**
	 * Hooked on `woocommerce_update_order` (order id, the order): an order
	 * with receipts writes its rows again.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $order    The order.
	 */
	public function on_saved( mixed $order_id, mixed $order = null ): void {
		$order = $order instanceof \WC_Order ? $order : wc_get_order( (int) $order_id );
		if ( ! $order instanceof \WC_Order || 'shop_order' !== $order->get_type() ) {
			return;
		}
		// As the database holds them, never the saved object's copy: an order saved from another node's stale object (loaded before a void) would put a voided receipt back as live.
		$records = ReceiptRecord::read_all( ReceiptStore::stored( $order->get_id(), ReceiptStore::META ) );
		if ( array() === $records ) {
			return;
		}
		try {
			$this->write( $order, $records );
		} catch ( \RuntimeException $error ) {
			wc_get_logger()->error( 'The receipts table missed order ' . $order->get_id() . ': ' . $error->getMessage(), array( 'source' => 'temple-offerings' ) );
		}
	}
}
