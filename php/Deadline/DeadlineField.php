<?php
/**
 * Where staff set an offering's payment deadline: the product's Temple tab.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

use TempleOfferings\Domain\PaymentWindow;
use TempleOfferings\Support\PostedField;
use TempleOfferings\Support\ProductFormErrors;
use WC_Product;

/**
 * One field, in hours: how long an order waiting for its payment holds the
 * offering's places. Empty: as long as staff leave it. Anything but a
 * number of hours up to a year stores nothing and says so.
 */
final class DeadlineField {

	public const FIELD = 'temple_offerings_pay_within';

	/**
	 * temple_offerings_temple_tab: the field.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		$minutes = $product instanceof WC_Product ? PaymentWindow::stored( get_post_meta( $product->get_id(), PaymentDeadlines::WINDOW_KEY, true ) ) : null;
		echo '<div class="options_group">';
		woocommerce_wp_text_input(
			array(
				'id'                => self::FIELD,
				'label'             => __( 'Payment deadline (hours)', 'temple-offerings' ),
				'description'       => __( 'How long an unpaid order (bank transfer, ATM, cheque, pending) holds its places: at the deadline it is cancelled, its places return and the worshipper is told; a reminder goes before deadlines of an hour or more. For example 72, or 0.5 (30 minutes) on opening day. An order with several offerings takes the shortest. Empty: no deadline.', 'temple-offerings' ),
				'desc_tip'          => false,
				'type'              => 'number',
				'value'             => null === $minutes ? '' : PaymentWindow::hours_text( $minutes ),
				'custom_attributes' => array(
					'min'  => '0.01',
					'max'  => (string) PaymentWindow::MAX_HOURS,
					'step' => '0.01',
				),
			)
		);
		echo '</div>';
	}

	/**
	 * woocommerce_admin_process_product_object: stores the posted window.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		$posted = $product instanceof WC_Product ? PostedField::on_product( $product, self::FIELD ) : null;
		if ( null === $posted ) {
			return;
		}
		if ( '' === $posted ) {
			$product->delete_meta_data( PaymentDeadlines::WINDOW_KEY );
			return;
		}
		$minutes = PaymentWindow::minutes( $posted );
		if ( null === $minutes ) {
			/* translators: 1: product name, 2: the most hours. */
			ProductFormErrors::add( sprintf( __( 'The payment deadline of %1$s was not saved: please enter a number of hours above 0 and up to %2$d, or leave the field empty.', 'temple-offerings' ), $product->get_name(), PaymentWindow::MAX_HOURS ) );
			return;
		}
		$product->update_meta_data( PaymentDeadlines::WINDOW_KEY, (string) $minutes );
	}
}
