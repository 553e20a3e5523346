<?php
/**
 * Which category slugs a request names are real product categories.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

/**
 * Checks slugs a browser sent against the shop's `product_cat` terms, in one
 * query (WordPress caches it until a term changes), and names the offering
 * page's tabs. Saved believers keep only real categories, and the
 * visible-products cache is keyed by them only, so made-up slugs can neither
 * be stored nor grow the cache.
 */
final class ProductCategories {

	/**
	 * The slugs that name product categories, in the order given, each once.
	 *
	 * @param array<mixed> $slugs Candidate slugs (already sanitized).
	 * @return string[]
	 */
	public function known( array $slugs ): array {
		return array_column( $this->named( $slugs ), 'slug' );
	}

	/**
	 * The categories of those slugs that exist, in the order given, each
	 * once: what the offering page's tabs show, each as WordPress's
	 * `wp/v2/product_cat` route writes it with `_fields=id,name,slug`.
	 *
	 * @param array<mixed> $slugs Candidate slugs (already sanitized).
	 * @return array<int, array{id: int, name: string, slug: string}>
	 */
	public function named( array $slugs ): array {
		$slugs = array_values( array_unique( array_filter( $slugs, static fn( mixed $slug ): bool => is_string( $slug ) && '' !== $slug ) ) );
		if ( array() === $slugs ) {
			return array();
		}
		$terms = get_terms(
			array(
				'taxonomy'               => 'product_cat',
				'slug'                   => $slugs,
				'hide_empty'             => false,
				'update_term_meta_cache' => false,
			)
		);
		$found = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$found[ $term->slug ] = array(
				'id'   => (int) $term->term_id,
				'name' => $term->name,
				'slug' => $term->slug,
			);
		}
		return array_values( array_filter( array_map( static fn( string $slug ): ?array => $found[ $slug ] ?? null, $slugs ) ) );
	}
}
