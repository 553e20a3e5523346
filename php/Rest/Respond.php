<?php
/**
 * The one place route exceptions become WP_Error answers.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use Throwable;
use WP_Error;
use WP_REST_Response;

/**
 * Runs a route handler and answers with what it returns, or with a WP_Error for
 * what it throws: a RouteException keeps its code, status and data; anything
 * else is logged and becomes a generic 500 that leaks no internals.
 */
final class Respond {

	/**
	 * @param callable(): mixed $handler The route's work.
	 * @return WP_REST_Response|WP_Error
	 */
	public static function with( callable $handler ): WP_REST_Response|WP_Error {
		try {
			$result = $handler();
			return $result instanceof WP_Error ? $result : rest_ensure_response( $result );
		} catch ( RouteException $e ) {
			return new WP_Error( $e->error_code, $e->getMessage(), array_merge( $e->data, array( 'status' => $e->status ) ) );
		} catch ( Throwable $e ) {
			// phpcs:ignore Generic.PHP.ForbiddenFunctions.Found -- the only trace of an unexpected failure.
			error_log( sprintf( 'temple-offerings REST: %s in %s:%d', $e->getMessage(), $e->getFile(), $e->getLine() ) );
			return new WP_Error(
				'temple_offerings_server_error',
				__( 'Something went wrong on the server. Please try again later.', 'temple-offerings' ),
				array( 'status' => 500 )
			);
		}
	}
}
