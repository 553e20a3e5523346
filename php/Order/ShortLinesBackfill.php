<?php
/**
 * Flags the orders saved before an order carried its count of short lines.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Support\OrderBackfill;
use WC_Order;

/**
 * The orders list's filter 「信眾資料不齊」 and the dashboard's count ask the
 * database for orders carrying ShortLines::FLAG, and they must: computing
 * every order's lines on each read would load every order of the shop. So
 * the flag is stored, and an order saved before it existed must get it
 * once, in the background (Support\OrderBackfill, batches of 50 orders;
 * the option HOOK holds the next batch, then `done`). Only the flag is
 * written (the order's meta, not a whole save that would run other
 * plugins' hooks).
 */
final class ShortLinesBackfill {

	/** The Action Scheduler hook of one batch, and the option holding the next. */
	public const HOOK = 'temple_offerings_short_lines_backfill';

	/**
	 * @param ShortLines $short Counts an order's short lines.
	 */
	public function __construct( private ShortLines $short ) {}

	/**
	 * The background work, ready to register.
	 */
	public function backfill(): OrderBackfill {
		return new OrderBackfill( self::HOOK, array(), array( $this, 'flag' ) );
	}

	/**
	 * Flags one order.
	 *
	 * @param WC_Order $order The order.
	 */
	public function flag( WC_Order $order ): void {
		$this->short->flag( $order );
		$order->save_meta_data();
	}
}
