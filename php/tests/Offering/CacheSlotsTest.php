<?php
/**
 * Tests for CacheSlots, the fixed set of entries of the visible-products cache.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Offering;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Offering\CacheSlots;

/**
 * However many answers are stored, they use the slots there are; each is
 * served only to its own question; the answers a site really asks for keep
 * their places next to each other.
 */
final class CacheSlotsTest extends TestCase {

	public function test_candidates_are_two_different_slots_in_range_and_the_same_every_time(): void {
		foreach ( array( 2, 3, 16, 128, 1024 ) as $count ) {
			$slots = new CacheSlots( $count );
			for ( $i = 0; $i < 500; $i++ ) {
				[ $first, $second ] = $slots->candidates( "place {$i}" );
				$this->assertNotSame( $first, $second );
				foreach ( array( $first, $second ) as $slot ) {
					$this->assertGreaterThanOrEqual( 0, $slot );
					$this->assertLessThan( $count, $slot );
				}
				$this->assertSame( array( $first, $second ), $slots->candidates( "place {$i}" ) );
			}
		}
	}

	public function test_candidates_spread_over_every_slot(): void {
		$slots = new CacheSlots( 16 );
		$used  = array();
		for ( $i = 0; $i < 400; $i++ ) {
			$used = array_merge( $used, $slots->candidates( "place {$i}" ) );
		}
		$used = array_values( array_unique( $used ) );
		sort( $used );
		$this->assertSame( range( 0, 15 ), $used );
	}

	public function test_an_answer_is_served_only_to_its_own_key(): void {
		$entry = CacheSlots::entry_of( 'key-a', 'v1', 100, array( 'rows' => array( 1 ), 'total' => 1 ) );
		$this->assertSame( array( 'rows' => array( 1 ), 'total' => 1 ), CacheSlots::answer( $entry, 'key-a' ) );
		$this->assertNull( CacheSlots::answer( $entry, 'key-b' ) );
		$this->assertNull( CacheSlots::answer( $entry, '' ) );
		foreach ( array( false, null, 'junk', array(), array( 'key' => 'key-a' ), array( 'key' => 'key-a', 'answer' => 'not rows' ) ) as $junk ) {
			$this->assertNull( CacheSlots::answer( $junk, 'key-a' ) );
		}
	}

	/**
	 * @return array<string, array{0: array<int, mixed>, 1: int}>
	 */
	public static function choices(): array {
		$current = static fn( string $key, int $at ): array => CacheSlots::entry_of( $key, 'v2', $at, array() );
		$old     = static fn( string $key, int $at ): array => CacheSlots::entry_of( $key, 'v1', $at, array() );
		return array(
			'its own slot again'               => array( array( 3 => $current( 'other', 5 ), 9 => $current( 'mine', 1 ) ), 9 ),
			'an empty slot'                    => array( array( 3 => $current( 'other', 5 ), 9 => false ), 9 ),
			'the first empty slot'             => array( array( 3 => false, 9 => false ), 3 ),
			'a slot of an older version'       => array( array( 3 => $current( 'other', 1 ), 9 => $old( 'older', 9 ) ), 9 ),
			'junk counts as empty'             => array( array( 3 => $current( 'other', 1 ), 9 => 'junk' ), 9 ),
			'both current: the one written first' => array( array( 3 => $current( 'a', 50 ), 9 => $current( 'b', 20 ) ), 9 ),
		);
	}

	/**
	 * @dataProvider choices
	 *
	 * @param array<int, mixed> $entries  What the candidates hold.
	 * @param int               $expected The slot the new answer takes.
	 */
	public function test_a_new_answer_takes_the_slot_that_costs_least( array $entries, int $expected ): void {
		$this->assertSame( $expected, CacheSlots::choose( $entries, 'mine', 'v2' ) );
	}

	public function test_a_flood_of_answers_never_uses_more_slots_than_there_are_and_the_few_real_ones_stay(): void {
		$count = 32;
		$slots = new CacheSlots( $count );
		$store = array();
		$clock = 0;
		$put   = static function ( string $place ) use ( $slots, &$store, &$clock ): void {
			$candidates = $slots->candidates( $place );
			$held       = array();
			foreach ( $candidates as $slot ) {
				$held[ $slot ] = $store[ $slot ] ?? false;
			}
			$slot           = CacheSlots::choose( $held, "v1|{$place}", 'v1' );
			$store[ $slot ] = CacheSlots::entry_of( "v1|{$place}", 'v1', ++$clock, array( 'place' => $place ) );
		};
		$find  = static function ( string $place ) use ( $slots, &$store ): ?array {
			foreach ( $slots->candidates( $place ) as $slot ) {
				$answer = CacheSlots::answer( $store[ $slot ] ?? false, "v1|{$place}" );
				if ( null !== $answer ) {
					return $answer;
				}
			}
			return null;
		};
		$real = array( 'light|1', 'pudu|1', 'light,pudu|1', 'all|1', 'all|2' );
		foreach ( $real as $place ) {
			$put( $place );
		}
		for ( $i = 0; $i < 5000; $i++ ) {
			$put( "made-up {$i}" );
			// The real pages keep being asked for, and stored again when pushed out.
			$place = $real[ $i % count( $real ) ];
			if ( null === $find( $place ) ) {
				$put( $place );
			}
		}
		$this->assertLessThanOrEqual( $count, count( $store ) );
		foreach ( $store as $entry ) {
			$this->assertSame( $entry['answer']['place'], substr( $entry['key'], 3 ) );
		}
	}
}
