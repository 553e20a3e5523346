<?php
/**
 * Tests for ProductsQuery, the visible-products request reduced to what its
 * answer depends on.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Offering;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Offering\ProductsQuery;

/**
 * One cache key per set of categories and chunk, whatever the order, repeats,
 * page numbers and sizes; every page cut exactly from its chunks.
 */
final class ProductsQueryTest extends TestCase {

	/**
	 * @return array<string, array{0: array<mixed>, 1: string[]}>
	 */
	public static function category_cases(): array {
		return array(
			'sorted'               => array( array( 'light', 'pudu' ), array( 'light', 'pudu' ) ),
			'reversed'             => array( array( 'pudu', 'light' ), array( 'light', 'pudu' ) ),
			'repeated'             => array( array( 'light', 'pudu', 'light', 'light' ), array( 'light', 'pudu' ) ),
			'empty slugs dropped'  => array( array( '', 'light', '' ), array( 'light' ) ),
			'non-strings dropped'  => array( array( 'light', 3, null, array( 'x' ), true ), array( 'light' ) ),
			'none'                 => array( array(), array() ),
			'byte order, not case' => array( array( 'b', 'B', 'a' ), array( 'B', 'a', 'b' ) ),
		);
	}

	/**
	 * @dataProvider category_cases
	 *
	 * @param array<mixed> $given    Slugs as asked.
	 * @param string[]     $expected The set.
	 */
	public function test_categories_are_a_set( array $given, array $expected ): void {
		$this->assertSame( $expected, ( new ProductsQuery( $given, 1, 100 ) )->categories );
	}

	/**
	 * @return array<string, array{0: int, 1: int, 2: int, 3: int}>
	 */
	public static function clamp_cases(): array {
		return array(
			'in range'          => array( 3, 20, 3, 20 ),
			'page 0'            => array( 0, 20, 1, 20 ),
			'negative page'     => array( -5, 20, 1, 20 ),
			'huge page'         => array( PHP_INT_MAX, 20, ProductsQuery::MAX_PAGE, 20 ),
			'per_page 0'        => array( 1, 0, 1, 1 ),
			'per_page too big'  => array( 1, 5000, 1, ProductsQuery::CHUNK ),
			'negative per_page' => array( 2, -1, 2, 1 ),
		);
	}

	/**
	 * @dataProvider clamp_cases
	 */
	public function test_numbers_are_clamped_to_the_route_ranges( int $page, int $per_page, int $expected_page, int $expected_per_page ): void {
		$query = new ProductsQuery( array(), $page, $per_page );
		$this->assertSame( array( $expected_page, $expected_per_page ), array( $query->page, $query->per_page ) );
	}

	/**
	 * @return array<string, array{0: int, 1: int, 2: int[]}>
	 */
	public static function chunk_cases(): array {
		return array(
			'the page the block asks'  => array( 1, 100, array( 1 ) ),
			'second page of 100'       => array( 2, 100, array( 2 ) ),
			'small page inside'        => array( 7, 10, array( 1 ) ),
			'straddling a boundary'    => array( 4, 30, array( 1, 2 ) ),
			'straddling further out'   => array( 14, 30, array( 4, 5 ) ),
			'ending on a boundary'     => array( 5, 20, array( 1 ) ),
			'starting on a boundary'   => array( 6, 20, array( 2 ) ),
			'one product a page'       => array( 250, 1, array( 3 ) ),
			'odd size far out'         => array( 1000, 7, array( 70 ) ),
		);
	}

	/**
	 * @dataProvider chunk_cases
	 *
	 * @param int   $page     Page.
	 * @param int   $per_page Size.
	 * @param int[] $expected Chunks.
	 */
	public function test_a_page_reads_the_chunks_it_overlaps( int $page, int $per_page, array $expected ): void {
		$this->assertSame( $expected, ( new ProductsQuery( array( 'light' ), $page, $per_page ) )->chunks() );
	}

	public function test_the_key_depends_on_the_set_and_chunk_only(): void {
		$keys = array();
		foreach ( array( array( 1, 100 ), array( 3, 7 ), array( 14, 7 ), array( 99, 1 ), array( 2, 50 ) ) as [ $page, $per_page ] ) {
			foreach ( array( array( 'pudu', 'light' ), array( 'light', 'pudu', 'pudu' ) ) as $categories ) {
				$query = new ProductsQuery( $categories, $page, $per_page );
				foreach ( $query->chunks() as $chunk ) {
					// Pure PHP, no WordPress here.
					$keys[] = (string) json_encode( $query->chunk_args( $chunk ) );
				}
			}
		}
		$this->assertSame(
			array( '{"category":["light","pudu"],"chunk":1}' ),
			array_values( array_unique( $keys ) )
		);
	}

	public function test_every_page_of_every_size_is_the_same_stretch_of_the_listing(): void {
		// A listing of 250 query rows; rows 5 and 130 are left out (nothing of them can be bought).
		$listing = array();
		for ( $position = 0; $position < 250; $position++ ) {
			if ( 5 !== $position && 130 !== $position ) {
				$listing[ $position ] = 'row ' . $position;
			}
		}
		$chunks = array();
		foreach ( $listing as $position => $row ) {
			$chunks[ intdiv( $position, ProductsQuery::CHUNK ) + 1 ][ $position % ProductsQuery::CHUNK ] = $row;
		}
		foreach ( array( 1, 2, 3, 7, 10, 30, 33, 64, 99, 100 ) as $per_page ) {
			$pages = (int) ceil( 250 / $per_page ) + 1;
			for ( $page = 1; $page <= $pages; $page++ ) {
				$query    = new ProductsQuery( array(), $page, $per_page );
				$expected = array_values( array_filter( $listing, static fn( int $position ): bool => $position >= ( $page - 1 ) * $per_page && $position < $page * $per_page, ARRAY_FILTER_USE_KEY ) );
				$this->assertSame( $expected, $query->rows( $chunks ), "page {$page} of {$per_page}" );
			}
		}
	}

	public function test_chunks_in_any_order_give_rows_in_listing_order(): void {
		// Page 14 of 30 is rows 390 to 419: the end of chunk 4 and the start of chunk 5.
		$query = new ProductsQuery( array(), 14, 30 );
		$rows  = $query->rows(
			array(
				5 => array( 9 => 'r409', 0 => 'r400', 20 => 'r420' ),
				4 => array( 99 => 'r399', 95 => 'r395', 90 => 'r390', 89 => 'r389' ),
			)
		);
		$this->assertSame( array( 'r390', 'r395', 'r399', 'r400', 'r409' ), $rows );
	}

	/**
	 * @return array<string, array{0: int, 1: int, 2: int, 3: bool}>
	 */
	public static function past_end_cases(): array {
		return array(
			'first page of nothing'  => array( 1, 10, 0, false ),
			'last page, partly full' => array( 3, 7, 15, false ),
			'one past the last'      => array( 4, 7, 15, true ),
			'exactly past the end'   => array( 2, 15, 15, true ),
			'far past'               => array( 1000, 2, 15, true ),
		);
	}

	/**
	 * @dataProvider past_end_cases
	 */
	public function test_a_page_past_the_end_is_known_from_the_total( int $page, int $per_page, int $total, bool $expected ): void {
		$this->assertSame( $expected, ( new ProductsQuery( array(), $page, $per_page ) )->past_end( $total ) );
	}
}
