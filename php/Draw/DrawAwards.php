<?php
/**
 * Moves an entry to what the draw gave it, and tells the worshipper.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Deadline\PaymentDeadlines;
use WC_Order;

/**
 * A winner becomes an order pending payment: php/Deadline/ gives it its
 * deadline when it starts waiting (DrawEntries' window), WooCommerce's
 * stock then holds its places (so a cancellation gives them back), and the
 * worshipper gets the e-mail with the pay link and the deadline. An entry
 * not drawn becomes 未中籤 and gets the e-mail that says so; it keeps its
 * rank for places that come back.
 */
final class DrawAwards {

	/**
	 * @param DrawEmails $emails The two e-mails.
	 */
	public function __construct( private DrawEmails $emails ) {}

	/**
	 * Gives an entry its places.
	 *
	 * @param WC_Order $order The entry.
	 * @param int      $rank  Its rank in the drawn order, from 1.
	 * @param string   $note  The order note saying why.
	 */
	public function win( WC_Order $order, int $rank, string $note ): void {
		$order->update_meta_data( DrawOfferings::ORDER_STATE, DrawOfferings::STATE_WON );
		$order->update_meta_data( DrawOfferings::ORDER_RANK, (string) $rank );
		// WooCommerce gives back, when an order turns pending, the stock it held: none yet, so hold it after,
		// marked as held the way a paid order's is, so a payment does not take it twice and a cancellation gives it back.
		$order->update_status( 'pending', $note );
		wc_maybe_reduce_stock_levels( $order->get_id() );
		$pay_by = PaymentDeadlines::pay_by( $order );
		$this->emails->won()?->trigger( $order, $rank, $pay_by ?? 0 );
	}

	/**
	 * Tells an entry it was not drawn.
	 *
	 * @param WC_Order $order The entry.
	 * @param int      $rank  Its rank in the drawn order, from 1.
	 */
	public function not_drawn( WC_Order $order, int $rank ): void {
		$order->update_meta_data( DrawOfferings::ORDER_STATE, DrawOfferings::STATE_NOT_DRAWN );
		$order->update_meta_data( DrawOfferings::ORDER_RANK, (string) $rank );
		/* translators: %d: rank in the drawn order. */
		$order->update_status( DrawStatuses::NOT_DRAWN, sprintf( __( 'Not drawn (drawn %d): kept in the drawn order for places that come back.', 'temple-offerings' ), $rank ) );
		$this->emails->not_drawn()?->trigger( $order, $rank, 0 );
	}
}
