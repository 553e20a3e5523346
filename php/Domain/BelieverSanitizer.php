<?php
/**
 * Cleans believers posted by a browser before they are validated or stored.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Turns untrusted input into the CartBeliever shape of src/domain/believer.ts:
 * exactly the known keys, in a fixed order, with clean strings. Pure PHP (no
 * WordPress), so it is tested on its own; BelieverValidator runs on its output.
 *
 * It never truncates or rewrites what a worshipper meant: a name that is too
 * long is left for the validator to refuse, and valid Chinese text, 吉 and
 * 潤 pass unchanged.
 */
final class BelieverSanitizer {

	/**
	 * Work is bounded: one past each limit is kept so the validator still
	 * reports too_many.
	 */
	public const MAX_BELIEVERS = BelieverValidator::LIMITS['believers'] + 1;

	public const MAX_REGISTRANTS = BelieverValidator::LIMITS['depends_people'] + 1;

	private const MAX_CATEGORIES = 50;

	private const SINGLE_LINE = array(
		'id',
		'name',
		'gender',
		'mobile',
		'email',
		'birthday',
		'time',
		'address',
		'deceased_name',
		'deceased_gender',
		'deceased_birthday',
		'deceased_death_anniversary',
		'deceased_address',
		'super_name',
	);

	/**
	 * The believer list, cleaned.
	 *
	 * @param mixed $raw Decoded `_believers_data` value.
	 * @return array<int, array<string, mixed>> Believers; [] for anything that
	 *         is not a list. An entry that is not an array becomes an empty
	 *         believer, so row indexes still match what the browser showed.
	 */
	public function sanitize( mixed $raw ): array {
		if ( ! is_array( $raw ) || ! array_is_list( $raw ) ) {
			return array();
		}
		return array_map( array( $this, 'sanitize_believer' ), array_slice( $raw, 0, self::MAX_BELIEVERS ) );
	}

	/**
	 * One believer, cleaned.
	 *
	 * @param mixed $raw Believer array.
	 * @return array<string, mixed>
	 */
	public function sanitize_believer( mixed $raw ): array {
		$row = is_array( $raw ) ? $raw : array();
		$out = array();
		foreach ( array( 'id', 'name', 'gender', 'mobile', 'email', 'birthday', 'time', 'address' ) as $key ) {
			$out[ $key ] = self::line( $row[ $key ] ?? '' );
		}
		$out['id']                = self::id( $out['id'] );
		$out['is_expired_notice'] = self::boolean( $row['is_expired_notice'] ?? null, true );
		$out['note']              = self::multiline( $row['note'] ?? '' );
		foreach ( array( 'deceased_name', 'deceased_gender', 'deceased_birthday', 'deceased_death_anniversary', 'deceased_address' ) as $key ) {
			$out[ $key ] = self::line( $row[ $key ] ?? '' );
		}
		$out['product_category'] = self::categories( $row['product_category'] ?? array() );
		$out['super_name']       = self::line( $row['super_name'] ?? '' );
		$out['depends_people']   = self::registrants( $row['depends_people'] ?? array() );
		return $out;
	}

	/**
	 * The keys of a sanitized believer, in order.
	 *
	 * @return string[]
	 */
	public static function keys(): array {
		return array( 'id', 'name', 'gender', 'mobile', 'email', 'birthday', 'time', 'address', 'is_expired_notice', 'note', 'deceased_name', 'deceased_gender', 'deceased_birthday', 'deceased_death_anniversary', 'deceased_address', 'product_category', 'super_name', 'depends_people' );
	}

	/**
	 * Single-line text: tags, control characters and invalid UTF-8 removed,
	 * runs of spaces, tabs and line breaks folded to one space, trimmed.
	 * Full-width spaces inside the text are kept (they are part of how
	 * Chinese addresses are written).
	 *
	 * @param mixed $value Any value; numbers become text, anything else ''.
	 */
	public static function line( mixed $value ): string {
		$text = self::clean( $value );
		$text = (string) preg_replace( '/[\x{0009}-\x{000D}\x{0020}\x{0085}\x{2028}\x{2029}]+/u', ' ', $text );
		return Text::trim( $text );
	}

	/**
	 * Multi-line text (the note): as line(), but line breaks are kept
	 * (normalised to \n, at most one blank line in a row).
	 *
	 * @param mixed $value Any value.
	 */
	public static function multiline( mixed $value ): string {
		$text = self::clean( $value );
		$text = (string) preg_replace( '/\r\n?|[\x{0085}\x{2028}\x{2029}]/u', "\n", $text );
		$text = (string) preg_replace( '/[\x{0009}\x{000B}\x{000C}\x{0020}]+/u', ' ', $text );
		$text = (string) preg_replace( '/ *\n */u', "\n", $text );
		$text = (string) preg_replace( '/\n{3,}/u', "\n\n", $text );
		return Text::trim( $text );
	}

