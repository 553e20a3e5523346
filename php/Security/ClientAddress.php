<?php
/**
 * Which address a request came from, through the proxies the site trusts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

/**
 * REMOTE_ADDR is the peer that opened the connection: behind Cloudflare or an
 * nginx in front of PHP that is the proxy, and every worshipper would share
 * one address. A proxy says whom it serves by appending that peer to
 * `X-Forwarded-For`; but any client can send that header too, with whatever
 * it likes in it. So the header is read only when REMOTE_ADDR is a trusted
 * proxy, and only as far as trusted proxies wrote it: from the right, each
 * entry is the peer of the proxy one step nearer, and the first entry that is
 * not a trusted proxy is the client. Entries further left were written by
 * that client and are never read.
 *
 * Pure PHP (no WordPress), so PHPUnit checks every rule; TrustedProxies gives
 * it the site's list.
 */
final class ClientAddress {

	/**
	 * The client's address.
	 *
	 * @param string      $remote    REMOTE_ADDR.
	 * @param string|null $forwarded The X-Forwarded-For header, if any.
	 * @param string[]    $trusted   Trusted proxies: addresses or CIDR ranges (ranges()).
	 * @return string An address as written in the request; REMOTE_ADDR when the
	 *                header is not to be read. An entry that is no address ends the
	 *                walk at the proxy that wrote it.
	 */
	public static function resolve( string $remote, ?string $forwarded, array $trusted ): string {
		$client = trim( $remote );
		if ( null === $forwarded || array() === $trusted || ! self::trusted( $client, $trusted ) ) {
			return $client;
		}
		foreach ( array_reverse( explode( ',', $forwarded ) ) as $entry ) {
			$hop = self::hop( $entry );
			if ( null === $hop ) {
				return $client;
			}
			$client = $hop;
			if ( ! self::trusted( $hop, $trusted ) ) {
				return $hop;
			}
		}
		// Every hop is one of the site's own proxies: the left-most is as near the client as it gets.
		return $client;
	}

	/**
	 * The valid entries of a list of trusted proxies, each once, lower-cased:
	 * addresses (IPv4 or IPv6) and CIDR ranges (`203.0.113.0/24`, `2001:db8::/32`).
	 *
	 * @param string|array<mixed> $list Text with entries separated by white space
	 *                                  or commas (the setting), or an array (the filter).
	 * @return string[]
	 */
	public static function ranges( string|array $list ): array {
		$entries = is_string( $list ) ? (array) preg_split( '/[\s,]+/', $list, -1, PREG_SPLIT_NO_EMPTY ) : $list;
		$ranges  = array();
		foreach ( $entries as $entry ) {
			$range = is_string( $entry ) ? strtolower( trim( $entry ) ) : '';
			if ( null !== self::parse_range( $range ) && ! in_array( $range, $ranges, true ) ) {
				$ranges[] = $range;
			}
		}
		return $ranges;
	}

	/**
	 * Whether an address is one of the ranges.
	 *
	 * @param string   $address An address.
	 * @param string[] $ranges  Addresses or CIDR ranges.
	 */
	public static function trusted( string $address, array $ranges ): bool {
		$packed = self::pack( $address );
		if ( null === $packed ) {
			return false;
		}
		foreach ( $ranges as $range ) {
			$parsed = is_string( $range ) ? self::parse_range( $range ) : null;
			if ( null !== $parsed && self::within( $packed, $parsed[0], $parsed[1] ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * One entry of X-Forwarded-For as an address, or null: proxies write a bare
	 * address, some with a port (`203.0.113.7:4711`, `[2001:db8::1]:4711`).
	 *
	 * @param string $entry The entry.
	 */
	private static function hop( string $entry ): ?string {
		$entry = trim( $entry );
		if ( preg_match( '/^\[([0-9a-f:.]+)\](?::\d{1,5})?$/i', $entry, $bracketed ) ) {
			$entry = $bracketed[1];
		} elseif ( preg_match( '/^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/', $entry, $with_port ) ) {
			$entry = $with_port[1];
		}
		return null === self::pack( $entry ) ? null : $entry;
	}

	/**
	 * A range as its packed network and prefix length, or null when malformed.
	 *
	 * @param string $range An address or `address/bits`.
	 * @return array{0: string, 1: int}|null
	 */
	private static function parse_range( string $range ): ?array {
		$parts  = explode( '/', $range );
		$packed = count( $parts ) <= 2 ? self::pack( $parts[0] ) : null;
		if ( null === $packed ) {
			return null;
		}
		if ( ! isset( $parts[1] ) ) {
			return array( $packed, 8 * strlen( $packed ) );
		}
		$written = str_contains( $parts[0], ':' ) ? 128 : 32;
		if ( ! preg_match( '/^\d{1,3}$/', $parts[1] ) || (int) $parts[1] > $written ) {
			return null;
		}
		// An IPv4-mapped IPv6 range is the IPv4 range it maps (pack() turns its address into IPv4).
		$bits = (int) $parts[1] - ( $written - 8 * strlen( $packed ) );
		return $bits < 0 ? null : array( $packed, $bits );
	}

	/**
	 * Whether the first $bits bits of two packed addresses of one family agree.
	 *
	 * @param string $packed  The address.
	 * @param string $network The range's address.
	 * @param int    $bits    The range's prefix length.
	 */
	private static function within( string $packed, string $network, int $bits ): bool {
		if ( strlen( $packed ) !== strlen( $network ) ) {
			return false;
		}
		$bytes = intdiv( $bits, 8 );
		if ( substr( $packed, 0, $bytes ) !== substr( $network, 0, $bytes ) ) {
			return false;
		}
		$rest = $bits % 8;
		if ( 0 === $rest ) {
			return true;
		}
		$mask = ( 0xff << ( 8 - $rest ) ) & 0xff;
		return ( ord( $packed[ $bytes ] ) & $mask ) === ( ord( $network[ $bytes ] ) & $mask );
	}

	/**
	 * An address packed (4 bytes for IPv4, also when written as IPv4-mapped
	 * IPv6; 16 for IPv6), or null when it is no address.
	 *
	 * @param string $address The address.
	 */
	private static function pack( string $address ): ?string {
		if ( false === filter_var( $address, FILTER_VALIDATE_IP ) ) {
			return null;
		}
		$packed = (string) inet_pton( $address );
		if ( 16 === strlen( $packed ) && str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return substr( $packed, 12 );
		}
		return $packed;
	}
}
