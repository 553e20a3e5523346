<?php
/**
 * Which category slugs a request names are real product categories.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Catalogue;

/**
 * Checks slugs a browser sent against the shop's `product_cat` terms, in one
 * query (WordPress caches it until a term changes). Saved believers keep only
 * real categories, and the visible-products cache is keyed by them only, so
 * made-up slugs can neither be stored nor grow the cache.
 */
final class ProductCategories {

	/**
	 * The slugs that name product categories, in the order given, each once.
	 *
	 * @param array<mixed> $slugs Candidate slugs (already sanitized).
	 * @return string[]
	 */
	public function known( array $slugs ): array {
		$slugs = array_values( array_unique( array_filter( $slugs, static fn( mixed $slug ): bool => is_string( $slug ) && '' !== $slug ) ) );
		if ( array() === $slugs ) {
			return array();
		}
		$terms = get_terms(
			array(
				'taxonomy'               => 'product_cat',
				'slug'                   => $slugs,
				'hide_empty'             => false,
				'fields'                 => 'slugs',
				'update_term_meta_cache' => false,
			)
		);
		if ( ! is_array( $terms ) ) {
			return array();
		}
		return array_values( array_intersect( $slugs, array_map( 'strval', $terms ) ) );
	}
}
