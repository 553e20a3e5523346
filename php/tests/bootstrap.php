<?php
/**
 * PHPUnit bootstrap: a PSR-4 autoloader for TempleOfferings\ → php/, so the
 * pure Domain classes are tested without WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

define( 'TEMPLE_OFFERINGS_TESTING', true );

spl_autoload_register(
	static function ( string $class_name ): void {
		$prefix = 'TempleOfferings\\';
		if ( ! str_starts_with( $class_name, $prefix ) ) {
			return;
		}
		$file = dirname( __DIR__ ) . '/' . str_replace( '\\', '/', substr( $class_name, strlen( $prefix ) ) ) . '.php';
		if ( is_readable( $file ) ) {
			require $file;
		}
	}
);

require_once __DIR__ . '/ZhTw.php';
require_once __DIR__ . '/CompleteBelievers.php';
require_once __DIR__ . '/BelieverModel.php';
