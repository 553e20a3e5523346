<?php
/**
 * A winner cancelled unpaid: its places go to the next drawn.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Deadline\PaymentDeadlines;
use WC_Order;

/**
 * When an order the draw gave places is cancelled (at its payment deadline
 * by php/Deadline/, or by staff), WooCommerce gives back the stock it held
 * first; then the entries not drawn take the places free, in drawn order
 * (DrawRun::promote()), each becoming an order pending payment with its own
 * deadline and the winner's e-mail, and the draw's log says so.
 */
final class DrawPromotion {

	/**
	 * @param DrawRun $run The draw.
	 */
	public function __construct( private DrawRun $run ) {}

	/**
	 * Hooked on `woocommerce_order_status_cancelled`, after WooCommerce's stock (10).
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $order    The order.
	 */
	public function cancelled( mixed $order_id, mixed $order = null ): void {
		$order = $order instanceof WC_Order ? $order : wc_get_order( (int) $order_id );
		if ( ! $order instanceof WC_Order || DrawOfferings::STATE_WON !== DrawOfferings::state( $order ) ) {
			return;
		}
		$offering = (int) $order->get_meta( DrawOfferings::ORDER_OFFERING, true );
		if ( $offering <= 0 ) {
			return;
		}
		$why = '' !== (string) $order->get_meta( PaymentDeadlines::EXPIRED_KEY, true )
			/* translators: %s: order number. */
			? sprintf( __( 'Order #%s was not paid by its deadline and was cancelled.', 'temple-offerings' ), $order->get_order_number() )
			/* translators: %s: order number. */
			: sprintf( __( 'Order #%s was cancelled.', 'temple-offerings' ), $order->get_order_number() );
		$this->run->promote( $offering, $why );
	}
}
