<?php
/**
 * The refund form's choice of believers, under each offering line.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Cart\BelieverLines;
use WC_Order_Item_Product;

/**
 * When staff open WooCommerce's refund form on the order screen, each
 * offering line shows, beside its refund quantity, a checkbox per believer
 * not yet refunded, by its number in the Believers box: WooCommerce shows and hides every `div.refund` of the
 * items table with the form, so these appear and go with its own fields.
 * The boxes have no name (the order's own save never posts them);
 * assets/staff/refund-believers.js adds the ticked ones to the refund the
 * form posts, and Order\RefundMarks decides on the server.
 */
final class RefundChoiceField {

	/**
	 * @param LineBelievers     $believers Reads a line's believers.
	 * @param RefundedBelievers $refunded  What refunds took already.
	 * @param BelieverLines     $lines     Believers' labels (Believer 1…).
	 * @param string            $script    URL of assets/staff/refund-believers.js.
	 * @param string            $version   Cache-busting version.
	 */
	public function __construct( private LineBelievers $believers, private RefundedBelievers $refunded, private BelieverLines $lines, private string $script, private string $version ) {}

	/**
	 * Hooked on `woocommerce_after_order_itemmeta`.
	 *
	 * @param mixed $item_id Item id.
	 * @param mixed $item    Item (any type).
	 */
	public function render( mixed $item_id, mixed $item ): void {
		if ( ! $item instanceof WC_Order_Item_Product || ! current_user_can( 'edit_shop_orders' ) ) {
			return;
		}
		$read = $this->believers->read( $item );
		if ( null === $read ) {
			return;
		}
		$refunded = $this->refunded->of_line( $item )['believers'];
		$active   = array_diff_key( $read['believers'], array_flip( $refunded ) );
		if ( array() === $active ) {
			return;
		}
		echo '<div class="refund temple-offerings-refund-believers" style="display:none" data-item-id="' . esc_attr( (string) $item->get_id() ) . '"><fieldset>';
		echo '<legend>' . esc_html__( 'Whose places are refunded?', 'temple-offerings' ) . '</legend>';
		foreach ( array_keys( $active ) as $index ) {
			$id = 'temple-offerings-refund-' . $item->get_id() . '-' . $index;
			// By position only, as the Believers box below captions them: the order screen names each believer once.
			printf(
				'<label for="%1$s"><input type="checkbox" id="%1$s" value="%2$d"> %3$s</label><br>',
				esc_attr( $id ),
				(int) $index,
				esc_html( $this->lines->label( (int) $index ) )
			);
		}
		echo '<span class="description">' . esc_html__( 'Each believer is listed under the same number in the Believers box below. Refunded believers leave the ritual list, the paperwork and the numbering; their records stay on the order.', 'temple-offerings' ) . '</span>';
		echo '</fieldset></div>';
	}

	/**
	 * admin_enqueue_scripts callback: the script, on the order screens only.
	 */
	public function enqueue(): void {
		if ( ! function_exists( 'wc_get_page_screen_id' ) ) {
			return;
		}
		$screen = get_current_screen();
		if ( $screen && in_array( $screen->id, array( wc_get_page_screen_id( 'shop-order' ), 'shop_order' ), true ) ) {
			wp_enqueue_script( 'temple-offerings-refund-believers', $this->script, array( 'jquery', 'wc-admin-order-meta-boxes' ), $this->version, true );
		}
	}
}
