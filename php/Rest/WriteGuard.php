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
use WP_HTTP_Response;
use WP_REST_Request;

/**
 * Refuses a write whose `Origin` (or, without one, `Referer`) is not one of
 * Origins::allowed() (403 `temple_offerings_invalid_origin`), or that carries
 * no valid `X-WP-Nonce` for the `wp_rest` action (403
 * `temple_offerings_invalid_nonce`). Those refusals are counted nowhere, so a
 * page on another site cannot spend a visitor's budget. (Bodies over the size
 * cap never get here: BodyLimit refuses them before WordPress reads them.)
 *
 * A write that passes is counted on one of the visitor's two budgets
 * (WriteRateLimit): its handler checks what it was sent, then calls accept()
 * right before it writes, which counts it on the accepted budget (past it: a
 * 429 `temple_offerings_rate_limited` with `retry_after`, nothing written);
 * a write its handler refused instead is counted on the refused budget by
 * settle() (past it, the answer becomes that 429). A handler that wrote
 * without calling accept() is counted as accepted afterwards.
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
	 * The writes that passed the guard: false until they are counted, then
	 * true. WordPress calls every handler's permission_callback of the matched
	 * route again to fill in the `Allow` header of the answer; that must not
	 * count the write twice.
	 *
	 * @var \WeakMap<WP_REST_Request, bool>
	 */
	private \WeakMap $passed;

	/**
	 * @param Origins        $origins The allowed origins.
	 * @param WriteRateLimit $rate    Writes per visitor and minute.
	 */
	public function __construct( private Origins $origins, private WriteRateLimit $rate ) {
		$this->passed = new \WeakMap();
	}

	/**
	 * Whether the request may change state.
	 *
	 * @param WP_REST_Request $request    The request.
	 * @param callable|null   $and_then   Optional further check, run only when the
	 *                                    origin and nonce pass; its answer is returned.
	 * @return true|WP_Error
	 */
	public function check( WP_REST_Request $request, ?callable $and_then = null ): bool|WP_Error {
		if ( ! $this->origins->request_allowed( $request->get_header( 'origin' ), $request->get_header( 'referer' ) ) ) {
			return new WP_Error( Origins::ERROR_CODE, Origins::message(), array( 'status' => 403 ) );
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

		$answer = null === $and_then ? true : $and_then( $request );
		// A read only gets here when WordPress works out the `Allow` header of a GET on a route that also takes writes.
		if ( true === $answer && ! in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
			$this->passed[ $request ] ??= false;
		}
		return $answer;
	}

	/**
	 * Counts a write that passed its handler's checks on the accepted budget,
	 * once; call it right before writing.
	 *
	 * @param WP_REST_Request $request The request.
	 * @throws RouteException 429 past the visitor's limit: write nothing.
	 */
	public function accept( WP_REST_Request $request ): void {
		if ( true === ( $this->passed[ $request ] ?? null ) ) {
			return;
		}
		$this->passed[ $request ] = true;
		$wait                     = $this->rate->accept();
		if ( null !== $wait ) {
			throw new RouteException( WriteRateLimit::ERROR_CODE, WriteRateLimit::message( $wait ), 429, array( 'retry_after' => $wait ) );
		}
	}

	/**
	 * Hooked on `rest_request_after_callbacks`: a write that passed the guard
	 * and was not counted yet is counted now, on the refused budget when its
	 * handler refused it (a 4xx), else on the accepted one.
	 *
	 * @param mixed $response The handler's answer.
	 * @param mixed $handler  The route's handler (unused).
	 * @param mixed $request  The request.
	 * @return mixed The answer, or the 429 past the refused budget.
	 */
	public function settle( mixed $response, mixed $handler = null, mixed $request = null ): mixed {
		if ( ! $request instanceof WP_REST_Request || false !== ( $this->passed[ $request ] ?? null ) ) {
			return $response;
		}
		$status = $response instanceof WP_Error ? (int) ( $response->get_error_data()['status'] ?? 500 ) : ( $response instanceof WP_HTTP_Response ? $response->get_status() : 200 );
		if ( $status < 400 ) {
			$this->passed[ $request ] = true;
			$this->rate->accept();
			return $response;
		}
		// A 5xx is the server's failure, not the visitor's: it spends nothing.
		if ( $status >= 500 || 429 === $status ) {
			return $response;
		}
		$this->passed[ $request ] = true;
		$wait                     = $this->rate->refuse();
		if ( null === $wait ) {
			return $response;
		}
		return new WP_Error( WriteRateLimit::ERROR_CODE, WriteRateLimit::message( $wait ), array( 'status' => 429, 'retry_after' => $wait ) );
	}

	/**
	 * Hooked on `rest_post_dispatch`: a rate refusal of any route (the
	 * plugin's, the Store API's add) says its wait in a `Retry-After` header
	 * too, as HTTP clients and proxies read it.
	 *
	 * @param mixed $response The answer.
	 * @return mixed
	 */
	public function retry_after_header( mixed $response ): mixed {
		if ( ! $response instanceof WP_HTTP_Response || 429 !== $response->get_status() ) {
			return $response;
		}
		$data = $response->get_data();
		$wait = is_array( $data ) && WriteRateLimit::ERROR_CODE === ( $data['code'] ?? null ) ? ( $data['data']['retry_after'] ?? null ) : null;
		if ( is_int( $wait ) && $wait > 0 ) {
			$response->header( 'Retry-After', (string) $wait );
		}
		return $response;
	}
}
