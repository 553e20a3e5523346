<?php
/**
 * The origins this site's offering page may talk to its REST routes from.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

/**
 * SPEC's fixed origin allow-list, made WordPress-shaped: the site's own home and
 * site URL hosts, with and without "www.", plus whatever the
 * `temple_offerings_allowed_origins` filter adds.
 */
final class Origins {

	/**
	 * Allowed origins as `scheme://host[:port]` strings.
	 *
	 * @return string[]
	 */
	public function allowed(): array {
		$origins = array();
		foreach ( array( home_url(), site_url() ) as $url ) {
			$parts = wp_parse_url( $url );
			if ( empty( $parts['host'] ) ) {
				continue;
			}
			$scheme = $parts['scheme'] ?? 'https';
			$port   = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
			$host   = strtolower( $parts['host'] );
			$bare   = str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host;
			// An IP address or a single-label host (localhost) has no www. twin.
			$twins = filter_var( $bare, FILTER_VALIDATE_IP ) || ! str_contains( $bare, '.' ) ? array( $bare ) : array( $bare, 'www.' . $bare );
			foreach ( $twins as $candidate ) {
				$origins[] = $scheme . '://' . $candidate . $port;
			}
		}

		/**
		 * Filters the origins allowed to call the plugin's REST routes.
		 *
		 * @param string[] $origins `scheme://host[:port]` strings.
		 */
		$origins = (array) apply_filters( 'temple_offerings_allowed_origins', $origins );

		return array_values( array_unique( array_map( array( self::class, 'normalize' ), array_filter( $origins, 'is_string' ) ) ) );
	}

	/**
	 * Whether a request's Origin header may change state here. A missing header is
	 * allowed (same-origin GETs and server-to-server clients send none); the nonce
	 * still guards every write.
	 *
	 * @param string|null $origin The Origin header, if any.
	 */
	public function is_allowed( ?string $origin ): bool {
		if ( null === $origin || '' === $origin ) {
			return true;
		}
		return in_array( self::normalize( $origin ), $this->allowed(), true );
	}

	/**
	 * Lower-cases scheme and host and drops any path, so comparisons are exact.
	 *
	 * @param string $origin An origin or URL.
	 */
	private static function normalize( string $origin ): string {
		$parts = wp_parse_url( trim( $origin ) );
		if ( empty( $parts['host'] ) ) {
			return '';
		}
		$port = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
		return strtolower( ( $parts['scheme'] ?? 'https' ) . '://' . $parts['host'] ) . $port;
	}
}
