<?php
/**
 * The range of numbers one reservation gets from a counter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Pure PHP. The counter row holds the last number given. One SQL statement
 * both moves it on by the count asked for and reports where it ended
 * (LAST_INSERT_ID(expr), private to the database connection), so two
 * requests on two PHP nodes can never get the same range; the numbers are
 * the count of them ending there. When staff raise the first number above
 * what was given, the counter jumps to it; it never goes back, so a
 * cancelled or reissued number is never given again.
 */
final class NumberRange {

	/**
	 * The statement reserving numbers, with placeholders for $wpdb->prepare():
	 * counter name, the last number of a first reservation, the number before
	 * the first one, and the count.
	 *
	 * @param string $table Counter table name.
	 */
	public static function reserve_sql( string $table ): string {
		return "INSERT INTO `{$table}` (name, last_number) VALUES (%s, LAST_INSERT_ID(%d))"
			. ' ON DUPLICATE KEY UPDATE last_number = LAST_INSERT_ID(GREATEST(last_number, %d) + %d)';
	}

	/**
	 * The values for reserve_sql()'s placeholders.
	 *
	 * @param string $name  Counter name.
	 * @param int    $start First number of the sequence.
	 * @param int    $count Numbers wanted, at least 1.
	 * @return array{0: string, 1: int, 2: int, 3: int}
	 */
	public static function reserve_args( string $name, int $start, int $count ): array {
		return array( $name, $start - 1 + $count, $start - 1, $count );
	}

	/**
	 * The numbers of a reservation, from the last one the counter reported.
	 *
	 * @param int $last  Last number of the range.
	 * @param int $count Numbers reserved.
	 * @return int[] Ascending.
	 * @throws \InvalidArgumentException When the count is not positive or the range would start below 1.
	 */
	public static function numbers( int $last, int $count ): array {
		if ( $count < 1 || $last - $count + 1 < 1 ) {
			throw new \InvalidArgumentException( 'A reservation holds at least one number, all of them from 1.' );
		}
		return range( $last - $count + 1, $last );
	}

	/**
	 * Numbers as ranges for people: 光明燈-0001–0003 reads better than three
	 * numbers in an order note (lamp numbers and receipt numbers alike). Consecutive runs are joined with the
	 * separator; anything else listed.
	 *
	 * @param callable(int): string $format  Writes one number as people read it.
	 * @param int[]                 $numbers Ascending numbers.
	 * @return string e.g. `光明燈-0001 – 光明燈-0003`.
	 */
	public static function describe( callable $format, array $numbers ): string {
		$parts = array();
		$run   = array();
		foreach ( $numbers as $number ) {
			if ( array() !== $run && end( $run ) + 1 !== $number ) {
				$parts[] = self::run( $format, $run );
				$run     = array();
			}
			$run[] = $number;
		}
		if ( array() !== $run ) {
			$parts[] = self::run( $format, $run );
		}
		return implode( ', ', $parts );
	}

	/**
	 * One run of consecutive numbers.
	 *
	 * @param callable(int): string $format Writes one number.
	 * @param int[]                 $run    Consecutive numbers.
	 */
	private static function run( callable $format, array $run ): string {
		$first = $format( $run[0] );
		return 1 === count( $run ) ? $first : $first . ' – ' . $format( (int) end( $run ) );
	}
}
