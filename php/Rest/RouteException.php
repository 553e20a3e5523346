<?php
/**
 * A refusal a route handler throws; Respond turns it into a WP_Error.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

use RuntimeException;

/**
 * Carries a machine code, a translated message, an HTTP status and extra data,
 * so handlers read top to bottom and refuse by throwing.
 */
final class RouteException extends RuntimeException {

	/**
	 * @param string               $error_code Machine code, e.g. `temple_offerings_invalid_believer`.
	 * @param string               $message    Translated, plain-text message.
	 * @param int                  $status     HTTP status.
	 * @param array<string, mixed> $data       Extra error data (e.g. `errors`).
	 */
	public function __construct(
		public readonly string $error_code,
		string $message,
		public readonly int $status = 400,
		public readonly array $data = array()
	) {
		parent::__construct( $message );
	}
}
