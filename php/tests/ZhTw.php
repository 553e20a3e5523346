<?php
/**
 * Test helper: translates through the shipped zh_TW catalogue as `__()` would on
 * a zh_TW site, so PHP tests assert the Chinese that temple staff and
 * worshippers read, not only the English sources.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests;

/**
 * The .po's plain entries (no msgctxt: `__()` never reads those), read once.
 */
final class ZhTw {

	private const PO = __DIR__ . '/../../languages/temple-offerings-zh_TW.po';

	/**
	 * msgid → msgstr for every entry without a context; untranslated ones left out.
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
			if ( preg_match( '/^msgctxt /m', $block ) ) {
				continue;
			}
			if ( preg_match( '/^msgid ((?:"(?:[^"\\\\]|\\\\.)*"\s*)+)msgstr ((?:"(?:[^"\\\\]|\\\\.)*"\s*)+)/m', $block, $match ) ) {
				$msgid = self::join( $match[1] );
				$text  = self::join( $match[2] );
				if ( '' !== $msgid && '' !== $text ) {
					$map[ $msgid ] = $text;
				}
			}
		}
		return $map;
	}

	/**
	 * A translate callable for the classes that take one.
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
