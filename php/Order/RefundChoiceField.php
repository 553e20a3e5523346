<?php
/**
 * The refund form's choice of believers, under each offering line.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Support\Templates;
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
	 * @param Templates         $templates The choice's template (a theme may override it).
	 */
	public function __construct( private LineBelievers $believers, private RefundedBelievers $refunded, private BelieverLines $lines, private string $script, private string $version, private Templates $templates ) {}

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
		$choices = array();
		foreach ( array_keys( $active ) as $index ) {
			// By position only, as the Believers box below captions them: the order screen names each believer once.
			$choices[] = array(
				'id'    => 'temple-offerings-refund-' . $item->get_id() . '-' . $index,
				'index' => (int) $index,
				'label' => $this->lines->label( (int) $index ),
			);
		}
		$this->templates->render(
			'admin/refund-believers',
			array(
				'item_id' => (int) $item->get_id(),
				'choices' => $choices,
			)
		);
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
