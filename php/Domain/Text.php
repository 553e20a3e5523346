<?php
/**
 * Text helpers shared by the validator and the sanitizer.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Trimming and counting exactly as src/domain/value-checks.ts does, so both
 * sides agree on what is blank and how long it is.
 */
final class Text {

	/**
	 * JavaScript's whitespace class (String.prototype.trim), full-width space
	 * U+3000 included.
	 */
	public const WHITESPACE = '\x{0009}-\x{000D}\x{0020}\x{00A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}';

	/**
	 * A value as a string: anything that is not a string counts as empty, and
	 * so does invalid UTF-8 (the sanitizer repairs it before validation).
	 *
	 * @param mixed $value Any value.
	 */
	public static function str( mixed $value ): string {
		return is_string( $value ) && mb_check_encoding( $value, 'UTF-8' ) ? $value : '';
	}

	/**
	 * Trims the shared whitespace class from both ends.
	 *
	 * @param string $value Valid UTF-8.
	 */
	public static function trim( string $value ): string {
		return (string) preg_replace( '/^[' . self::WHITESPACE . ']+|[' . self::WHITESPACE . ']+\z/u', '', $value );
	}

	/**
	 * Length in Unicode code points.
	 *
	 * @param string $value Valid UTF-8.
	 */
	public static function length( string $value ): int {
		return mb_strlen( $value, 'UTF-8' );
	}
}
