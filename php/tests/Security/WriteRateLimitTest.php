<?php
/**
 * Tests for who a write is counted against, and how counter rows are named.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Security;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Security\RateCounter;
use TempleOfferings\Security\WriteRateLimit;

/**
 * The pure parts of the rate limit; the counting itself, on the real database
 * with parallel requests, is proven by e2e/limits-rate.spec.ts.
 */
final class WriteRateLimitTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function addresses(): array {
		return array(
			'IPv4'                       => array( '203.0.113.7', '203.0.113.7' ),
			'loopback'                   => array( '127.0.0.1', '127.0.0.1' ),
			'IPv4-mapped IPv6'           => array( '::ffff:203.0.113.7', '203.0.113.7' ),
			'IPv6 counts by its /64'     => array( '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64' ),
			'same /64, another address'  => array( '2001:db8:1:2::1', '2001:db8:1:2::/64' ),
			'IPv6 loopback'              => array( '::1', '::/64' ),
			'empty'                      => array( '', 'unknown' ),
			'a forwarded list is no IP'  => array( '203.0.113.7, 10.0.0.1', 'unknown' ),
			'garbage'                    => array( 'not-an-ip', 'unknown' ),
		);
	}

	/**
	 * @param string $remote   REMOTE_ADDR.
	 * @param string $expected What it is counted as.
	 * @dataProvider addresses
	 */
	public function test_an_address_is_counted_as( string $remote, string $expected ): void {
		$this->assertSame( $expected, WriteRateLimit::address( $remote ) );
	}

	public function test_refusals_have_their_own_budget_wide_enough_for_a_crowd_told_it_is_full(): void {
		// Each new visitor's first write is counted on the address, later ones on their session.
		$this->assertGreaterThanOrEqual( 100, WriteRateLimit::PER_ADDRESS );
		$this->assertGreaterThanOrEqual( 10, WriteRateLimit::PER_ACCOUNT );
		// Refusals (the offering is full) of a crowd behind one address come by the hundred.
		$this->assertGreaterThanOrEqual( 2 * WriteRateLimit::PER_ADDRESS, WriteRateLimit::REFUSED_PER_ADDRESS );
		$this->assertGreaterThanOrEqual( 10, WriteRateLimit::REFUSED_PER_ACCOUNT );
		$this->assertNotSame( WriteRateLimit::ACCEPTED, WriteRateLimit::REFUSED );
		$this->assertSame( 60, WriteRateLimit::WINDOW );
	}

	public function test_counter_rows_sort_by_window_so_one_range_deletes_finished_ones(): void {
		$key  = 'salt';
		$old  = RateCounter::option_name( 999, 'user:1', $key );
		$prev = RateCounter::option_name( 29_000_000, 'user:1', $key );
		$now  = RateCounter::option_name( 29_000_001, 'address:127.0.0.1', $key );
		$this->assertStringStartsWith( RateCounter::OPTION_PREFIX, $now );
		$this->assertLessThanOrEqual( 191, strlen( $now ), 'option_name is VARCHAR(191)' );
		// Rows of windows before the previous one are below the previous window's prefix.
		$bound = RateCounter::OPTION_PREFIX . sprintf( '%010d', 29_000_000 );
		$this->assertLessThan( 0, strcmp( $old, $bound ) );
		$this->assertGreaterThan( 0, strcmp( $prev, $bound ) );
		$this->assertGreaterThan( 0, strcmp( $now, $bound ) );
		$this->assertNotSame( RateCounter::option_name( 5, 'user:1', $key ), RateCounter::option_name( 5, 'user:2', $key ) );
	}

	public function test_a_row_is_named_by_a_keyed_hash_that_no_table_of_addresses_undoes(): void {
		$name = 'accepted:address:203.0.113.7';
		$row  = RateCounter::option_name( 5, $name, 'site one' );
		foreach ( array( $name, '203.0.113.7', 'address:203.0.113.7' ) as $plain ) {
			$this->assertStringNotContainsString( md5( $plain ), $row );
			$this->assertStringNotContainsString( hash( 'sha256', $plain ), $row );
			$this->assertStringNotContainsString( $plain, $row );
		}
		$this->assertSame( $row, RateCounter::option_name( 5, $name, 'site one' ) );
		$this->assertNotSame( $row, RateCounter::option_name( 5, $name, 'site two' ) );
	}
}
