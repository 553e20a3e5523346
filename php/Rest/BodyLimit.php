<?php
/**
 * The byte cap on every write to temple-offerings/v1.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use WP_Error;
use WP_REST_Request;

/**
 * Refuses, with 413 `temple_offerings_payload_too_large`, any request to the
 * namespace that is not a read (POST, PUT, PATCH, DELETE, whatever a method
 * override says) and carries more bytes than its route allows.
 *
 * Hooked on `rest_pre_dispatch`, which runs before WordPress matches the
 * route, decodes the JSON body and validates it against the route's schema:
 * an oversized body costs nothing but reading it. Checking the whole namespace
 * here, rather than in each route, also caps every write route added later.
 */
final class BodyLimit {

	/** Bytes for a write route that names no cap of its own. */
	public const DEFAULT_MAX = 96 * 1024;

	public const ERROR_CODE = 'temple_offerings_payload_too_large';

	/**
	 * @param array<string, int> $caps Route below the namespace (e.g. `/believers`;
	 *                                 it covers `/believers/…` too) → bytes.
	 */
	public function __construct( private array $caps ) {}

	/**
	 * Hooked on `rest_pre_dispatch`.
	 *
	 * @param mixed $result  Null, or an answer another filter already gave.
	 * @param mixed $server  The REST server.
	 * @param mixed $request The request.
	 * @return mixed The answer so far, or the 413.
	 */
	public function check( mixed $result, mixed $server = null, mixed $request = null ): mixed {
		if ( null !== $result || ! $request instanceof WP_REST_Request || in_array( $request->get_method(), array( 'GET', 'HEAD', 'OPTIONS' ), true ) ) {
			return $result;
		}
		$route = $this->route_in_namespace( $request->get_route() );
		if ( null === $route ) {
			return $result;
		}
		$cap = $this->cap( $route );
		if ( self::size( $request ) <= $cap ) {
			return $result;
		}
		return new WP_Error(
			self::ERROR_CODE,
			__( 'Too much data was sent at once.', 'temple-offerings' ),
			array(
				'status' => 413,
				'limit'  => $cap,
			)
		);
	}

	/**
	 * The bytes a request carries: its raw body, or what its Content-Length
	 * says (a form upload's body is not kept as raw text), whichever is more;
	 * form fields as encoded when neither tells.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public static function size( WP_REST_Request $request ): int {
		$size   = strlen( (string) $request->get_body() );
		$length = $request->get_header( 'content_length' );
		if ( is_numeric( $length ) ) {
			$size = max( $size, (int) $length );
		}
		if ( 0 === $size && array() !== (array) $request->get_body_params() ) {
			$size = strlen( http_build_query( (array) $request->get_body_params() ) );
		}
		return $size;
	}

	/**
	 * The route below our namespace, or null for another namespace. WordPress
	 * matches routes without regard to case, so this does too.
	 *
	 * @param string $route The request's route, e.g. `/temple-offerings/v1/believers/12`.
	 */
	private function route_in_namespace( string $route ): ?string {
		$route  = strtolower( $route );
		$prefix = '/' . Routes::NAMESPACE;
		if ( $route === $prefix || str_starts_with( $route, $prefix . '/' ) ) {
			return substr( $route, strlen( $prefix ) );
		}
		return null;
	}

	/**
	 * @param string $route Route below the namespace.
	 */
	private function cap( string $route ): int {
		foreach ( $this->caps as $base => $bytes ) {
			if ( $route === $base || str_starts_with( $route, $base . '/' ) ) {
				return $bytes;
			}
		}
		return self::DEFAULT_MAX;
	}
}
