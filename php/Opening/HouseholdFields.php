<?php
/**
 * Where staff set an offering's places per phone number and per household: the product's Temple tab.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use WC_Product;

/**
 * Two whole-number fields beside the places per order and per person: the
 * places one phone number and one household may hold across their orders.
 * Empty: no limit. Anything but a whole number from 1 stores nothing of the
 * two and says so.
 */
final class HouseholdFields {

	public const PER_PHONE = 'temple_offerings_per_phone';

	public const PER_HOUSEHOLD = 'temple_offerings_per_household';

	/**
	 * The fields: posted name => meta key, label, help.
	 *
	 * @return array<string, array{0: string, 1: string, 2: string}>
	 */
	private static function fields(): array {
		return array(
			self::PER_PHONE     => array( HouseholdShares::PER_PHONE_KEY, __( 'Places per phone number', 'temple-offerings' ), __( 'The most believers the orders with one billing phone number may register for this offering, however the number is written (0912-345-678 and +886 912 345 678 are one phone), unpaid orders included. Empty: no limit.', 'temple-offerings' ) ),
			self::PER_HOUSEHOLD => array( HouseholdShares::PER_HOUSEHOLD_KEY, __( 'Places per household', 'temple-offerings' ), __( 'The most believers one household may register for this offering: a customer\'s account together with the orders bearing its phone number, as the counter finds a household; for guests, the orders sharing a phone number. Empty: no limit.', 'temple-offerings' ) ),
		);
	}

	/**
	 * temple_offerings_temple_tab: the two fields.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		PlaceFields::render( $product instanceof WC_Product ? $product->get_id() : 0, self::fields() );
	}

	/**
	 * woocommerce_admin_process_product_object: stores the posted limits.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		if ( $product instanceof WC_Product ) {
			/* translators: %s: product name. */
			PlaceFields::save( $product, self::fields(), sprintf( __( 'The places per phone number and per household of %s were not saved: please enter a whole number from 1, or leave the field empty.', 'temple-offerings' ), $product->get_name() ) );
		}
	}
}
