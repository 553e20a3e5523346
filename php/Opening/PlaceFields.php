<?php
/**
 * Whole-number fields of places on the product's Temple tab, shown and saved one way.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use TempleOfferings\Support\PostedField;
use TempleOfferings\Support\ProductFormErrors;
use WC_Product;

/**
 * LimitFields and HouseholdFields each show a group of places limits: a
 * whole number from 1 each, empty for no limit (ShareLimit::parse()). A
 * group is saved whole or not at all: anything else in one of its fields
 * stores nothing of the group and says so on the product screen.
 */
final class PlaceFields {

	/**
	 * Prints a group of fields with their stored values.
	 *
	 * @param int                                                   $id     The product, 0 on a new one.
	 * @param array<string, array{0: string, 1: string, 2: string}> $fields Posted name => meta key, label, help.
	 */
	public static function render( int $id, array $fields ): void {
		echo '<div class="options_group">';
		foreach ( $fields as $name => [ $key, $label, $help ] ) {
			$value = $id > 0 ? ShareLimit::parse( get_post_meta( $id, $key, true ) ) : null;
			woocommerce_wp_text_input(
				array(
					'id'                => $name,
					'label'             => $label,
					'description'       => $help,
					'desc_tip'          => false,
					'type'              => 'number',
					'value'             => null === $value ? '' : (string) $value,
					'custom_attributes' => array(
						'min'  => '1',
						'step' => '1',
					),
				)
			);
		}
		echo '</div>';
	}

	/**
	 * Stores a group's posted limits on the product, or none of them.
	 *
	 * @param WC_Product                                            $product The product WooCommerce is about to save.
	 * @param array<string, array{0: string, 1: string, 2: string}> $fields  Posted name => meta key, label, help.
	 * @param string                                                $error   What the screen says when one is not a limit.
	 */
	public static function save( WC_Product $product, array $fields, string $error ): void {
		$limits = array();
		foreach ( $fields as $name => [ $key ] ) {
			$text = PostedField::on_product( $product, $name );
			if ( null === $text ) {
				return;
			}
			$limit = ShareLimit::parse( $text );
			if ( '' !== $text && null === $limit ) {
				ProductFormErrors::add( $error );
				return;
			}
			$limits[ $key ] = $limit;
		}
		foreach ( $limits as $key => $limit ) {
			if ( null === $limit ) {
				$product->delete_meta_data( $key );
			} else {
				$product->update_meta_data( $key, (string) $limit );
			}
		}
	}
}
