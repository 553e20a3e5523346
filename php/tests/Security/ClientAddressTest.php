<?php
/**
 * Tests for which address a request is counted on, through trusted proxies.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Security;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Security\ClientAddress;

/**
 * ClientAddress is pure; that the shop reads the setting and ignores a made-up
 * X-Forwarded-For from a peer it does not trust is proven by
 * e2e/fair-limits-origins.spec.ts.
 */
final class ClientAddressTest extends TestCase {

	/** A site behind Cloudflare (two of its ranges) and its own nginx. */
	private const TRUSTED = array( '173.245.48.0/20', '2400:cb00::/32', '127.0.0.1' );

	/**
	 * @return array<string, array{0: string, 1: string|null, 2: string}>
	 */
	public static function requests(): array {
		return array(
			'no header'                                   => array( '198.51.100.7', null, '198.51.100.7' ),
			'an untrusted peer makes up a header'         => array( '198.51.100.7', '203.0.113.9', '198.51.100.7' ),
			'an untrusted peer makes up a chain'          => array( '198.51.100.7', '203.0.113.9, 173.245.48.1', '198.51.100.7' ),
			'Cloudflare vouches for its client'           => array( '173.245.48.10', '203.0.113.9', '203.0.113.9' ),
			'the right-most untrusted entry wins'         => array( '173.245.48.10', '10.9.9.9, 203.0.113.9', '203.0.113.9' ),
			'what the client wrote on the left is not read' => array( '127.0.0.1', '1.2.3.4, 203.0.113.9, 173.245.50.5', '203.0.113.9' ),
			'nginx behind Cloudflare'                     => array( '127.0.0.1', '203.0.113.9, 173.245.48.10', '203.0.113.9' ),
			'IPv6 client through an IPv6 edge'            => array( '2400:cb00:1::5', '2001:db8::7', '2001:db8::7' ),
			'an entry with a port'                        => array( '127.0.0.1', '203.0.113.9:51234', '203.0.113.9' ),
			'a bracketed IPv6 entry with a port'          => array( '127.0.0.1', '[2001:db8::7]:443', '2001:db8::7' ),
			'spaces and empty entries'                    => array( '127.0.0.1', '  203.0.113.9 ,', '127.0.0.1' ),
			'garbage stops at the proxy that wrote it'    => array( '127.0.0.1', '203.0.113.9, unknown', '127.0.0.1' ),
			'garbage further left is never reached'       => array( '127.0.0.1', 'nonsense, 203.0.113.9', '203.0.113.9' ),
			'every hop trusted: the left-most'            => array( '127.0.0.1', '173.245.48.2, 173.245.48.3', '173.245.48.2' ),
			'an empty header'                             => array( '173.245.48.10', '', '173.245.48.10' ),
			'IPv4-mapped peer is the trusted IPv4'        => array( '::ffff:127.0.0.1', '203.0.113.9', '203.0.113.9' ),
			'just outside the range'                      => array( '173.245.64.1', '203.0.113.9', '173.245.64.1' ),
			'a peer that is no address'                   => array( 'nonsense', '203.0.113.9', 'nonsense' ),
		);
	}

	/**
	 * @param string      $remote    REMOTE_ADDR.
	 * @param string|null $forwarded X-Forwarded-For.
	 * @param string      $expected  The client.
	 * @dataProvider requests
	 */
	public function test_the_client_is_the_right_most_untrusted_address( string $remote, ?string $forwarded, string $expected ): void {
		$this->assertSame( $expected, ClientAddress::resolve( $remote, $forwarded, self::TRUSTED ) );
	}

	public function test_without_trusted_proxies_the_header_is_never_read(): void {
		$this->assertSame( '127.0.0.1', ClientAddress::resolve( '127.0.0.1', '203.0.113.9', array() ) );
	}

	/**
	 * @return array<string, array{0: string, 1: string, 2: bool}>
	 */
	public static function ranges_and_addresses(): array {
		return array(
			'one address'                => array( '203.0.113.9', '203.0.113.9', true ),
			'another address'            => array( '203.0.113.9', '203.0.113.10', false ),
			'/32'                        => array( '203.0.113.9/32', '203.0.113.9', true ),
			'/24 inside'                 => array( '203.0.113.0/24', '203.0.113.255', true ),
			'/24 outside'                => array( '203.0.113.0/24', '203.0.114.0', false ),
			'/20 across a byte'          => array( '173.245.48.0/20', '173.245.63.255', true ),
			'/20 past its end'           => array( '173.245.48.0/20', '173.245.64.0', false ),
			'/0 is everyone (IPv4)'      => array( '0.0.0.0/0', '8.8.8.8', true ),
			'IPv6 /32'                   => array( '2400:cb00::/32', '2400:cb00:ffff::1', true ),
			'IPv6 /32 outside'           => array( '2400:cb00::/32', '2400:cb01::1', false ),
			'IPv6 /127'                  => array( '2001:db8::/127', '2001:db8::1', true ),
			'IPv6 /127 outside'          => array( '2001:db8::/127', '2001:db8::2', false ),
			'IPv4 range, IPv6 address'   => array( '0.0.0.0/0', '2001:db8::1', false ),
			'IPv6 range, IPv4 address'   => array( '::/0', '203.0.113.9', false ),
			'IPv4-mapped range'          => array( '::ffff:10.0.0.0/104', '10.200.0.1', true ),
			'IPv4-mapped range, outside' => array( '::ffff:10.0.0.0/104', '11.0.0.1', false ),
		);
	}

	/**
	 * @param string $range   Range.
	 * @param string $address Address.
	 * @param bool   $inside  Whether it is inside.
	 * @dataProvider ranges_and_addresses
	 */
	public function test_cidr_ranges( string $range, string $address, bool $inside ): void {
		$this->assertSame( $inside, ClientAddress::trusted( $address, array( $range ) ) );
	}

	public function test_the_setting_keeps_only_addresses_and_ranges_once(): void {
		$this->assertSame(
			array( '173.245.48.0/20', '2400:cb00::/32', '127.0.0.1', '10.0.0.0/8' ),
			ClientAddress::ranges( " 173.245.48.0/20\n2400:CB00::/32, 127.0.0.1\r\n\n10.0.0.0/8 127.0.0.1\nlocalhost\n10.0.0.0/33\n10.0.0.0/-1\n10.0.0.0/8/8\n2001:db8::/129\n*\n1.2.3\n<b>1.1.1.1</b>\n10.0.0.0/ 8" )
		);
		$this->assertSame( array(), ClientAddress::ranges( '' ) );
		$this->assertSame( array( '127.0.0.1' ), ClientAddress::ranges( array( '127.0.0.1', 42, null, array( '10.0.0.1' ), 'x' ) ) );
	}

	public function test_a_malformed_range_trusts_nobody(): void {
		$this->assertFalse( ClientAddress::trusted( '10.0.0.1', array( '10.0.0.0/33', 'garbage', '' ) ) );
		$this->assertSame( '10.0.0.1', ClientAddress::resolve( '10.0.0.1', '203.0.113.9', array( '10.0.0.0/33' ) ) );
	}
}
