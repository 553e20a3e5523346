<?php
/**
 * A visible-products request reduced to what its answer depends on.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

/**
 * The answer to `?category=…&per_page=…&page=…` depends on the set of real
 * categories asked for and on which stretch of their listing the page covers,
 * nothing else. So answers are cached by the set (sorted, each slug once) and
 * by chunks of the listing, CHUNK products long (the largest page): any page
 * of any size is cut from the one or two chunks it overlaps. Whatever page
 * sizes and numbers visitors make up, a set has as many cached chunks as its
 * listing has hundreds of products.
 *
 * Positions count the listing's query rows, products the page then leaves out
 * (nothing of them can be bought) included, so a page holds exactly the rows
 * the same page of the query would.
 */
final class ProductsQuery {

	/** Products in a cached chunk: the largest page the route allows. */
	public const CHUNK = 100;

	public const MAX_PAGE = 100000;

	/**
	 * Real category slugs, sorted, each once.
	 *
	 * @var string[]
	 */
	public readonly array $categories;

	public readonly int $page;

	public readonly int $per_page;

	/**
	 * @param array<mixed> $categories Real category slugs, in any order, repeats allowed.
	 * @param int          $page       1-based page; clamped to 1…MAX_PAGE.
	 * @param int          $per_page   Page size; clamped to 1…CHUNK.
	 */
	public function __construct( array $categories, int $page, int $per_page ) {
		$slugs = array_values( array_unique( array_filter( $categories, static fn( mixed $slug ): bool => is_string( $slug ) && '' !== $slug ) ) );
		sort( $slugs, SORT_STRING );
		$this->categories = $slugs;
		$this->page       = max( 1, min( self::MAX_PAGE, $page ) );
		$this->per_page   = max( 1, min( self::CHUNK, $per_page ) );
	}

	/** Position of the page's first row in the listing, from 0. */
	public function offset(): int {
		return ( $this->page - 1 ) * $this->per_page;
	}

	/**
	 * The chunks the page overlaps, 1-based: one, or two when it straddles a boundary.
	 *
	 * @return int[]
	 */
	public function chunks(): array {
		$first = intdiv( $this->offset(), self::CHUNK ) + 1;
		$last  = intdiv( $this->offset() + $this->per_page - 1, self::CHUNK ) + 1;
		return range( $first, $last );
	}

	/**
	 * The cache key's arguments of one chunk: all an answer depends on.
	 *
	 * @param int $chunk 1-based chunk.
	 * @return array{category: string[], chunk: int}
	 */
	public function chunk_args( int $chunk ): array {
		return array(
			'category' => $this->categories,
			'chunk'    => $chunk,
		);
	}

	/**
	 * The page's rows, cut from its chunks.
	 *
	 * @param array<int, array<int, mixed>> $chunks Chunk number → rows by position in the chunk (0…CHUNK-1).
	 * @return array<int, mixed> The rows, in listing order.
	 */
	public function rows( array $chunks ): array {
		$from = $this->offset();
		$to   = $from + $this->per_page;
		$rows = array();
		foreach ( $this->chunks() as $chunk ) {
			$base      = ( $chunk - 1 ) * self::CHUNK;
			$positions = $chunks[ $chunk ] ?? array();
			ksort( $positions );
			foreach ( $positions as $position => $row ) {
				if ( $base + $position >= $from && $base + $position < $to ) {
					$rows[] = $row;
				}
			}
		}
		return $rows;
	}

	/**
	 * Whether the page starts past the listing's end (answered empty, nothing read).
	 *
	 * @param int $total Rows of the listing.
	 */
	public function past_end( int $total ): bool {
		return $this->page > 1 && $this->offset() >= $total;
	}
}
