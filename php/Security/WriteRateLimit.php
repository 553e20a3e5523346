<?php
/**
 * How many writes one visitor may make a minute.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Security;

use WC_Session_Handler;

/**
 * One budget of writes per visitor and minute, shared by the REST writes
 * (WriteGuard) and the wc-ajax add of offerings (AddToCartRateLimit).
 *
 * Who the visitor is, in this order:
 * - `user`: the logged-in user's id;
 * - `session`: WooCommerce's session customer id, when the request carries a
 *   valid session cookie (its signature is checked, so it cannot be made up);
 * - `address`: REMOTE_ADDR, and nothing else: X-Forwarded-For and its kin are
 *   set by the client unless a proxy in front rewrites them, so trusting them
 *   would let anyone pick a fresh budget per request. An IPv6 address counts
 *   by its /64, which one client can otherwise rotate through at will.
 *
 * Limits (requests per 60-second window): PER_ACCOUNT for a user or a session,
 * PER_ADDRESS for a bare address. A bare address gets more because every new
 * visitor's first write comes from it (the session cookie is set by that
 * answer), and many people may share one address (a temple's Wi-Fi, a mobile
 * carrier's NAT): 50 fresh visitors arriving at once spend 50 of it, then each
 * counts on their own session. The `temple_offerings_write_rate_limit` filter
 * changes a limit; 0 turns it off.
 */
final class WriteRateLimit {

	public const WINDOW = 60;

	public const PER_ACCOUNT = 60;

	public const PER_ADDRESS = 120;

	public const ERROR_CODE = 'temple_offerings_rate_limited';

	/**
	 * @param RateCounter $counter Hits per window, shared by every PHP node.
	 */
	public function __construct( private RateCounter $counter ) {}

	/**
	 * Counts one write by the current visitor.
	 *
	 * @return bool Whether it is within the visitor's limit.
	 */
	public function allow(): bool {
		[ $kind, $id ] = $this->visitor();
		$limit         = $this->limit( $kind );
		if ( $limit <= 0 ) {
			return true;
		}
		$count = $this->counter->hit( $kind . ':' . $id, self::WINDOW );
		// 0: the database could not count. Refusing every write then would take the shop down with it.
		return 0 === $count || $count <= $limit;
	}

	/**
	 * The limit for a kind of visitor.
	 *
	 * @param string $kind `user`, `session` or `address`.
	 */
	public function limit( string $kind ): int {
		$default = 'address' === $kind ? self::PER_ADDRESS : self::PER_ACCOUNT;
		/**
		 * Filters how many writes (REST writes and adds of offerings to the cart)
		 * one visitor may make in WriteRateLimit::WINDOW (60) seconds.
		 *
		 * @param int    $limit Writes per window; 0 for no limit.
		 * @param string $kind  Who is counted: `user` (logged in), `session`
		 *                      (WooCommerce session cookie) or `address` (REMOTE_ADDR).
		 */
		return (int) apply_filters( 'temple_offerings_write_rate_limit', $default, $kind );
	}

	/**
	 * The current visitor as a kind and an id.
	 *
	 * @return array{0: string, 1: string}
	 */
	public function visitor(): array {
		$user = get_current_user_id();
		if ( $user > 0 ) {
			return array( 'user', (string) $user );
		}
		$session = $this->session_customer_id();
		if ( null !== $session ) {
			return array( 'session', $session );
		}
		$remote = isset( $_SERVER['REMOTE_ADDR'] ) && is_string( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
		return array( 'address', self::address( $remote ) );
	}

	/**
	 * Seconds until the current window ends and the budget is whole again.
	 */
	public static function retry_after(): int {
		return self::WINDOW - time() % self::WINDOW;
	}

	/**
	 * The translated refusal.
	 */
	public static function message(): string {
		return __( 'Too many requests. Please wait a minute and try again.', 'temple-offerings' );
	}

	/**
	 * REMOTE_ADDR as counted: an IPv4 address as is (also when written as an
	 * IPv4-mapped IPv6 address), an IPv6 address as its /64, anything else as
	 * one shared "unknown".
	 *
	 * @param string $remote REMOTE_ADDR.
	 */
	public static function address( string $remote ): string {
		$remote = trim( $remote );
		if ( false !== filter_var( $remote, FILTER_VALIDATE_IP, FILTER_FLAG_IPV4 ) ) {
			return $remote;
		}
		if ( false === filter_var( $remote, FILTER_VALIDATE_IP, FILTER_FLAG_IPV6 ) ) {
			return 'unknown';
		}
		$packed = (string) inet_pton( $remote );
		if ( str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ) {
			return (string) inet_ntop( substr( $packed, 12 ) );
		}
		return inet_ntop( substr( $packed, 0, 8 ) . str_repeat( "\0", 8 ) ) . '/64';
	}

	/**
	 * WooCommerce's customer id of a guest whose request carries a valid
	 * session cookie, else null. REST requests do not start WooCommerce's
	 * session on their own; it is started here to read the cookie.
	 */
	private function session_customer_id(): ?string {
		if ( ! function_exists( 'WC' ) ) {
			return null;
		}
		$woocommerce = WC();
		if ( null === $woocommerce->session && method_exists( $woocommerce, 'initialize_session' ) ) {
			$woocommerce->initialize_session();
		}
		if ( ! $woocommerce->session instanceof WC_Session_Handler ) {
			return null;
		}
		$cookie = $woocommerce->session->get_session_cookie();
		return is_array( $cookie ) && is_string( $cookie[0] ?? null ) && '' !== $cookie[0] ? $cookie[0] : null;
	}
}
