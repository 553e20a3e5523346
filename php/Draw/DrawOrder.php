<?php
/**
 * The drawn order of a draw's entries: a seeded shuffle anyone can redo.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

/**
 * The rule of the draw (抽籤), written out in docs/orders.md so that anyone
 * holding the published seed and the list of entries can redo it by hand or
 * in another language:
 *
 * 1. The entries are sorted by order id, smallest first.
 * 2. The k-th random number (k = 0, 1, 2…) is the first four bytes, read as
 *    a big-endian unsigned 32-bit integer, of SHA-256 of the seed's UTF-8
 *    bytes, a colon and k in decimal (`seed:0`, `seed:1`…).
 * 3. A number below m (m = 1, 2…) is taken from the next random number u:
 *    u is discarded, and the next one read, while u ≥ 2³² − (2³² mod m), so
 *    that every value is as likely; the number is then u mod m.
 * 4. Fisher–Yates: for i from n − 1 down to 1, j is a number below i + 1
 *    and the entries at i and j change places.
 *
 * The list as it ends is the drawn order: the entry at 0 is drawn first.
 */
final class DrawOrder {

	/** 2³², the count of 32-bit numbers. */
	private const SPAN = 4294967296;

	/** The random numbers read so far (the counter k). */
	private int $counter = 0;

	/**
	 * @param string $seed The draw's seed, as published.
	 */
	private function __construct( private string $seed ) {}

	/**
	 * The drawn order of order ids.
	 *
	 * @param string $seed   The seed.
	 * @param int[]  $orders The entries' order ids, in any order.
	 * @return int[] The same ids, the first drawn first.
	 */
	public static function of( string $seed, array $orders ): array {
		$list = array_values( array_unique( array_map( 'intval', $orders ) ) );
		sort( $list, SORT_NUMERIC );
		$draw = new self( $seed );
		for ( $i = count( $list ) - 1; $i >= 1; $i-- ) {
			$j          = $draw->below( $i + 1 );
			$kept       = $list[ $i ];
			$list[ $i ] = $list[ $j ];
			$list[ $j ] = $kept;
		}
		return $list;
	}

	/**
	 * The k-th random number: SHA-256 of `seed:k`, its first four bytes big-endian.
	 *
	 * @param string $seed The seed.
	 * @param int    $k    The counter.
	 */
	public static function number( string $seed, int $k ): int {
		$bytes = unpack( 'N', substr( hash( 'sha256', $seed . ':' . $k, true ), 0, 4 ) );
		return (int) $bytes[1];
	}

	/**
	 * A number below $m, each as likely, from the next random numbers.
	 *
	 * @param int $m How many values (at least 1).
	 */
	private function below( int $m ): int {
		$limit = self::SPAN - ( self::SPAN % $m );
		do {
			$u = self::number( $this->seed, $this->counter++ );
		} while ( $u >= $limit );
		return $u % $m;
	}
}
