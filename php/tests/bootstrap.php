<?php
/**
 * PHPUnit bootstrap: a PSR-4 autoloader for TempleOfferings\ → php/, so the
 * pure Domain classes are tested without WordPress, and WordPress's
 * translation functions at that boundary: `__()`, `_x()` and `_n()` return
 * their text unchanged (an English site), or its zh_TW translation while a
 * test has loaded the catalogue (ZhTw::load(), the InZhTw trait).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

use TempleOfferings\Tests\ZhTw;

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
require_once __DIR__ . '/InZhTw.php';

if ( ! function_exists( '__' ) ) {
	/**
	 * WordPress's `__()`.
	 *
	 * @param string $text   English source.
	 * @param string $domain Text domain.
	 */
	function __( string $text, string $domain = 'default' ): string {
		return ZhTw::gettext( $text );
	}
}

if ( ! function_exists( '_x' ) ) {
	/**
	 * WordPress's `_x()`.
	 *
	 * @param string $text    English source.
	 * @param string $context msgctxt.
	 * @param string $domain  Text domain.
	 */
	function _x( string $text, string $context, string $domain = 'default' ): string {
		return ZhTw::gettext( $text, $context );
	}
}

if ( ! function_exists( '_n' ) ) {
	/**
	 * WordPress's `_n()` (English plural rule; zh_TW has one form).
	 *
	 * @param string $single Singular source.
	 * @param string $plural Plural source.
	 * @param int    $number The count.
	 * @param string $domain Text domain.
	 */
	function _n( string $single, string $plural, int $number, string $domain = 'default' ): string {
		$translated = ZhTw::gettext( $single );
		return $translated !== $single ? $translated : ( 1 === $number ? $single : $plural );
	}
}
require_once __DIR__ . '/CompleteBelievers.php';
require_once __DIR__ . '/BelieverModel.php';
