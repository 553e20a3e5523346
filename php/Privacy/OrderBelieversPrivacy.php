<?php
/**
 * Believers on order line items, in WooCommerce's order export and erasure.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Order\LineBelievers;
use WC_Order;

/**
 * WooCommerce's own order exporter and eraser (Tools → Export / Erase Personal
 * Data, "WooCommerce Customer Orders") walk a customer's orders; these hooks
 * add the believers stored on each line item, as LineBelievers reads them:
 *
 * - `woocommerce_privacy_export_order_personal_data`: one row per field of
 *   each believer, labelled "offering – Believer n – field";
 * - `woocommerce_privacy_remove_order_personal_data` (fired only when the shop
 *   lets erasure requests remove order data): the believers are anonymized
 *   in place (BelieverAnonymizer), one per unit as before, and an order note
 *   says so.
 */
final class OrderBelieversPrivacy {

	/**
	 * @param BelieverLines      $lines      Believers as labelled rows.
	 * @param BelieverAnonymizer $anonymizer Replaces personal fields.
	 * @param LineBelievers      $believers  Reads a line's stored believers.
	 */
	public function __construct( private BelieverLines $lines, private BelieverAnonymizer $anonymizer, private LineBelievers $believers ) {}

	/**
	 * Filter `woocommerce_privacy_export_order_personal_data`.
	 *
	 * @param mixed $personal_data Name/value rows WooCommerce exports for the order.
	 * @param mixed $order         The order.
	 * @return mixed
	 */
	public function export( mixed $personal_data, mixed $order = null ): mixed {
		if ( ! is_array( $personal_data ) || ! $order instanceof WC_Order ) {
			return $personal_data;
		}
		foreach ( $order->get_items() as $item ) {
			$found = $this->believers->read( $item );
			if ( null === $found ) {
				continue;
			}
			foreach ( $found['believers'] as $index => $believer ) {
				foreach ( $this->lines->details( $believer, $found['kind'] ) as [ $label, $value ] ) {
					if ( '' === $value ) {
						continue;
					}
					$personal_data[] = array(
						/* translators: 1: offering (product) name, 2: "Believer 1", 3: a field label such as "Believer name". */
						'name'  => sprintf( __( '%1$s – %2$s – %3$s', 'temple-offerings' ), $item->get_name(), $this->lines->label( $index ), $label ),
						'value' => $value,
					);
				}
			}
		}
		return $personal_data;
	}

	/**
	 * Action `woocommerce_privacy_remove_order_personal_data`.
	 *
	 * @param mixed $order The order being erased.
	 */
	public function remove( mixed $order ): void {
		if ( ! $order instanceof WC_Order ) {
			return;
		}
		$changed = false;
		foreach ( $order->get_items() as $item ) {
			$found = $this->believers->read( $item );
			if ( null === $found ) {
				continue;
			}
			// Every entry read, a damaged one too, stays: the line keeps one believer per unit.
			$item->update_meta_data( LineBelievers::DATA_KEY, $this->anonymizer->believers( $found['believers'] ) );
			$item->save();
			$changed = true;
		}
		if ( $changed ) {
			$order->add_order_note( __( 'Personal data of the believers on this order removed.', 'temple-offerings' ) );
		}
	}
}
