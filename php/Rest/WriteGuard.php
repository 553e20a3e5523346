<?php
/**
 * The check every state-changing REST route runs before it does anything.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use TempleOfferings\Security\Origins;
use TempleOfferings\Security\WriteRateLimit;
use WP_Error;
use WP_REST_Request;

/**
 * Refuses a write whose `Origin` header is not one of Origins::allowed() (403
 * `temple_offerings_invalid_origin`), that carries no valid `X-WP-Nonce` for
 * the `wp_rest` action (403 `temple_offerings_invalid_nonce`), or that is over
 * the visitor's write rate (429 `temple_offerings_rate_limited`, see
 * WriteRateLimit). Only requests that pass origin and nonce are counted, so a
 * page on another site cannot spend a visitor's budget. (Bodies over the
 * size cap never get here: BodyLimit refuses them before WordPress reads them.)
 *
 * WordPress itself only checks the nonce for cookie-authenticated users (and,
 * when it is missing, silently treats the request as a guest), so the nonce is
 * checked here explicitly: a guest's write still needs a nonce that this site
 * handed out to the page (nonces for user 0 are per session-less visitor, which
 * is what the block page prints).
 *
 * Use it as a permission_callback, or call check() first inside one:
 *
 *     'permission_callback' => array( $guard, 'check' ),
 *     'permission_callback' => fn ( $r ) => $guard->check( $r, fn () => is_user_logged_in() ),
 */
final class WriteGuard {

	public const NONCE_ACTION = 'wp_rest';

	/**
	 * The rate answer of each request already counted. WordPress calls every
	 * handler's permission_callback of the matched route again to fill in the
	 * `Allow` header of the answer; that must not count the write twice.
	 *
	 * @var \WeakMap<WP_REST_Request, bool>
	 */
	private \WeakMap $rated;

	/**
	 * @param Origins        $origins The allowed origins.
	 * @param WriteRateLimit $rate    Writes per visitor and minute.
	 */
	public function __construct( private Origins $origins, private WriteRateLimit $rate ) {
		$this->rated = new \WeakMap();
	}

	/**
	 * Whether the request may change state.
	 *
	 * @param WP_REST_Request $request    The request.
	 * @param callable|null   $and_then   Optional further check, run only when the
	 *                                    origin, nonce and rate pass; its answer is returned.
	 * @return true|WP_Error
	 */
	public function check( WP_REST_Request $request, ?callable $and_then = null ): bool|WP_Error {
		if ( ! $this->origins->is_allowed( $request->get_header( 'origin' ) ) ) {
			return new WP_Error(
				'temple_offerings_invalid_origin',
				__( 'Invalid origin', 'temple-offerings' ),
				array( 'status' => 403 )
			);
		}

		$nonce = (string) $request->get_header( 'x_wp_nonce' );
		if ( '' === $nonce ) {
			$nonce = (string) $request->get_param( '_wpnonce' );
		}
		if ( '' === $nonce || ! wp_verify_nonce( $nonce, self::NONCE_ACTION ) ) {
			return new WP_Error(
				'temple_offerings_invalid_nonce',
				__( 'Your session has expired. Reload the page and try again.', 'temple-offerings' ),
				array( 'status' => 403 )
			);
		}

		if ( ! $this->within_rate( $request ) ) {
			return new WP_Error(
				WriteRateLimit::ERROR_CODE,
				WriteRateLimit::message(),
				array(
					'status'      => 429,
					'retry_after' => WriteRateLimit::retry_after(),
				)
			);
		}

		return null === $and_then ? true : $and_then( $request );
	}

	/**
	 * Counts the request once against the visitor's write rate. A read is
	 * never counted: it only gets here when WordPress works out the `Allow`
	 * header of a GET on a route that also takes writes.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	private function within_rate( WP_REST_Request $request ): bool {
		if ( in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
			return true;
		}
		$this->rated[ $request ] ??= $this->rate->allow();
		return $this->rated[ $request ];
	}
}
