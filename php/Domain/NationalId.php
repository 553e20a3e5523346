<?php
/**
 * A Taiwanese national ID number (身分證統一編號), as a donor gives it for their receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Pure PHP. Ten characters: a letter (the place of first registration), 1
 * or 2 (the national ID card), or 8 or 9 (the resident certificate's new
 * numbers, which share the card's checksum), then eight digits, the last a
 * check digit: the letter's two-digit code (A = 10 … Z = 33, I = 34, O = 35)
 * weighted 1 and 9, the next eight characters 8 down to 1, the check digit
 * 1; the sum is a multiple of 10. Typed with spaces, hyphens, a lower-case
 * letter or full-width characters, it is read as the ten characters it is.
 *
 * Shown on screens masked (A1*****789): only a receipt's print, the donor's
 * annual statement and the export for the temple's tax filing hold it whole.
 */
final class NationalId {

	/** The letter's code, by letter. */
	private const LETTERS = array(
		'A' => 10,
		'B' => 11,
		'C' => 12,
		'D' => 13,
		'E' => 14,
		'F' => 15,
		'G' => 16,
		'H' => 17,
		'I' => 34,
		'J' => 18,
		'K' => 19,
		'L' => 20,
		'M' => 21,
		'N' => 22,
		'O' => 35,
		'P' => 23,
		'Q' => 24,
		'R' => 25,
		'S' => 26,
		'T' => 27,
		'U' => 28,
		'V' => 29,
		'W' => 32,
		'X' => 30,
		'Y' => 31,
		'Z' => 33,
	);

	/**
	 * The number as typed, read: upper case, half-width, without spaces or
	 * hyphens. Not yet checked.
	 *
	 * @param string $typed As typed.
	 */
	public static function normalize( string $typed ): string {
		$text = mb_convert_kana( $typed, 'a', 'UTF-8' );
		return strtoupper( (string) preg_replace( '/[\s\-‐‑–—－]+/u', '', $text ) );
	}

	/**
	 * Whether a normalized number is a valid one.
	 *
	 * @param string $id Normalized number.
	 */
	public static function valid( string $id ): bool {
		if ( 1 !== preg_match( '/^([A-Z])([1289])(\d{8})\z/', $id, $match ) ) {
			return false;
		}
		$code = self::LETTERS[ $match[1] ];
		$sum  = intdiv( $code, 10 ) + ( $code % 10 ) * 9;
		$rest = $match[2] . $match[3];
		for ( $at = 0; $at < 8; $at++ ) {
			$sum += (int) $rest[ $at ] * ( 8 - $at );
		}
		return 0 === ( $sum + (int) $rest[8] ) % 10;
	}

	/**
	 * The number as a screen shows it: its first two and last three
	 * characters (A1*****789); '' for none.
	 *
	 * @param string $id Normalized number.
	 */
	public static function mask( string $id ): string {
		$length = strlen( $id );
		if ( 0 === $length ) {
			return '';
		}
		return $length < 6 ? str_repeat( '*', $length ) : substr( $id, 0, 2 ) . str_repeat( '*', $length - 5 ) . substr( $id, -3 );
	}

	/**
	 * A stored number, kept only if valid ('' otherwise): stored meta can be
	 * edited outside the plugin.
	 *
	 * @param mixed $stored As stored.
	 */
	public static function read( mixed $stored ): string {
		$id = is_string( $stored ) ? self::normalize( $stored ) : '';
		return self::valid( $id ) ? $id : '';
	}
}
