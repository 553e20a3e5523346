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
use TempleOfferings\Support\Templates;

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
	 * @param Templates         $templates The box's template, shared by its print view (a theme may override it).
	 */
	public function __construct( private BelieverFormatter $formatter, private OrderLines $lines, private PrintDocument $page, private Templates $templates ) {}

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
		$url = add_query_arg(
			array(
				'action'   => self::PRINT_ACTION,
				'order_id' => $order->get_id(),
				'_wpnonce' => wp_create_nonce( self::PRINT_ACTION . '_' . $order->get_id() ),
			),
			admin_url( 'admin-post.php' )
		);
		$this->templates->render(
			'admin/order-believers',
			array(
				'order'     => $order,
				'print_url' => $url,
				'lines'     => $this->believers( $this->lines->of_order( $order, null, false, true ) ),
			)
		);
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
		$date  = $order->get_date_created();
		$this->page->open( $title );
		$this->templates->render(
			'admin/order-believers',
			array(
				'order' => null,
				'title' => $title,
				'meta'  => implode( ' · ', array_filter( array( $date ? $date->date_i18n( 'Y-m-d H:i' ) : '', $order->get_formatted_billing_full_name(), wc_get_order_status_name( $order->get_status() ) ) ) ),
				'lines' => $this->believers( $this->lines->of_order( $order, null, false, true ) ),
			)
		);
		$this->page->close();
		exit;
	}

	/**
	 * Each line with its believers, as the template prints them: one
	 * definition table per believer. A believer's number (燈號) is its
	 * table's first row; a refunded believer stays, captioned so.
	 *
	 * @param array<int, array<string, mixed>> $lines The order's lines (OrderLines::of_order()).
	 * @return array<int, array<string, mixed>>
	 */
	private function believers( array $lines ): array {
		$prepared = array();
		foreach ( $lines as $line ) {
			$kind      = $line['kind'];
			$numbers   = $line['numbers'] ?? array();
			$refunded  = $line['refunded'] ?? array();
			$believers = array();
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
				$rows = array();
				foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
					$rows[] = array(
						'label' => $this->formatter->label( $key, $kind ),
						'value' => $value,
					);
				}
				$believers[] = array(
					'index'   => (int) $index,
					'caption' => $caption,
					'class'   => $class,
					'number'  => (string) ( $numbers[ $index ] ?? '' ),
					'rows'    => $rows,
				);
			}
			$prepared[] = array(
				'item_id'   => (int) $line['item_id'],
				'anchor'    => self::line_anchor( $line['item_id'] ),
				/* translators: 1: offering (product) name, 2: number of believers. */
				'heading'   => sprintf( __( '%1$s × %2$d', 'temple-offerings' ), $line['product'], count( $line['believers'] ) ),
				'numbers'   => $numbers,
				'believers' => $believers,
			);
		}
		return $prepared;
	}
}
