<?php
/**
 * Which numbering an order line's product uses.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Numbers;

/**
 * A variation with its own first number counts in its own sequence; any
 * other variation counts in its parent's. Settings are product meta
 * (NumberSettings' keys), read through WooCommerce's product objects.
 */
final class ProductNumbers {

	/**
	 * The settings and sequence name for a line's product and variation.
	 *
	 * @param int $product_id   Parent (or simple) product id.
	 * @param int $variation_id Variation id, 0 for none.
	 * @return array{settings: NumberSettings, sequence: string}|null Null when the product gives no numbers.
	 */
	public function for_line( int $product_id, int $variation_id ): ?array {
		foreach ( array_filter( array( $variation_id, $product_id ) ) as $id ) {
			$settings = $this->settings( $id );
			if ( null !== $settings ) {
				return array(
					'settings' => $settings,
					'sequence' => 'product:' . $id,
				);
			}
		}
		return null;
	}

	/**
	 * The settings stored on one product or variation.
	 *
	 * @param int $id Product or variation id.
	 */
	public function settings( int $id ): ?NumberSettings {
		$product = wc_get_product( $id );
		if ( ! $product instanceof \WC_Product ) {
			return null;
		}
		return NumberSettings::from_meta(
			$product->get_meta( NumberSettings::PREFIX_KEY, true ),
			$product->get_meta( NumberSettings::START_KEY, true ),
			$product->get_meta( NumberSettings::WIDTH_KEY, true )
		);
	}
}
