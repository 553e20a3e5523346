<?php
/**
 * The order screen says when an offering line's believers do not match its quantity.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Support\Templates;
use WC_Order;

/**
 * On the order screen (HPOS and posts storage): a warning at the top naming
 * each offering line short of believers (or holding more than its
 * quantity), and a mark under the line itself in the items table, so staff
 * see it where they would fix it.
 */
final class ShortLinesNotice {

	/**
	 * @param ShortLines $short     Finds the lines.
	 * @param Templates  $templates The warning's and the mark's templates (a theme may override them).
	 */
	public function __construct( private ShortLines $short, private Templates $templates ) {}

	/**
	 * Hooked on `admin_notices`.
	 */
	public function render(): void {
		$screen = function_exists( 'get_current_screen' ) ? get_current_screen() : null;
		if ( null === $screen || ! function_exists( 'wc_get_page_screen_id' ) || wc_get_page_screen_id( 'shop-order' ) !== $screen->id || ! current_user_can( 'edit_shop_orders' ) ) {
			return;
		}
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- which order the screen shows; nothing is changed.
		$id    = absint( wp_unslash( $_GET['id'] ?? $_GET['post'] ?? 0 ) );
		$order = $id > 0 ? wc_get_order( $id ) : null;
		if ( ! $order instanceof WC_Order ) {
			return;
		}
		$short = $this->short->of_order( $order );
		if ( array() === $short ) {
			return;
		}
		$lines = array();
		foreach ( $short as $line ) {
			$lines[] = array(
				'url'  => '',
				'link' => '',
				/* translators: 1: offering name, 2: what is wrong with its believers. */
				'text' => sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $line['item']->get_name(), ShortLines::describe( $line['line'] ) ),
			);
		}
		$this->templates->render(
			'admin/short-lines-notice',
			array(
				'class'    => 'notice notice-warning temple-offerings-short-lines',
				'sentence' => __( 'On this order, the believers of these offering lines do not match their quantity. The ritual list, its print view and exports show each missing place marked until the believers are registered:', 'temple-offerings' ),
				'lines'    => $lines,
			)
		);
	}

	/**
	 * Hooked on `woocommerce_after_order_itemmeta`: the mark under a line.
	 *
	 * @param mixed $item_id Item id.
	 * @param mixed $item    Item (any type).
	 */
	public function mark( mixed $item_id, mixed $item ): void {
		$line = $this->short->of_item( $item );
		if ( null === $line || $line->matches() ) {
			return;
		}
		$this->templates->render(
			'admin/short-line-mark',
			array(
				/* translators: 1: "Believers incomplete", 2: what is wrong with the line's believers. */
				'text' => sprintf( __( '%1$s: %2$s', 'temple-offerings' ), __( 'Believers incomplete', 'temple-offerings' ), ShortLines::describe( $line ) ),
			)
		);
	}
}
