<?php
/**
 * The origins this site's offering page may talk to its REST routes from.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

/**
 * A fixed origin allow-list, made WordPress-shaped: the site's own home and
 * site URL hosts, with and without "www.", plus whatever the
 * `temple_offerings_allowed_origins` filter adds.
 *
 * Only well-formed `http(s)://host[:port]` origins ever count. `Origin: null`
 * (what sandboxed iframes, `file://` pages and some redirects send) is refused:
 * any page anywhere can make a browser send it, so allowing it would allow
 * everyone. Empty or malformed entries a filter returns are ignored, so a typo
 * in a site's filter can never match such a header either.
 */
final class Origins {

	public const ERROR_CODE = 'temple_offerings_invalid_origin';

	private const DEFAULT_PORTS = array(
		'http'  => 80,
		'https' => 443,
	);

	/**
	 * Allowed origins as `scheme://host[:port]` strings.
	 *
	 * @return string[]
	 */
	public function allowed(): array {
		$origins = array();
		foreach ( array( home_url(), site_url() ) as $url ) {
			$origin = self::normalize( (string) $url, true );
			if ( null === $origin ) {
				continue;
			}
			$parts = (array) parse_url( $origin ); // normalize() already checked it.
			$host  = (string) ( $parts['host'] ?? '' );
			$bare  = str_starts_with( $host, 'www.' ) ? substr( $host, 4 ) : $host;
			$tail  = isset( $parts['port'] ) ? ':' . $parts['port'] : '';
			// An IP address or a single-label host (localhost) has no www. twin.
			$twins = filter_var( trim( $bare, '[]' ), FILTER_VALIDATE_IP ) || ! str_contains( $bare, '.' ) ? array( $bare ) : array( $bare, 'www.' . $bare );
			foreach ( $twins as $candidate ) {
				$origins[] = $parts['scheme'] . '://' . $candidate . $tail;
			}
		}

		/**
		 * Filters the origins allowed to call the plugin's REST routes.
		 *
		 * @param string[] $origins `scheme://host[:port]` strings; anything else is ignored.
		 */
		return self::clean( (array) apply_filters( 'temple_offerings_allowed_origins', $origins ) );
	}

	/**
	 * Whether a request's Origin header may change state here. A missing (or
	 * empty) header is allowed: same-origin GETs and server-to-server clients
	 * send none, and the nonce still guards every write. Anything present must
	 * be a well-formed origin on the list; `null` never is.
	 *
	 * @param string|null $origin The Origin header, if any.
	 */
	public function is_allowed( ?string $origin ): bool {
		if ( null === $origin || '' === trim( $origin ) ) {
			return true;
		}
		$normalized = self::normalize( $origin );
		return null !== $normalized && in_array( $normalized, $this->allowed(), true );
	}

	/**
	 * Whether a request may change state here, by where the browser says it
	 * comes from: its `Origin` header (is_allowed()), or when it sends none,
	 * the origin of its `Referer`. Browsers send Origin with every cross-site
	 * POST and most same-site ones; a form post from an older browser or a
	 * page that hides it may carry only the Referer, which must then be a
	 * page of an allowed origin. With neither (curl, a server-to-server
	 * client) nothing says the request is foreign: it is allowed, and counted
	 * like any other.
	 *
	 * @param string|null $origin  The Origin header, if any.
	 * @param string|null $referer The Referer header, if any.
	 */
	public function request_allowed( ?string $origin, ?string $referer ): bool {
		if ( null !== $origin && '' !== trim( $origin ) ) {
			return $this->is_allowed( $origin );
		}
		if ( null === $referer || '' === trim( $referer ) ) {
			return true;
		}
		$from = self::of_url( $referer );
		return null !== $from && in_array( $from, $this->allowed(), true );
	}

