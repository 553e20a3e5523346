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
 * Two budgets of writes per visitor and minute, shared by the REST writes
 * (WriteGuard) and the adds of offerings through WooCommerce (AddToCartGuard):
 *
 * - `accepted`: writes that passed every check, counted after the checks and
 *   before anything is written; past the limit the write is not made;
 * - `refused`: writes the checks refused (malformed, invalid believers, no
 *   places left…); past the limit the answer is the rate refusal instead of
 *   the reason.
 *
 * So junk, however much of it comes from an address, never spends what the
 * worshippers sharing that address may add. Writes from a foreign origin or
 * without a valid nonce are refused before either budget is touched: a page
 * on another site cannot spend a visitor's budget.
 *
 * Who the visitor is, in this order:
 * - `user`: the logged-in user's id;
 * - `session`: WooCommerce's session customer id, when the request carries a
 *   valid session cookie (its signature is checked, so it cannot be made up);
 * - `address`: the client's address (TrustedProxies: REMOTE_ADDR, or what a
 *   trusted proxy's X-Forwarded-For says). An IPv6 address counts by its /64,
 *   which one client can otherwise rotate through at will.
 *
 * Limits (writes per 60-second window): PER_ACCOUNT for a user or a session,
 * PER_ADDRESS for a bare address, whose writes are each a new visitor's first
 * (the session cookie is set by the answer to an accepted add); refused
 * writes REFUSED_PER_ACCOUNT and REFUSED_PER_ADDRESS. A bare address gets
 * more because many people may share it (a temple's Wi-Fi, a mobile
 * carrier's NAT): on an opening day they arrive together, and those who come
 * too late are told the offering is full, a refusal, by the hundred. The
 * `temple_offerings_write_rate_limit` filter changes a limit; 0 turns it off.
 */
final class WriteRateLimit {

	public const WINDOW = 60;

	public const PER_ACCOUNT = 60;

	public const PER_ADDRESS = 120;

	public const REFUSED_PER_ACCOUNT = 60;

	public const REFUSED_PER_ADDRESS = 600;

	public const ACCEPTED = 'accepted';

	public const REFUSED = 'refused';

	public const ERROR_CODE = 'temple_offerings_rate_limited';

	/**
	 * @param RateCounter    $counter Hits per window, shared by every PHP node.
	 * @param TrustedProxies $proxies Tells the client's address.
	 */
	public function __construct( private RateCounter $counter, private TrustedProxies $proxies ) {}

	/**
	 * Counts one write that passed its checks and is about to be made.
	 *
	 * @return int|null Null when it is within the visitor's limit, else the
	 *                  seconds until the budget is whole again.
	 */
	public function accept(): ?int {
		return $this->spend( self::ACCEPTED );
	}

	/**
	 * Counts one write its checks refused.
	 *
	 * @return int|null Null when it is within the visitor's limit of refusals,
	 *                  else the seconds until that budget is whole again.
	 */
	public function refuse(): ?int {
		return $this->spend( self::REFUSED );
	}

	/**
	 * Whether the visitor's accepted budget is already spent in this window,
	 * read without counting anything: a write that asks first is refused
	 * before its checks run (none could let it in), and costs the site one
	 * indexed read instead of the whole write's work.
	 *
	 * @return int|null Null while the budget has room, else the seconds until it is whole again.
	 */
	public function spent(): ?int {
		[ $kind, $id ] = $this->visitor();
		$limit         = $this->limit( $kind, self::ACCEPTED );
		if ( $limit <= 0 ) {
			return null;
		}
		return $this->counter->peek( self::counted( self::ACCEPTED, $kind, $id ), self::WINDOW ) >= $limit ? self::retry_after() : null;
	}

	/**
	 * The limit for a kind of visitor.
	 *
	 * @param string $kind   `user`, `session` or `address`.
	 * @param string $budget ACCEPTED or REFUSED.
	 */
	public function limit( string $kind, string $budget = self::ACCEPTED ): int {
		$address = 'address' === $kind;
		if ( self::REFUSED === $budget ) {
			$default = $address ? self::REFUSED_PER_ADDRESS : self::REFUSED_PER_ACCOUNT;
		} else {
			$default = $address ? self::PER_ADDRESS : self::PER_ACCOUNT;
		}
		/**
		 * Filters how many writes (REST writes and adds of offerings to the cart)
		 * one visitor may make in WriteRateLimit::WINDOW (60) seconds.
		 *
		 * @param int    $limit  Writes per window; 0 for no limit.
		 * @param string $kind   Who is counted: `user` (logged in), `session`
		 *                       (WooCommerce session cookie) or `address` (the client's address).
		 * @param string $budget `accepted` (writes made) or `refused` (writes the checks refused).
		 */
		return (int) apply_filters( 'temple_offerings_write_rate_limit', $default, $kind, $budget );
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
		return array( 'address', self::address( $this->proxies->client() ) );
	}

	/**
	 * Seconds until the current window ends and the budgets are whole again.
	 */
	public static function retry_after(): int {
		return self::WINDOW - time() % self::WINDOW;
	}

	/**
	 * The translated refusal, naming the wait.
	 *
	 * @param int $seconds Seconds to wait (retry_after()).
	 */
	public static function message( int $seconds ): string {
		return sprintf(
			/* translators: %d: seconds to wait. */
			_n( 'Too many requests. Please try again in %d second.', 'Too many requests. Please try again in %d seconds.', $seconds, 'temple-offerings' ),
			$seconds
		);
	}

	/**
	 * An address as counted: an IPv4 address as is (also when written as an
	 * IPv4-mapped IPv6 address), an IPv6 address as its /64, anything else as
	 * one shared "unknown".
	 *
	 * @param string $remote The client's address.
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
	 * Counts one write on a budget of the current visitor.
	 *
	 * @param string $budget ACCEPTED or REFUSED.
	 * @return int|null Null within the limit, else the seconds to wait.
	 */
	private function spend( string $budget ): ?int {
		[ $kind, $id ] = $this->visitor();
		$limit         = $this->limit( $kind, $budget );
		if ( $limit <= 0 ) {
			return null;
		}
		$count = $this->counter->hit( self::counted( $budget, $kind, $id ), self::WINDOW );
		// 0: the database could not count. Refusing every write then would take the shop down with it.
		return 0 === $count || $count <= $limit ? null : self::retry_after();
	}

	/**
	 * The name a budget of a visitor is counted under.
	 *
	 * @param string $budget ACCEPTED or REFUSED.
	 * @param string $kind   `user`, `session` or `address`.
	 * @param string $id     The visitor's id of that kind.
	 */
	private static function counted( string $budget, string $kind, string $id ): string {
		return $budget . ':' . $kind . ':' . $id;
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
