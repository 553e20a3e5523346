<?php
/**
 * A fixed number of cache entries for the visible-products answers.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

/**
 * Answers are stored in a fixed set of slots, so the cache never holds more
 * entries than there are slots, whatever is asked of a public route and
 * however often the catalogue changes. Each answer has two candidate slots,
 * picked from its place (what it answers, not the catalogue's version: the
 * next version's answer lands where the last one was); an entry names the
 * answer it holds and is served only to that answer. A new answer takes a
 * candidate that is empty, holds an answer of an older catalogue version, or
 * else the one written longer ago. With two choices, the few answers a
 * site's pages really ask for almost never push each other out, and made-up
 * queries can at worst make some answers be worked out again, never grow the
 * cache or be served for another query.
 */
final class CacheSlots {

	/**
	 * @param int $count Number of slots (at least 2).
	 */
	public function __construct( private int $count ) {
		$this->count = max( 2, $count );
	}

	/**
	 * The two candidate slots of an answer's place (different slots).
	 *
	 * @param string $place What the answer answers (its arguments, not the version).
	 * @return array{0: int, 1: int}
	 */
	public function candidates( string $place ): array {
		$hash   = md5( $place );
		$first  = (int) ( hexdec( substr( $hash, 0, 7 ) ) % $this->count );
		$second = (int) ( hexdec( substr( $hash, 7, 7 ) ) % ( $this->count - 1 ) );
		// Skipping $first keeps the two apart yet spread over every other slot.
		return array( $first, $second >= $first ? $second + 1 : $second );
	}

	/**
	 * Which candidate a new answer goes to.
	 *
	 * @param array<int, mixed> $entries Slot → what it holds now (false or null when empty).
	 * @param string            $key     The new answer's key.
	 * @param string            $version The catalogue version now.
	 * @return int The slot.
	 */
	public static function choose( array $entries, string $key, string $version ): int {
		$slots = array_keys( $entries );
		foreach ( $slots as $slot ) {
			if ( '' !== $key && self::entry( $entries[ $slot ] )['key'] === $key ) {
				return $slot;
			}
		}
		foreach ( $slots as $slot ) {
			if ( self::entry( $entries[ $slot ] )['version'] !== $version ) {
				return $slot;
			}
		}
		usort( $slots, static fn( int $a, int $b ): int => self::entry( $entries[ $a ] )['at'] <=> self::entry( $entries[ $b ] )['at'] );
		return $slots[0];
	}

	/**
	 * What a slot holds, for an answer of `$key` under `$version`.
	 *
	 * @param string               $key     The answer's key (its place and version).
	 * @param string               $version The catalogue version it was read under.
	 * @param int                  $at      When it is stored (Unix time).
	 * @param array<string, mixed> $answer  The answer.
	 * @return array{key: string, version: string, at: int, answer: array<string, mixed>}
	 */
	public static function entry_of( string $key, string $version, int $at, array $answer ): array {
		return array(
			'key'     => $key,
			'version' => $version,
			'at'      => $at,
			'answer'  => $answer,
		);
	}

	/**
	 * The answer a slot holds for `$key`, or null.
	 *
	 * @param mixed  $stored What the slot holds (anything: the cache may hand back junk).
	 * @param string $key    The answer's key.
	 * @return array<string, mixed>|null
	 */
	public static function answer( mixed $stored, string $key ): ?array {
		$entry = self::entry( $stored );
		return '' !== $key && $entry['key'] === $key && is_array( $entry['answer'] ) ? $entry['answer'] : null;
	}

	/**
	 * A stored value read as an entry; an empty or foreign one as an empty entry.
	 *
	 * @param mixed $stored What a slot holds.
	 * @return array{key: string, version: string, at: int, answer: mixed}
	 */
	private static function entry( mixed $stored ): array {
		$stored = is_array( $stored ) ? $stored : array();
		return array(
			'key'     => is_string( $stored['key'] ?? null ) ? $stored['key'] : '',
			'version' => is_string( $stored['version'] ?? null ) ? $stored['version'] : '',
			'at'      => is_int( $stored['at'] ?? null ) ? $stored['at'] : 0,
			'answer'  => $stored['answer'] ?? null,
		);
	}
}
