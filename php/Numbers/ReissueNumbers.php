<?php
/**
 * Staff's "reissue numbers" button on the order screen and its handler.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Numbers;

use TempleOfferings\Order\OrderBelieversBox;
use TempleOfferings\Order\OrderLine;
use TempleOfferings\Support\Templates;

/**
 * A numbered order line gets new numbers from its product's counter; the
 * old ones stay given (the counter never goes back), so a number written on
 * a lamp that was taken down is never written on another. Needs the order
 * capability and a nonce naming the order and the line, and the line must be
 * that order's (OrderLine: a line of another order is refused as not found,
 * whatever the nonce); every reissue is an order note saying who reissued
 * which numbers.
 */
final class ReissueNumbers {

	public const ACTION = 'temple_offerings_reissue_numbers';

	/**
	 * @param OrderNumbers $numbers   Gives the new numbers.
	 * @param Templates    $templates The button's template (a theme may override it).
	 */
	public function __construct( private OrderNumbers $numbers, private Templates $templates ) {}

	/**
	 * Hooked on `temple_offerings_believers_box_line`: a line of the order
	 * screen's Believers box that has numbers gets the reissue button
	 * (templates/temple-offerings/admin/reissue-numbers.php). A link, not a
	 * form: the box sits inside the order's own form.
	 *
	 * @param \WC_Order $order   The order on the screen.
	 * @param int       $item_id The line's id.
	 * @param string[]  $numbers The line's believers' numbers ('' for none).
	 */
	public function box_line( \WC_Order $order, int $item_id, array $numbers ): void {
		if ( array() === array_filter( $numbers ) ) {
			return;
		}
		$this->templates->render(
			'admin/reissue-numbers',
			array(
				'url'     => add_query_arg(
					array(
						'action'   => self::ACTION,
						'order_id' => $order->get_id(),
						'item_id'  => $item_id,
						'_wpnonce' => wp_create_nonce( self::nonce_action( $order->get_id(), $item_id ) ),
					),
					admin_url( 'admin-post.php' )
				),
				'confirm' => __( 'Give this line new numbers? The old numbers will not be given to anyone again.', 'temple-offerings' ),
			)
		);
	}

	/**
	 * admin-post handler: reissues, notes who did it, and goes back to the order.
	 */
	public function handle(): void {
		// The ids name the nonce, checked next.
		$order_id = absint( $_GET['order_id'] ?? 0 );
		$item_id  = absint( $_GET['item_id'] ?? 0 );
		if ( ! current_user_can( 'edit_shop_orders' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to change this order.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::nonce_action( $order_id, $item_id ) );
		$order = wc_get_order( $order_id );
		$item  = $order instanceof \WC_Order ? OrderLine::find( $order, $item_id ) : null;
		if ( ! $order instanceof \WC_Order || null === $item ) {
			wp_die( esc_html__( 'This order line does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
			return;
		}
		$result = $this->numbers->reissue( $order, $item_id );
		if ( null === $result ) {
			wp_die(
				esc_html__( 'This line gives no numbers: set a first number on its product\'s Temple tab first.', 'temple-offerings' ),
				'',
				array(
					'response'  => 400,
					'back_link' => true,
				)
			);
		}
		$user = wp_get_current_user();
		$order->add_order_note(
			sprintf(
				/* translators: 1: staff member's name, 2: offering name, 3: the old numbers, 4: the new ones. */
				__( '%1$s reissued the numbers of %2$s: %3$s replaced by %4$s. The old numbers will not be given again.', 'temple-offerings' ),
				$user->display_name,
				$item->get_name(),
				'' === $result['old'] ? '—' : $result['old'],
				$result['new']
			),
			0,
			true
		);
		wp_safe_redirect( $order->get_edit_order_url() . '#' . OrderBelieversBox::line_anchor( $item_id ) );
		exit;
	}

	/**
	 * The nonce action for one line.
	 *
	 * @param int $order_id Order id.
	 * @param int $item_id  Line item id.
	 */
	private static function nonce_action( int $order_id, int $item_id ): string {
		return self::ACTION . '_' . $order_id . '_' . $item_id;
	}
}