	/**
	 * Whether the current request (as PHP received it, outside REST) may
	 * change state here (request_allowed()).
	 */
	public function current_request_allowed(): bool {
		$origin  = isset( $_SERVER['HTTP_ORIGIN'] ) && is_string( $_SERVER['HTTP_ORIGIN'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_ORIGIN'] ) ) : null;
		$referer = isset( $_SERVER['HTTP_REFERER'] ) && is_string( $_SERVER['HTTP_REFERER'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_REFERER'] ) ) : null;
		return $this->request_allowed( $origin, $referer );
	}

	/**
	 * The translated refusal of a foreign origin.
	 */
	public static function message(): string {
		return __( 'Invalid origin', 'temple-offerings' );
	}

	/**
	 * The normalized origin of a full http(s) URL (a Referer), or null when
	 * it is none.
	 *
	 * @param string $url The URL.
	 */
	public static function of_url( string $url ): ?string {
		$url = trim( $url );
		// Pure PHP, see normalize().
		$parts = preg_match( '/[\s\\\\]/', $url ) ? false : parse_url( $url );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || ! isset( $parts['scheme'], $parts['host'] ) ) {
			return null;
		}
		return self::normalize( $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' ) );
	}

	/**
	 * The well-formed entries of a list, normalized, each once.
	 *
	 * @param array<mixed> $entries Candidates, e.g. what the filter returned.
	 * @return string[]
	 */
	public static function clean( array $entries ): array {
		$clean = array();
		foreach ( $entries as $entry ) {
			$origin = is_string( $entry ) ? self::normalize( $entry ) : null;
			if ( null !== $origin && ! in_array( $origin, $clean, true ) ) {
				$clean[] = $origin;
			}
		}
		return $clean;
	}

	/**
	 * `scheme://host[:port]`, lower-cased, the scheme's default port left out;
	 * null for anything that is not an http(s) origin: `null`, '', no host, a
	 * user name, a query or fragment, a path other than '/', a port outside
	 * 1–65535, a host with characters no DNS name or IP address has.
	 *
	 * @param string $origin   An Origin header or a configured entry.
	 * @param bool   $any_path Accept (and drop) a path: for the site's own URLs,
	 *                         which may point into a sub-directory.
	 */
	public static function normalize( string $origin, bool $any_path = false ): ?string {
		$origin = trim( $origin );
		if ( '' === $origin || 'null' === strtolower( $origin ) || preg_match( '/[\s\\\\]/', $origin ) ) {
			return null;
		}
		// Pure PHP (no wp_parse_url), so PHPUnit checks it without WordPress; PHP 8's parse_url has no quirks left to work around.
		$parts = parse_url( $origin );
		if ( ! is_array( $parts ) || isset( $parts['user'] ) || isset( $parts['pass'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) ) {
			return null;
		}
		$scheme = strtolower( (string) ( $parts['scheme'] ?? '' ) );
		$host   = strtolower( (string) ( $parts['host'] ?? '' ) );
		$path   = (string) ( $parts['path'] ?? '' );
		if ( ! isset( self::DEFAULT_PORTS[ $scheme ] ) || ! self::is_host( $host ) || ( ! $any_path && '' !== $path && '/' !== $path ) ) {
			return null;
		}
		$port = isset( $parts['port'] ) ? (int) $parts['port'] : self::DEFAULT_PORTS[ $scheme ];
		if ( $port < 1 || $port > 65535 ) {
			return null;
		}
		return $scheme . '://' . $host . ( self::DEFAULT_PORTS[ $scheme ] === $port ? '' : ':' . $port );
	}

	/**
	 * A DNS name (ASCII labels; browsers send international names as
	 * punycode), an IPv4 address, or a bracketed IPv6 address.
	 *
	 * @param string $host Lower-cased host.
	 */
	private static function is_host( string $host ): bool {
		if ( str_starts_with( $host, '[' ) ) {
			return str_ends_with( $host, ']' ) && false !== filter_var( substr( $host, 1, -1 ), FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 );
		}
		return strlen( $host ) <= 253
			&& 1 === preg_match( '/^(?!-)[a-z0-9-]{1,63}(?<!-)(?:\.(?!-)[a-z0-9-]{1,63}(?<!-))*$/', $host );
	}
}
