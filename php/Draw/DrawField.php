<?php
/**
 * Where staff make an offering's places go by draw: the product's Temple tab.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

use TempleOfferings\Support\PostedField;
use WC_Product;

/**
 * One checkbox. A checkbox left unticked is not posted, so the tab also
 * posts a marker: only the product's own form (its nonce, a user who may
 * edit the product) that showed the checkbox changes the setting.
 */
final class DrawField {

	public const FIELD = 'temple_offerings_draw';

	public const MARKER = 'temple_offerings_draw_shown';

	/**
	 * temple_offerings_temple_tab: the checkbox.
	 *
	 * @param mixed $product The product being edited, or null on a new one.
	 */
	public function product_field( mixed $product ): void {
		$draw = $product instanceof WC_Product && DrawOfferings::is_draw( $product );
		echo '<div class="options_group temple-offerings-draw">';
		woocommerce_wp_checkbox(
			array(
				'id'          => self::FIELD,
				'label'       => __( 'Places are given by draw', 'temple-offerings' ),
				'description' => __( 'Worshippers register during the registration window without paying; after it closes staff run the draw (WooCommerce → Draws) for the places in stock. The winners get an e-mail to pay by the payment deadline (three days when none is set), the others an e-mail that they were not drawn. Needs a registration close and the stock managed.', 'temple-offerings' ),
				'value'       => $draw ? 'yes' : 'no',
				'cbvalue'     => 'yes',
			)
		);
		printf( '<input type="hidden" name="%s" value="1" />', esc_attr( self::MARKER ) );
		echo '</div>';
	}

	/**
	 * woocommerce_admin_process_product_object: stores the posted setting.
	 *
	 * @param mixed $product The product WooCommerce is about to save.
	 */
	public function save_product( mixed $product ): void {
		if ( ! $product instanceof WC_Product || null === PostedField::on_product( $product, self::MARKER ) ) {
			return;
		}
		if ( 'yes' === PostedField::on_product( $product, self::FIELD ) ) {
			$product->update_meta_data( DrawOfferings::META, 'yes' );
		} else {
			$product->delete_meta_data( DrawOfferings::META );
		}
	}
}
