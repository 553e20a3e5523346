<?php
/**
 * Where the worshipper reads that an order is an entry of a draw, or was not drawn.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Support\Templates;
use WC_Order;
use WC_Product;

/**
 * An entry has nothing to pay and nothing to wait for but the draw, so the
 * thank-you page after its checkout and My Account's order page say so
 * above the order's table (the classic templates and the order
 * confirmation blocks both fire woocommerce_order_details_before_order_table):
 * that it is entered, when registration closes, and that a winner is sent
 * the way to pay; an entry not drawn says that it was not, and that it
 * keeps its place in the drawn order.
 */
final class DrawNotice {

	/**
	 * @param RegistrationWindows $windows   When registration closes.
	 * @param Templates           $templates The plugin's templates, as a theme may override them.
	 */
	public function __construct( private RegistrationWindows $windows, private Templates $templates ) {}

	/**
	 * woocommerce_order_details_before_order_table.
	 *
	 * @param mixed $order The order shown.
	 */
	public function order_details( mixed $order ): void {
		if ( ! $order instanceof WC_Order ) {
			return;
		}
		$product = wc_get_product( (int) $order->get_meta( DrawOfferings::ORDER_OFFERING, true ) );
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		if ( $order->has_status( DrawStatuses::ENTERED ) ) {
			$closes = $this->windows->window_of( $product )['closes'];
			$this->templates->render(
				'order/draw-entry',
				array(
					'kind' => 'entered',
					'text' => null === $closes
						/* translators: %s: offering (product) name. */
						? sprintf( __( 'You are entered in the draw for "%s": nothing is to be paid now. The draw is held after registration closes; if you are drawn, you will get an e-mail with the way to pay.', 'temple-offerings' ), $product->get_name() )
						/* translators: 1: offering (product) name, 2: when registration closes. */
						: sprintf( __( 'You are entered in the draw for "%1$s": nothing is to be paid now. The draw is held after registration closes on %2$s; if you are drawn, you will get an e-mail with the way to pay.', 'temple-offerings' ), $product->get_name(), $this->windows->moment( $closes ) ),
				)
			);
			return;
		}
		if ( $order->has_status( DrawStatuses::NOT_DRAWN ) ) {
			$this->templates->render(
				'order/draw-entry',
				array(
					'kind' => 'not-drawn',
					/* translators: %s: offering (product) name. */
					'text' => sprintf( __( 'This registration was not drawn for "%s"; nothing is to be paid. Should places come back, they go to the next in the drawn order, and you would get an e-mail.', 'temple-offerings' ), $product->get_name() ),
				)
			);
		}
	}
}
