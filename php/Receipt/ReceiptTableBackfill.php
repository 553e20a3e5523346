<?php
/**
 * Fills the receipts table with the receipts issued before it existed.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Support\OrderBackfill;

/**
 * Receipts issued before the receipts table (ReceiptTable) existed are on
 * their orders only. Every order holding receipts gets its rows written
 * once, in the background (Support\OrderBackfill, batches of 50 orders; the
 * option HOOK holds the next batch, then `done`). Writing an order's rows
 * replaces them, so an order also saved meanwhile ends the same.
 */
final class ReceiptTableBackfill {

	/** The Action Scheduler hook of one batch, and the option holding the next. */
	public const HOOK = 'temple_offerings_receipts_table_backfill';

	/**
	 * @param ReceiptRegister $register Writes an order's rows.
	 * @param ReceiptStore    $store    Where the order keeps its receipts.
	 */
	public function __construct( private ReceiptRegister $register, private ReceiptStore $store ) {}

	/**
	 * The background work, ready to register: the orders holding receipts.
	 */
	public function backfill(): OrderBackfill {
		return new OrderBackfill(
			self::HOOK,
			array(
				'meta_query' => array(
					array(
						'key'     => ReceiptStore::META,
						'compare' => 'EXISTS',
					),
				),
			),
			array( $this, 'write' )
		);
	}

	/**
	 * Writes one order's rows.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function write( \WC_Order $order ): void {
		$this->register->write( $order, $this->store->records( $order ) );
	}
}
