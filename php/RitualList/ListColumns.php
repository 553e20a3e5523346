<?php
/**
 * Which columns the printed ritual list shows, and which way the sheet
 * turns.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Domain\BelieverFields;

/**
 * Pure PHP but for cell_html() (WordPress escaping): staff tick the columns they need; past LANDSCAPE_AFTER columns
 * the sheet prints landscape so names and phone numbers keep their width.
 */
final class ListColumns {

	/** More columns than this no longer fit portrait A4 at a readable size. */
	public const LANDSCAPE_AFTER = 8;

	/**
	 * The order's column keys whose values must never wrap: a number or a
	 * status broken over lines reads as something else. A believer field's
	 * column prints as its `print` in the field table says: `nowrap` (a
	 * name, a phone number), `address` (lines of a readable width, a minimum
	 * width in print.css, never one character a line) or `words`.
	 */
	public const NOWRAP = array( 'order', 'status', 'position', 'kind', 'number' );

	/** Headings of up to this many characters stay on one line. */
	public const SHORT_HEADING = 4;

	/** Order dates (2026-11-01 09:30) and offering names, like the fields printed as `words` (lunar dates: 民國69年 04月 12日 子時), may wrap between their words, never inside one. */
	public const KEEP_WORDS = array( 'date', 'product' );

	/** Past this many columns even landscape needs the smaller type. */
	public const DENSE_AFTER = 14;

	/** More columns than this print smaller still (print.css): every column, 犯太歲 included, fits landscape A4 with room for long values. */
	public const DENSER_AFTER = 22;

	/**
	 * The chosen columns, in the table's own order; unknown keys are dropped.
	 * Nothing (valid) chosen gives the fallback.
	 *
	 * @param array<string, string> $columns  Every column, key => heading.
	 * @param mixed                 $chosen   Keys staff ticked (raw input).
	 * @param array<string, string> $fallback Columns when none are chosen.
	 * @return array<string, string>
	 */
	public static function chosen( array $columns, mixed $chosen, array $fallback ): array {
		$keys = self::keys( $chosen );
		if ( array() === $keys ) {
			return $fallback;
		}
		$picked = array_filter( $columns, static fn( string $key ): bool => in_array( $key, $keys, true ), ARRAY_FILTER_USE_KEY );
		return array() === $picked ? $fallback : $picked;
	}

	/**
	 * Column keys from raw input: a list or comma-separated text of simple
	 * keys.
	 *
	 * @param mixed $raw Raw value.
	 * @return string[]
	 */
	public static function keys( mixed $raw ): array {
		if ( is_string( $raw ) ) {
			$raw = explode( ',', $raw );
		}
		if ( ! is_array( $raw ) ) {
			return array();
		}
		$keys = array();
		foreach ( $raw as $key ) {
			if ( is_string( $key ) && 1 === preg_match( '/^[a-z_]{1,40}$/', $key ) && ! in_array( $key, $keys, true ) ) {
				$keys[] = $key;
			}
		}
		return $keys;
	}

	/**
	 * Whether a sheet of this many columns prints landscape.
	 *
	 * @param int $count Columns shown.
	 */
	public static function landscape( int $count ): bool {
		return $count > self::LANDSCAPE_AFTER;
	}

	/**
	 * Whether a sheet of this many columns prints in the smaller type.
	 *
	 * @param int $count Columns shown.
	 */
	public static function dense( int $count ): bool {
		return $count > self::DENSE_AFTER;
	}

	/**
	 * Whether a sheet of this many columns prints in the smallest type.
	 *
	 * @param int $count Columns shown.
	 */
	public static function denser( int $count ): bool {
		return $count > self::DENSER_AFTER;
	}

	/**
	 * A value as HTML for paper: escaped, line breaks kept, an e-mail
	 * address allowed to wrap only after its @ and before its dots, and an
	 * order date only at its space.
	 *
	 * @param string $key   Column key.
	 * @param string $value Plain text.
	 */
	public static function cell_html( string $key, string $value ): string {
		$html = esc_html( $value );
		if ( 'email' === $key ) {
			$html = str_replace( array( '@', '.' ), array( '@<wbr>', '<wbr>.' ), $html );
		}
		if ( 'date' === $key ) {
			// Non-breaking hyphens: the date wraps at its space only, never after 2026-.
			$html = str_replace( '-', '&#8209;', $html );
		}
		return nl2br( $html, false );
	}

