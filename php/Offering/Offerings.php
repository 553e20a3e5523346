<?php
/**
 * Which products are offerings: the one check every feature asks.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

use TempleOfferings\Domain\FormKind;
use WC_Product;

/**
 * A product is an offering when its categories give it a form kind
 * (FormKind::of()); every other product is an ordinary shop product, which
 * carries no believers and stays WooCommerce's business. The cart, the
 * limits on adding, the shop's buttons, the order checks and the renew and
 * family-book links all ask here.
 */
final class Offerings {

	/**
	 * The product_cat slugs of a product (a variation: its parent's).
	 *
	 * @param WC_Product $product Product or variation.
	 * @return string[]
	 */
	public function categories_of( WC_Product $product ): array {
		$id    = $product->get_parent_id() ? $product->get_parent_id() : $product->get_id();
		$terms = get_the_terms( $id, 'product_cat' );
		$slugs = is_array( $terms ) ? wp_list_pluck( $terms, 'slug' ) : array();
		return array_values( array_filter( $slugs, 'is_string' ) );
	}

	/**
	 * The form kind of a product, or null for an ordinary shop product.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function kind_of( WC_Product $product ): ?string {
		return FormKind::of( $this->categories_of( $product ) );
	}

	/**
	 * Whether a product is an offering (its lines need believers).
	 *
	 * @param mixed $product      A product, or its id as a filter passes it (the variation id on wc-ajax).
	 * @param mixed $variation_id The variation id, when a filter gives it separately.
	 */
	public function is_offering( mixed $product, mixed $variation_id = 0 ): bool {
		if ( ! $product instanceof WC_Product ) {
			$id      = is_numeric( $variation_id ) && (int) $variation_id > 0 ? (int) $variation_id : ( is_numeric( $product ) ? (int) $product : 0 );
			$product = $id > 0 ? wc_get_product( $id ) : null;
		}
		return $product instanceof WC_Product && null !== $this->kind_of( $product );
	}
}
