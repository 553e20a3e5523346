<?php
/**
 * The one list of the plugin's REST routes.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Rest;

/**
 * Registers every controller it is given, in order. RestFeature builds
 * the list explicitly, so all of `temple-offerings/v1` is readable in one place.
 */
final class Routes {

	public const NAMESPACE = 'temple-offerings/v1';

	/**
	 * @var array<int, object>
	 */
	private array $controllers;

	/**
	 * @param object ...$controllers Objects with a public `register_routes(): void`.
	 */
	public function __construct( object ...$controllers ) {
		$this->controllers = $controllers;
	}

	/**
	 * Hooked on `rest_api_init`.
	 */
	public function register(): void {
		foreach ( $this->controllers as $controller ) {
			$controller->register_routes();
		}
	}
}
