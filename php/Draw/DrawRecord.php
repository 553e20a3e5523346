<?php
/**
 * What a draw leaves on its offering: the seed, who ran it and when, the drawn order, its log.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

/**
 * Product meta `_temple_offerings_draw_record`, written once when the draw
 * runs (its presence is what refuses a second run) and added to when places
 * come back and go to the next drawn:
 *
 * - `seed`: the seed as published;
 * - `ran_at`, `ran_by`, `ran_by_name`: the Unix time, the user id and name;
 * - `places`: the places there were to give;
 * - `drawn`: the entries in drawn order, each `[ order id, places ]`;
 * - `won`: the order ids the draw gave places;
 * - `log`: `[ Unix time, text ]` lines, the run first.
 */
final class DrawRecord {

	public const META = '_temple_offerings_draw_record';

	/**
	 * The offering's record, read from the database (another PHP node may
	 * have written it a moment ago), or null before its draw.
	 *
	 * @param int $offering Product id.
	 * @return array{seed: string, ran_at: int, ran_by: int, ran_by_name: string, places: int, drawn: array<int, array{0: int, 1: int}>, won: int[], log: array<int, array{0: int, 1: string}>}|null
	 */
	public static function read( int $offering ): ?array {
		wp_cache_delete( $offering, 'post_meta' );
		$stored = get_post_meta( $offering, self::META, true );
		if ( ! is_array( $stored ) || ! isset( $stored['seed'], $stored['drawn'] ) ) {
			return null;
		}
		return array(
			'seed'        => (string) $stored['seed'],
			'ran_at'      => (int) ( $stored['ran_at'] ?? 0 ),
			'ran_by'      => (int) ( $stored['ran_by'] ?? 0 ),
			'ran_by_name' => (string) ( $stored['ran_by_name'] ?? '' ),
			'places'      => (int) ( $stored['places'] ?? 0 ),
			'drawn'       => array_map( static fn( $row ): array => array( (int) ( $row[0] ?? 0 ), (int) ( $row[1] ?? 0 ) ), (array) $stored['drawn'] ),
			'won'         => array_map( 'intval', (array) ( $stored['won'] ?? array() ) ),
			'log'         => array_map( static fn( $row ): array => array( (int) ( $row[0] ?? 0 ), (string) ( $row[1] ?? '' ) ), (array) ( $stored['log'] ?? array() ) ),
		);
	}

	/**
	 * Writes the record.
	 *
	 * @param int                  $offering Product id.
	 * @param array<string, mixed> $record   As read() returns it.
	 */
	public static function write( int $offering, array $record ): void {
		update_post_meta( $offering, self::META, $record );
	}

	/**
	 * Places by order id, in drawn order.
	 *
	 * @param array{drawn: array<int, array{0: int, 1: int}>} $record The record.
	 * @return array<int, int>
	 */
	public static function drawn( array $record ): array {
		$drawn = array();
		foreach ( $record['drawn'] as [ $order, $places ] ) {
			$drawn[ $order ] = $places;
		}
		return $drawn;
	}
}
