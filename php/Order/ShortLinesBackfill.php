<?php
/**
 * Flags the orders saved before an order carried its count of short lines.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use WC_Order;

/**
 * The orders list's filter 「信眾資料不齊」 and the dashboard's count ask the
 * database for orders carrying ShortLines::FLAG, and they must: computing
 * every order's lines on each read would load every order of the shop. So
 * the flag is stored, and an order saved before it existed must get it
 * once: in the background (WooCommerce's Action Scheduler, one batch of
 * BATCH orders an action, oldest first, each batch scheduling the next),
 * so a shop with years of orders is never held up by it. The first admin
 * screen after the update starts it; OPTION holds the next batch, then
 * DONE. Only the flag is written (the order's meta, not a whole save that
 * would run other plugins' hooks); an order saved meanwhile is flagged by
 * its own save as always.
 */
final class ShortLinesBackfill {

	/** The Action Scheduler hook of one batch. */
	public const HOOK = 'temple_offerings_short_lines_backfill';

	/** The next batch to run (from 1), or DONE. */
	public const OPTION = 'temple_offerings_short_lines_backfill';

	public const DONE = 'done';

	/** Orders one action flags. */
	public const BATCH = 50;

	private const GROUP = 'temple-offerings';

	/**
	 * @param ShortLines $short Counts an order's short lines.
	 */
	public function __construct( private ShortLines $short ) {}

	/**
	 * Hooked on `admin_init`: schedules the next batch, unless the orders
	 * are all flagged or a batch is scheduled already.
	 */
	public function schedule(): void {
		$next = get_option( self::OPTION, '1' );
		if ( self::DONE === $next || ! function_exists( 'as_enqueue_async_action' ) || ! function_exists( 'as_has_scheduled_action' )
			|| as_has_scheduled_action( self::HOOK, null, self::GROUP ) ) {
			return;
		}
		as_enqueue_async_action( self::HOOK, array( 'batch' => max( 1, (int) $next ) ), self::GROUP, true );
	}

	/**
	 * The action: flags one batch of orders, then schedules the next, or
	 * marks the work done after the last.
	 *
	 * @param mixed $batch Which batch, from 1.
	 */
	public function run( mixed $batch = 1 ): void {
		$batch = max( 1, (int) $batch );
		$ids   = wc_get_orders(
			array(
				'type'    => 'shop_order',
				'status'  => array_keys( wc_get_order_statuses() ),
				'limit'   => self::BATCH,
				'paged'   => $batch,
				'orderby' => 'ID',
				'order'   => 'ASC',
				'return'  => 'ids',
			)
		);
		$ids = is_array( $ids ) ? $ids : array();
		foreach ( $ids as $id ) {
			$order = wc_get_order( $id );
			if ( $order instanceof WC_Order ) {
				$this->short->flag( $order );
				$order->save_meta_data();
			}
		}
		if ( count( $ids ) < self::BATCH ) {
			update_option( self::OPTION, self::DONE, false );
			return;
		}
		update_option( self::OPTION, (string) ( $batch + 1 ), false );
		if ( function_exists( 'as_enqueue_async_action' ) ) {
			as_enqueue_async_action( self::HOOK, array( 'batch' => $batch + 1 ), self::GROUP, true );
		}
	}
}