	/**
	 * Common cleaning: to valid UTF-8, no control characters (tabs and line
	 * breaks excepted, later folded), no bidirectional overrides, no tags.
	 *
	 * @param mixed $value Any value.
	 */
	private static function clean( mixed $value ): string {
		if ( is_int( $value ) || is_float( $value ) ) {
			$value = (string) $value;
		}
		if ( ! is_string( $value ) ) {
			return '';
		}
		$text = self::valid_utf8( $value );
		// C0 (but tab, LF, VT, FF, CR), DEL, C1 (but NEL), and the invisible
		// bidi overrides that could make a name read differently to staff.
		$text = (string) preg_replace( '/[\x{0000}-\x{0008}\x{000E}-\x{001F}\x{007F}-\x{0084}\x{0086}-\x{009F}\x{202A}-\x{202E}\x{2066}-\x{2069}]/u', '', $text );
		return self::strip_tags( $text );
	}

	/**
	 * Removes invalid UTF-8 byte sequences, keeping every valid character.
	 *
	 * @param string $value Bytes.
	 */
	private static function valid_utf8( string $value ): string {
		if ( mb_check_encoding( $value, 'UTF-8' ) ) {
			return $value;
		}
		preg_match_all(
			'/(?:[\x00-\x7F]|[\xC2-\xDF][\x80-\xBF]|\xE0[\xA0-\xBF][\x80-\xBF]|[\xE1-\xEC\xEE\xEF][\x80-\xBF]{2}|\xED[\x80-\x9F][\x80-\xBF]|\xF0[\x90-\xBF][\x80-\xBF]{2}|[\xF1-\xF3][\x80-\xBF]{3}|\xF4[\x80-\x8F][\x80-\xBF]{2})+/',
			$value,
			$matches
		);
		return implode( '', $matches[0] );
	}

	/**
	 * Removes script/style elements with their content, then anything shaped
	 * like a tag. Unlike PHP's strip_tags(), a lone "<" (as in "<3" or
	 * "價格 <100") is text and stays; output is escaped where it is shown.
	 *
	 * @param string $text Valid UTF-8.
	 */
	private static function strip_tags( string $text ): string {
		$text = (string) preg_replace( '@<(script|style)\b[^>]*>.*?(?:</\1\s*>|\z)@isu', '', $text );
		do {
			$before = $text;
			$text   = (string) preg_replace( '@<!--.*?(?:-->|\z)|<[a-zA-Z/!?][^<>]*>@su', '', $text );
		} while ( $before !== $text );
		return $text;
	}

	/**
	 * The client's row id: letters, digits, '-' and '_' only, at most 64.
	 *
	 * @param string $value Cleaned text.
	 */
	private static function id( string $value ): string {
		return substr( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $value ), 0, 64 );
	}

	/**
	 * A boolean from JSON or form input.
	 *
	 * @param mixed $value   true/false, 1/0, "true"/"false", "1"/"0", "yes"/"no", "on"/"off".
	 * @param bool  $fallback When missing or unreadable.
	 */
	private static function boolean( mixed $value, bool $fallback ): bool {
		if ( is_bool( $value ) ) {
			return $value;
		}
		if ( is_int( $value ) || is_float( $value ) || is_string( $value ) ) {
			$parsed = filter_var( trim( (string) $value ), FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE );
			return $parsed ?? $fallback;
		}
		return $fallback;
	}

	/**
	 * Category slugs: lower-case letters, digits, '-', '_' and '%' (WordPress
	 * percent-encodes non-ASCII slugs); empty and duplicate ones dropped.
	 *
	 * @param mixed $value List of slugs.
	 * @return string[]
	 */
	private static function categories( mixed $value ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$slugs = array();
		foreach ( array_slice( array_values( $value ), 0, self::MAX_CATEGORIES ) as $slug ) {
			if ( ! is_string( $slug ) ) {
				continue;
			}
			$slug = substr( (string) preg_replace( '/[^a-z0-9_%-]/', '', strtolower( $slug ) ), 0, 200 );
			if ( '' !== $slug && ! in_array( $slug, $slugs, true ) ) {
				$slugs[] = $slug;
			}
		}
		return $slugs;
	}

	/**
	 * Family registrants: each { name, gender, birthday } as clean lines.
	 *
	 * @param mixed $value List of registrants.
	 * @return array<int, array{name: string, gender: string, birthday: string}>
	 */
	private static function registrants( mixed $value ): array {
		if ( ! is_array( $value ) || ! array_is_list( $value ) ) {
			return array();
		}
		$people = array();
		foreach ( array_slice( $value, 0, self::MAX_REGISTRANTS ) as $person ) {
			$person   = is_array( $person ) ? $person : array();
			$people[] = array(
				'name'     => self::line( $person['name'] ?? '' ),
				'gender'   => self::line( $person['gender'] ?? '' ),
				'birthday' => self::line( $person['birthday'] ?? '' ),
			);
		}
		return $people;
	}
}
