<?php
/**
 * The slip a worshipper takes home from the counter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Order\OrderLines;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\OrderChannel;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;
use WC_Order;

/**
 * On the counter's 80 mm receipt paper (the receipts' stylesheet): the
 * temple, the order's number and date, who registered and who took it, each
 * offering with its believers (and their lamp numbers once paid), the amount,
 * and whether it is paid or waits for a transfer. One admin-post action,
 * nonce-checked per order, for staff who may edit orders and for the counter
 * staff member who took the order; anyone else is refused, the same way for
 * an order that does not exist. Printed by templates/temple-offerings/counter-slip.php.
 */
final class CounterSlip {

	public const ACTION = 'temple_offerings_counter_slip';

	/**
	 * @param OrderLines    $lines     The order's believers, refunded ones left out.
	 * @param PrintDocument $page      The printable page, with the receipts' stylesheet.
	 * @param Templates     $templates The slip's template.
	 */
	public function __construct( private OrderLines $lines, private PrintDocument $page, private Templates $templates ) {}

	/**
	 * The slip's address, nonce included (raw; escape on output).
	 *
	 * @param WC_Order $order The order.
	 */
	public static function url( WC_Order $order ): string {
		return add_query_arg(
			array(
				'action'   => self::ACTION,
				'order'    => $order->get_id(),
				'_wpnonce' => wp_create_nonce( self::ACTION . '_' . $order->get_id() ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * Whether the current user may see an order's counter papers: staff who
	 * may edit orders, or the counter staff member who took it.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function may_see( WC_Order $order ): bool {
		return current_user_can( 'edit_shop_orders' )
			|| ( current_user_can( Capabilities::COUNTER ) && OrderChannel::taken_by( $order ) === get_current_user_id() );
	}

	/**
	 * admin-post handler.
	 */
	public function render(): void {
		$id = absint( wp_unslash( $_GET['order'] ?? 0 ) );
		check_admin_referer( self::ACTION . '_' . $id );
		$order = $id > 0 ? wc_get_order( $id ) : null;
		if ( ! $order instanceof WC_Order || 'shop_order' !== $order->get_type() || ! self::may_see( $order ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see this order.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		$date  = $order->get_date_created();
		$staff = get_userdata( OrderChannel::taken_by( $order ) );
		$lines = array();
		foreach ( $this->lines->of_order( $order ) as $line ) {
			$people = array();
			foreach ( $line['believers'] as $index => $believer ) {
				$number   = (string) ( $line['numbers'][ $index ] ?? '' );
				$name     = (string) ( $believer['name'] ?? '' );
				$people[] = '' === $number ? $name : sprintf(
					/* translators: 1: lamp number (燈號), 2: believer's name. */
					__( '%1$s %2$s', 'temple-offerings' ),
					$number,
					$name
				);
			}
			$lines[] = array(
				'offering' => wp_strip_all_tags( $line['product'] ),
				'people'   => $people,
			);
		}
		/* translators: %s: order number. */
		$title = sprintf( __( 'Registration slip #%s', 'temple-offerings' ), $order->get_order_number() );
		$this->page->open( $title, '@page{size:80mm 297mm;margin:3mm 4mm}', 'temple-receipt-page temple-receipt-page-80mm' );
		$this->templates->render(
			'counter-slip',
			array(
				'temple'  => get_bloginfo( 'name' ),
				'title'   => __( 'Registration slip', 'temple-offerings' ),
				'facts'   => array(
					__( 'Order no.', 'temple-offerings' )   => (string) $order->get_order_number(),
					__( 'Date', 'temple-offerings' )        => $date ? $date->date_i18n( 'Y-m-d H:i' ) : '',
					__( 'Registered by', 'temple-offerings' ) => $order->get_formatted_billing_full_name(),
					__( 'Channel', 'temple-offerings' )     => OrderChannel::label( OrderChannel::of( $order ) ),
					__( 'Handled by', 'temple-offerings' )  => $staff instanceof \WP_User ? $staff->display_name : '',
				),
				'lines'   => $lines,
				'total'   => html_entity_decode( wp_strip_all_tags( wc_price( (float) $order->get_total(), array( 'currency' => $order->get_currency() ) ) ), ENT_QUOTES, 'UTF-8' ),
				'payment' => $order->get_payment_method_title(),
				'status'  => $order->is_paid() ? __( 'Paid', 'temple-offerings' ) : __( 'Waiting for payment', 'temple-offerings' ),
			)
		);
		$this->page->close();
		exit;
	}
}
