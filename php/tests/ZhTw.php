<?php
/**
 * Test helper: the shipped zh_TW catalogue, which the tests' `__()`
 * (php/tests/bootstrap.php) reads while it is loaded, as on a zh_TW site,
 * so PHP tests assert the Chinese that temple staff and worshippers read, not
 * only the English sources.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests;

/**
 * The .po's entries, read once; loaded or not, as a site's locale is.
 */
final class ZhTw {

	private const PO = __DIR__ . '/../../languages/temple-offerings-zh_TW.po';

	/** Whether `__()` and its family translate (a zh_TW site) or not (English). */
	private static bool $loaded = false;

	/**
	 * Translates as a zh_TW site from now on (InZhTw does it around each test).
	 */
	public static function load(): void {
		self::$loaded = true;
	}

	/**
	 * Back to English: `__()` returns its text unchanged.
	 */
	public static function unload(): void {
		self::$loaded = false;
	}

	/**
	 * What `__()`, `_x()` and `_n()` return: the translation while zh_TW is
	 * loaded and the catalogue has one, else the text unchanged.
	 *
	 * @param string $text    English source.
	 * @param string $context msgctxt, '' for none.
	 */
	public static function gettext( string $text, string $context = '' ): string {
		if ( ! self::$loaded ) {
			return $text;
		}
		$key = '' === $context ? $text : $context . "\4" . $text;
		return self::catalogue()[ $key ] ?? $text;
	}

	/**
	 * msgid → msgstr (the first form of a plural) for every entry, keyed
	 * `context\4msgid` when it has a context; untranslated ones left out.
	 *
	 * @return array<string, string>
	 */
	public static function catalogue(): array {
		static $map = null;
		if ( null !== $map ) {
			return $map;
		}
		$map = array();
		foreach ( preg_split( '/\n\s*\n/', (string) file_get_contents( self::PO ) ) as $block ) {
			$context = preg_match( '/^msgctxt ((?:"(?:[^"\\\\]|\\\\.)*"\s*)+)$/m', $block, $found ) ? self::join( $found[1] ) . "\4" : '';
			if ( preg_match( '/^msgid ((?:"(?:[^"\\\\]|\\\\.)*"\s*)+)(?:msgid_plural (?:"(?:[^"\\\\]|\\\\.)*"\s*)+)?msgstr(?:\[0\])? ((?:"(?:[^"\\\\]|\\\\.)*"\s*)+)/m', $block, $match ) ) {
				$msgid = self::join( $match[1] );
				$text  = self::join( $match[2] );
				if ( '' !== $msgid && '' !== $text ) {
					$map[ $context . $msgid ] = $text;
				}
			}
		}
		return $map;
	}

	/**
	 * A translating callable, for a test that translates a table's string itself.
	 */
	public static function translate(): callable {
		$map = self::catalogue();
		return static fn( string $text ): string => $map[ $text ] ?? $text;
	}

	/**
	 * Joins a .po string's quoted lines into one PHP string.
	 *
	 * @param string $quoted One or more `"…"` lines.
	 */
	private static function join( string $quoted ): string {
		$lines = preg_split( '/\s*\n\s*/', trim( $quoted ) );
		return implode( '', array_map( static fn( string $line ): string => (string) json_decode( $line ), $lines ) );
	}
}
