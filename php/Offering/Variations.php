<?php
/**
 * A variable product's buyable variations as contract rows.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

use TempleOfferings\Support\PlainText;
use WC_Product;
use WC_Product_Variation;

/**
 * Builds `available_variations` from variations whose posts, meta and terms are
 * already cached, with human attribute labels (方案: 基本) read from the parent's
 * primed terms instead of one term query per value.
 */
final class Variations {

	/**
	 * @param WC_Product $parent   The variable product.
	 * @param int[]      $children Its published variation ids.
	 * @param bool       $hide_sold_out Leave out-of-stock variations out (else they are marked full).
	 * @return array<int, array<string, mixed>>
	 */
	public static function rows( WC_Product $parent, array $children, bool $hide_sold_out = true ): array {
		$rows = array();
		foreach ( $children as $id ) {
			$variation = wc_get_product( $id );
			if ( ! $variation instanceof WC_Product_Variation || ! $variation->variation_is_visible() || ! $variation->is_purchasable() || ( $hide_sold_out && ! $variation->is_in_stock() ) ) {
				continue;
			}
			$rows[] = array(
				'variation_id'          => $variation->get_id(),
				'price'                 => (string) $variation->get_price(),
				'regular_price'         => (string) $variation->get_regular_price(),
				'sale_price'            => $variation->is_on_sale() ? (string) $variation->get_sale_price() : '',
				'attributes'            => self::attributes( $parent, $variation ),
				'variation_description' => PlainText::of( $variation->get_description() ),
			) + Images::fields( (int) $variation->get_image_id( 'edit' ) ?: $parent->get_image_id() ) + Seats::of( $variation );
		}
		return $rows;
	}

	/**
	 * The parent's price, regular and sale price: those of its cheapest variation.
	 *
	 * @param array<int, array<string, mixed>> $rows Variation rows (not empty).
	 * @return array{0: string, 1: string, 2: string}
	 */
	public static function price_range_start( array $rows ): array {
		usort( $rows, static fn( array $a, array $b ): int => (float) $a['price'] <=> (float) $b['price'] );
		return array( $rows[0]['price'], $rows[0]['regular_price'], $rows[0]['sale_price'] );
	}

	/**
	 * `[ { name: '方案', value: '基本' } ]`.
	 *
	 * @param WC_Product           $parent    Parent product.
	 * @param WC_Product_Variation $variation Variation.
	 * @return array<int, array{name: string, value: string}>
	 */
	private static function attributes( WC_Product $parent, WC_Product_Variation $variation ): array {
		$out = array();
		foreach ( $variation->get_attributes() as $name => $value ) {
			$label = (string) $value;
			if ( taxonomy_exists( (string) $name ) ) {
				$terms = get_the_terms( $parent->get_id(), (string) $name );
				foreach ( is_array( $terms ) ? $terms : array() as $term ) {
					if ( $term->slug === $value ) {
						$label = $term->name;
						break;
					}
				}
			}
			$out[] = array(
				'name'  => PlainText::of( wc_attribute_label( (string) $name, $parent ) ),
				'value' => PlainText::of( $label ),
			);
		}
		return $out;
	}
}
