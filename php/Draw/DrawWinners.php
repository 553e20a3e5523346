<?php
/**
 * Which entries of a draw take its places.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

/**
 * The places go down the drawn order: an entry takes its places while
 * enough are left; one needing more than are left is passed over for the
 * next that fits, and keeps its rank for places that come back. When a
 * winner's places come back (unpaid at its deadline, cancelled by staff),
 * the entries not drawn, in drawn order, take them the same way.
 */
final class DrawWinners {

	/**
	 * The entries that take places, in drawn order.
	 *
	 * @param array<int, int> $drawn  Places of each entry by order id, in drawn order.
	 * @param int             $places The places to give.
	 * @return int[] Order ids.
	 */
	public static function select( array $drawn, int $places ): array {
		$won = array();
		foreach ( $drawn as $order => $needs ) {
			if ( $needs > 0 && $needs <= $places ) {
				$won[]   = (int) $order;
				$places -= $needs;
			}
		}
		return $won;
	}

	/**
	 * The entries that take places come back, in drawn order: among those
	 * still waiting (not drawn), the places left now given as above.
	 *
	 * @param array<int, int> $drawn   Places of each entry by order id, in drawn order.
	 * @param int[]           $waiting The order ids still not drawn.
	 * @param int             $places  The places free now.
	 * @return int[] Order ids.
	 */
	public static function promote( array $drawn, array $waiting, int $places ): array {
		$waiting = array_flip( array_map( 'intval', $waiting ) );
		return self::select( array_filter( $drawn, static fn( int $order ): bool => isset( $waiting[ $order ] ), ARRAY_FILTER_USE_KEY ), $places );
	}
}
