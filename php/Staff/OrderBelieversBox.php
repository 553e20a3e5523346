<?php
/**
 * The "Believers" box on the order screen, and its print view.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

use TempleOfferings\Domain\BelieverFormatter;

/**
 * Every line's believers with all their fields, on the HPOS and the
 * posts-storage order screens, plus a print button that opens the same
 * content as a clean A4 page. The lines come from RitualListQuery, so the
 * box, its print view and the ritual lists read believers the same way
 * (LineBelievers).
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
	 * @param RitualListQuery   $query     Reads an order's believer lines.
	 * @param PrintDocument     $page      The printable page.
	 */
	public function __construct( private BelieverFormatter $formatter, private RitualListQuery $query, private PrintDocument $page ) {}

	/**
	 * Adds the box to both order screens, right below the order's items:
	 * WooCommerce adds its order data and items boxes as `high` in the
	 * main column before this runs (Plugin hooks it after WooCommerce's own
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
		$lines = $this->query->lines( $order );
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
		$this->correction_outcome();
		$this->believers( $lines, BelieverCorrectionPage::may_edit( $order ) ? $order : null );
	}

	/**
	 * admin-post handler: the order's believers as a print page.
	 */
	public function print_page(): void {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- the id names the nonce, checked next.
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
		$this->believers( $this->query->lines( $order ) );
		$this->page->close();
		exit;
	}

	/**
	 * After a staff correction (BelieverCorrectionPage), what became of it.
	 */
	private function correction_outcome(): void {
		$outcome = BelieverCorrectionPage::outcome();
		if ( 'saved' === $outcome ) {
			echo '<div class="notice notice-success inline" role="status"><p>' . esc_html__( 'The believer was corrected; the change is in the order notes.', 'temple-offerings' ) . '</p></div>';
		} elseif ( 'unchanged' === $outcome ) {
			echo '<div class="notice notice-info inline" role="status"><p>' . esc_html__( 'Nothing was changed, so nothing was saved.', 'temple-offerings' ) . '</p></div>';
		}
	}

	/**
	 * Each line with its believers, one definition table per believer.
	 * Each section has the id the count under its item links to.
	 *
	 * @param array<int, array<string, mixed>> $lines    The order's lines (RitualListQuery::lines()).
	 * @param \WC_Order|null                   $editable The order, when each believer gets a link to
	 *                                                   its correction form (the screen, not the print view).
	 */
	private function believers( array $lines, ?\WC_Order $editable = null ): void {
		foreach ( $lines as $line ) {
			$kind = $line['kind'];
			echo '<section class="temple-staff-line" id="' . esc_attr( self::line_anchor( $line['item_id'] ) ) . '">';
			/* translators: 1: offering (product) name, 2: number of believers. */
			echo '<h3>' . esc_html( sprintf( __( '%1$s × %2$d', 'temple-offerings' ), $line['product'], count( $line['believers'] ) ) ) . '</h3>';
			foreach ( $line['believers'] as $index => $believer ) {
				/* translators: %d: position of the believer on the order line, from 1. */
				$caption = sprintf( __( 'Believer %d', 'temple-offerings' ), $index + 1 );
				echo '<table class="temple-staff-believer widefat striped"><caption>' . esc_html( $caption ) . '</caption><tbody>';
				foreach ( $this->formatter->rows( $believer, $kind ) as [ $key, $value ] ) {
					echo '<tr><th scope="row">' . esc_html( $this->formatter->label( $key, $kind ) ) . '</th><td>' . nl2br( esc_html( $value ), false ) . '</td></tr>';
				}
				echo '</tbody></table>';
				if ( null !== $editable ) {
					/* translators: %d: position of the believer on the order line, from 1. */
					$link = sprintf( __( 'Correct believer %d', 'temple-offerings' ), $index + 1 );
					echo '<p class="temple-staff-correct"><a href="' . esc_url( BelieverCorrectionPage::url( $editable->get_id(), (int) $line['item_id'], (int) $index ) ) . '">' . esc_html( $link ) . '</a></p>';
				}
			}
			echo '</section>';
		}
	}
}
