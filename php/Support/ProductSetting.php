<?php
/**
 * A per-offering setting stored on the product and on its categories.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

use WC_Product;

/**
 * Staff set some things on a product's Temple tab or on a product category
 * (the registration cutoff, the 太歲 year); a variation has its product's.
 * This reads both stored values, the product's own and each category's, for
 * the feature's rule to decide between them. It reads WordPress's post and
 * term meta, not WC_Data::get_meta(): the catalogue primes those caches for
 * a whole page of products, while WooCommerce's own meta read is one query
 * per product. The product save keeps both the same.
 */
final class ProductSetting {

	/**
	 * The stored value of a product (its parent's, for a variation) and of
	 * each of its categories; null when a variation's parent is gone.
	 *
	 * @param WC_Product $product       Product or variation.
	 * @param string     $meta_key      Its product meta key.
	 * @param string     $term_meta_key Its term meta key on product categories.
	 * @return array{own: mixed, categories: array<int, mixed>}|null
	 */
	public static function read( WC_Product $product, string $meta_key, string $term_meta_key ): ?array {
		if ( $product->get_parent_id() > 0 ) {
			$product = wc_get_product( $product->get_parent_id() );
			if ( ! $product instanceof WC_Product ) {
				return null;
			}
		}
		$categories = array();
		foreach ( $product->get_category_ids() as $term_id ) {
			$categories[] = get_term_meta( (int) $term_id, $term_meta_key, true );
		}
		return array(
			'own'        => get_post_meta( $product->get_id(), $meta_key, true ),
			'categories' => $categories,
		);
	}
}