	/**
	 * A column heading as HTML for paper: escaped, with a break opportunity
	 * (<wbr>) only between its words; print.css keeps CJK text from breaking
	 * anywhere else (word-break: keep-all), so 往生者農曆往生日 may wrap as
	 * 往生者 / 農曆往生日 but never as 往 / 生 / 者….
	 *
	 * @param string $heading Plain text.
	 */
	public static function heading_html( string $heading ): string {
		return implode( '<wbr>', array_map( 'esc_html', self::heading_parts( $heading, class_exists( \IntlBreakIterator::class ) ) ) );
	}

	/**
	 * The pieces a heading may wrap between. A short heading, or one with
	 * spaces (which break it between words anyway), or one that is not all
	 * Han characters, is one piece. A longer Han heading is cut at the word
	 * boundaries of ICU's dictionary (the intl extension) where both the
	 * piece before and the one after hold two characters or more, so no
	 * character (者, 人, 日) is left on a line of its own; without intl, once
	 * in its middle.
	 *
	 * @param string $heading    Plain text.
	 * @param bool   $dictionary Whether ICU's word boundaries may be used.
	 * @return string[] Pieces, in order; joined they are the heading.
	 */
	public static function heading_parts( string $heading, bool $dictionary ): array {
		$length = mb_strlen( $heading );
		if ( $length <= self::SHORT_HEADING || 1 !== preg_match( '/^\p{Han}+$/u', $heading ) ) {
			return array( $heading );
		}
		$cuts = $dictionary ? self::word_cuts( $heading ) : array( intdiv( $length, 2 ) );
		$kept = array();
		$last = 0;
		foreach ( $cuts as $index => $cut ) {
			$next = $cuts[ $index + 1 ] ?? $length;
			if ( $cut - $last >= 2 && $next - $cut >= 2 && $length - $cut >= 2 ) {
				$kept[] = $cut;
				$last   = $cut;
			}
		}
		$parts = array();
		$from  = 0;
		foreach ( array( ...$kept, $length ) as $cut ) {
			$parts[] = mb_substr( $heading, $from, $cut - $from );
			$from    = $cut;
		}
		return $parts;
	}

	/**
	 * Word boundaries inside a text, in characters from its start (neither
	 * 0 nor its length), by ICU's dictionary for Traditional Chinese.
	 *
	 * @param string $text Han text.
	 * @return int[]
	 */
	private static function word_cuts( string $text ): array {
		$words = \IntlBreakIterator::createWordInstance( 'zh_TW' );
		if ( null === $words ) {
			return array();
		}
		$words->setText( $text );
		$cuts = array();
		foreach ( $words as $byte ) {
			$cut = mb_strlen( substr( $text, 0, (int) $byte ) );
			if ( $cut > 0 && $cut < mb_strlen( $text ) ) {
				$cuts[] = $cut;
			}
		}
		return $cuts;
	}

	/**
	 * Whether a column's values stay on one line.
	 *
	 * @param string $key Column key.
	 */
	public static function nowrap( string $key ): bool {
		return in_array( $key, self::NOWRAP, true ) || 'nowrap' === self::printed( $key );
	}

	/**
	 * How the field table prints a believer field's column, null for another column.
	 *
	 * @param string $key Column key.
	 */
	private static function printed( string $key ): ?string {
		$print = BelieverFields::field( $key )['print'] ?? null;
		return is_string( $print ) ? $print : null;
	}

	/**
	 * The CSS class that keeps a column's values readable on paper: one
	 * line, whole parts only, lines of an address's width, or ordinary
	 * wrapping at a readable width (notes, e-mail, family registrants).
	 *
	 * @param string $key Column key.
	 */
	public static function cell_class( string $key ): string {
		if ( self::nowrap( $key ) ) {
			return 'temple-nowrap';
		}
		if ( 'address' === self::printed( $key ) ) {
			return 'temple-wrap temple-address';
		}
		return in_array( $key, self::KEEP_WORDS, true ) || 'words' === self::printed( $key ) ? 'temple-keep-words' : 'temple-wrap';
	}
}
