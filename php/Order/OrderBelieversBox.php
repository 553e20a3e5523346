<?php
/**
 * The "Believers" box on the order screen, and its print view.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Support\PrintDocument;

/**
 * Every line's believers with all their fields, on the HPOS and the
 * posts-storage order screens, plus a print button that opens the same
 * content as a clean A4 page. The lines come from OrderLines, so the
 * box, its print view and the ritual lists read believers the same way
 * (LineBelievers). Believers a refund took stay in the box, labelled
 * refunded (they are off the lists, not off the order).
 */
final class OrderBelieversBox {

	public const ID = 'temple-offerings-believers';

	public const PRINT_ACTION = 'temple_offerings_print_order';

	/**
	 * The id of one order line's part of the box, which the count under the
	 * line's item links to.
	 *
	 * @param int $item_id Order item id.
	 */
	public static function line_anchor( int $item_id ): string {
		return self::ID . '-' . $item_id;
	}

	/**
	 * @param BelieverFormatter $formatter Readable labels and values.
	 * @param OrderLines        $lines     Reads an order's believer lines.
	 * @param PrintDocument     $page      The printable page.
	 */
	public function __construct( private BelieverFormatter $formatter, private OrderLines $lines, private PrintDocument $page ) {}

	/**
	 * Adds the box to both order screens, right below the order's items:
	 * WooCommerce adds its order data and items boxes as `high` in the
	 * main column before this runs (OrderFeature hooks it after WooCommerce's own
	 * add_meta_boxes callback on the posts-storage screen), so a `high` box
	 * added now comes next. This box is the one place the order screen lists
	 * believers (OrderBelievers only counts them under each item).
	 */
	public function add(): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		$screens = array_unique( array( wc_get_page_screen_id( 'shop-order' ), 'shop_order' ) );
		foreach ( $screens as $screen ) {
			add_meta_box( self::ID, __( 'Believers', 'temple-offerings' ), array( $this, 'render' ), $screen, 'normal', 'high' );
		}
	}

	/**
	 * The box: WooCommerce passes the order (HPOS) or its post (legacy).
	 *
	 * @param \WC_Order|\WP_Post|mixed $subject Order or post.
	 */
	public function render( mixed $subject ): void {
		$order = $subject instanceof \WP_Post ? wc_get_order( $subject->ID ) : $subject;
		if ( ! $order instanceof \WC_Order ) {
			return;
		}
		/**
		 * Fires at the top of the Believers box on the order screen, whether
		 * or not the order has believers yet: staff's believer form mounts
		 * there, for the lines short of believers.
		 *
		 * @param \WC_Order $order The order.
		 */
		do_action( 'temple_offerings_believers_box_top', $order );
		$lines = $this->lines->of_order( $order, null, false, true );
		if ( array() === $lines ) {
			echo '<p>' . esc_html__( 'This order has no registered believers.', 'temple-offerings' ) . '</p>';
			return;
		}
		$url = add_query_arg(
			array(
				'action'   => self::PRINT_ACTION,
				'order_id' => $order->get_id(),
				'_wpnonce' => wp_create_nonce( self::PRINT_ACTION . '_' . $order->get_id() ),
			),
			admin_url( 'admin-post.php' )
		);
		echo '<p><a class="button" target="_blank" rel="noopener" href="' . esc_url( $url ) . '">' . esc_html__( 'Print believers', 'temple-offerings' ) . '</a></p>';
		/**
		 * Fires at the top of the Believers box on the order screen (not its
		 * print view): the corrections say there what became of a save.
		 *
		 * @param \WC_Order $order The order.
		 */
		do_action( 'temple_offerings_believers_box_notice', $order );
		$this->believers( $lines, $order );
	}

	/**
	 * admin-post handler: the order's believers as a print page.
	 */
	public function print_page(): void {
		// The id names the nonce, checked next.
		$id = absint( $_GET['order_id'] ?? 0 );
		if ( ! current_user_can( 'edit_shop_orders' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see this order.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::PRINT_ACTION . '_' . $id );
		$order = wc_get_order( $id );
		if ( ! $order instanceof \WC_Order ) {
			wp_die( esc_html__( 'This order does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
		}
		/* translators: %s: order number. */
		$title = sprintf( __( 'Believers of order #%s', 'temple-offerings' ), $order->get_order_number() );
		$this->page->open( $title );
		echo '<h1>' . esc_html( $title ) . '</h1>';
		$date = $order->get_date_created();
		echo '<p class="temple-print-meta">' . esc_html( implode( ' · ', array_filter( array( $date ? $date->date_i18n( 'Y-m-d H:i' ) : '', $order->get_formatted_billing_full_name(), wc_get_order_status_name( $order->get_status() ) ) ) ) ) . '</p>';
		$this->believers( $this->lines->of_order( $order, null, false, true ) );
		$this->page->close();
		exit;
	}

	/**
	 * Each line with its believers, one definition table per believer.
	 * Each section has the id the count under its item links to. A believer's
	 * number (燈號) is its table's first row; on the screen (not the print
	 * view) a line has what the lamp numbers add (a numbered line's reissue
	 * button), and each believer what the corrections add under it (the link
	 * to its correction form).
	 *
	 * @param array<int, array<string, mixed>> $lines  The order's lines (OrderLines::of_order()).
	 * @param \WC_Order|null                   $screen The order on the screen; null on the print view.
	 */
	private function believers( array $lines, ?\WC_Order $screen = null ): void {
		$order_id = null === $screen ? 0 : $screen->get_id();
		foreach ( $lines as $line ) {
			$kind = $line['kind'];
			echo '<section class="temple-staff-line" id="' . esc_attr( self::line_anchor( $line['item_id'] ) ) . '">';
			/* translators: 1: offering (product) name, 2: number of believers. */
			echo '<h3>' . esc_html( sprintf( __( '%1$s × %2$d', 'temple-offerings' ), $line['product'], count( $line['believers'] ) ) ) . '</h3>';
			$numbers = $line['numbers'] ?? array();
			if ( $order_id > 0 ) {
				/**
				 * Fires under each line's heading in the Believers box on the
				 * order screen (not its print view): the lamp numbers add the
				 * reissue button of a numbered line there.
				 *
				 * @param \WC_Order $order   The order.
				 * @param int       $item_id The line's id.
				 * @param string[]  $numbers The line's believers' numbers ('' for none).
				 */
				do_action( 'temple_offerings_believers_box_line', $screen, (int) $line['item_id'], $numbers );
			}
			$refunded = $line['refunded'] ?? array();
			foreach ( $line['believers'] as $index => $believer ) {
				/* translators: %d: position of the believer on the order line, from 1. */
				$caption = sprintf( __( 'Believer %d', 'temple-offerings' ), $index + 1 );
				$class   = 'temple-staff-believer widefat striped';
				if ( in_array( $index, $refunded, true ) ) {
					// Kept on the order, off every list: the record says who was registered and refunded.
					/* translators: %s: "Believer 1". The believer's place on the order was refunded. */
					$caption = sprintf( __( '%s (refunded)', 'temple-offerings' ), $caption );
					$class  .= ' temple-staff-believer--refunded';
				}
				echo '<table class="' . esc_attr( $class ) . '"><caption>' . esc_html( $caption ) . '</caption><tbody>';
				if ( '' !== ( $numbers[ $index ] ?? '' ) ) {
					echo '<tr class="temple-staff-number"><th scope="row">' . esc_html__( 'Lamp number', 'temple-offerings' ) . '</th><td>' . esc_html( $numbers[ $index ] ) . '</td></tr>';
				}
				foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
					echo '<tr><th scope="row">' . esc_html( $this->formatter->label( $key, $kind ) ) . '</th><td>' . nl2br( esc_html( $value ), false ) . '</td></tr>';
				}
				echo '</tbody></table>';
				if ( null !== $screen ) {
					/**
					 * Fires under each believer of the Believers box on the order
					 * screen (not its print view): the corrections add the link to
					 * the believer's correction form there.
					 *
					 * @param \WC_Order $order   The order.
					 * @param int       $item_id The line's id.
					 * @param int       $index   The believer's index on the line.
					 */
					do_action( 'temple_offerings_believers_box_believer', $screen, (int) $line['item_id'], (int) $index );
				}
			}
			echo '</section>';
		}
	}
}
