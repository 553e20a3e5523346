<?php
/**
 * Where staff set an offering's fair shares: the product's Temple tab.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use WC_Product;

/**
 * Two whole-number fields: the places one order may hold and the places one
 * person may hold across their orders. Empty: no limit. Anything but a whole
 * number from 1 stores nothing of the two and says so.
 */
final class LimitFields {

	public const PER_ORDER = 'temple_offerings_per_order';

	public const PER_PERSON = 'temple_offerings_per_person';

	/**
	 * temple_offerings_temple_tab: the two fields.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		PlaceFields::render(
			$product instanceof WC_Product ? $product->get_id() : 0,
			array(
				self::PER_ORDER  => array( PersonalShares::PER_ORDER_KEY, __( 'Places per order', 'temple-offerings' ), __( 'The most believers one order may register for this offering. Empty: no limit.', 'temple-offerings' ) ),
				self::PER_PERSON => array( PersonalShares::PER_PERSON_KEY, __( 'Places per person', 'temple-offerings' ), __( 'The most believers one customer may register for this offering across all their orders, unpaid ones included (cancelled, refunded and failed ones not); a guest is counted by the billing e-mail. Empty: no limit.', 'temple-offerings' ) ),
			)
		);
	}

	/**
	 * woocommerce_admin_process_product_object: stores the posted limits.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		if ( ! $product instanceof WC_Product ) {
			return;
		}
		$fields = array(
			self::PER_ORDER  => array( PersonalShares::PER_ORDER_KEY, '', '' ),
			self::PER_PERSON => array( PersonalShares::PER_PERSON_KEY, '', '' ),
		);
		/* translators: %s: product name. */
		PlaceFields::save( $product, $fields, sprintf( __( 'The places limits of %s were not saved: please enter a whole number from 1, or leave the field empty.', 'temple-offerings' ), $product->get_name() ) );
	}
}
