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
 * exactly the fields of the table (BelieverFields), in its order, each cleaned
 * by its type. Pure PHP (no WordPress), so it is tested on its own;
 * BelieverValidator runs on its output.
 *
 * It never truncates or rewrites what a worshipper meant: a name that is too
 * long is left for the validator to refuse, and valid Chinese text, 吉 and
 * 潤 pass unchanged.
 */
final class BelieverSanitizer {

	/**
	 * The believers kept of one list. Work is bounded: one past the most any
	 * kind takes is kept, so the validator still reports too_many.
	 */
	public static function max_believers(): int {
		return BelieverValidator::most_believers() + 1;
	}

	/**
	 * The registrants kept of one believer: one past the limit, for the same reason.
	 */
	public static function max_registrants(): int {
		return BelieverValidator::max_registrants() + 1;
	}

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
		return array_map( array( $this, 'sanitize_believer' ), array_slice( $raw, 0, self::max_believers() ) );
	}

	/**
	 * One believer, cleaned.
	 *
	 * @param mixed $raw Believer array.
	 * @return array<string, mixed>
	 */
	public function sanitize_believer( mixed $raw ): array {
		return self::clean_fields( self::plan( 'believer' ), $raw );
	}

	/**
	 * The keys of a sanitized believer, in order.
	 *
	 * @return string[]
	 */
	public static function keys(): array {
		return array_keys( BelieverFields::fields() );
	}

	/**
	 * The keys of a sanitized family registrant, in order.
	 *
	 * @return string[]
	 */
	public static function registrant_keys(): array {
		return array_keys( BelieverFields::registrant_fields() );
	}

	/**
	 * A field's limit as the sanitizer applies it: the row id's characters
	 * and the categories kept; null for the fields it never cuts.
	 *
	 * @param string $key Wire key.
	 */
	public static function limit( string $key ): ?int {
		$field = BelieverFields::field( $key );
		return null !== $field && in_array( $field['type'] ?? '', array( 'id', 'categories' ), true ) ? BelieverFields::max( $field ) : null;
	}

	/**
	 * How the fields of a believer or of a family registrant are cleaned,
	 * worked out once from the table: `order`, every key in table order;
	 * `lines`, the keys of the types that are one clean line (text, gender,
	 * lunar-date, hour); `others`, [ key, type, limit, default ] of the rest.
	 *
	 * @param string $of 'believer' or 'registrant'.
	 * @return array{order: array<string, null>, lines: string[], others: array<int, array{0: string, 1: string, 2: int, 3: mixed}>}
	 */
	private static function plan( string $of ): array {
		return BelieverFields::remember(
			'sanitizer:' . $of,
			static function () use ( $of ): array {
				$plan = array(
					'order'  => array(),
					'lines'  => array(),
					'others' => array(),
				);
				foreach ( 'registrant' === $of ? BelieverFields::registrant_fields() : BelieverFields::fields() as $key => $field ) {
					$type                  = (string) ( $field['type'] ?? '' );
					$plan['order'][ $key ] = null;
					if ( in_array( $type, array( 'id', 'multiline', 'boolean', 'categories', 'registrants' ), true ) ) {
						$plan['others'][] = array( $key, $type, BelieverFields::max( $field ) ?? 0, BelieverFields::default_value( $field, BelieverFields::ANY_KIND ) );
					} else {
						$plan['lines'][] = $key;
					}
				}
				return $plan;
			}
		);
	}

	/**
	 * An object (believer or registrant) with exactly the planned fields, in
	 * order, each cleaned by its type; a missing field gets the empty value of
	 * its type (a yes/no its default).
	 *
	 * @param array{order: array<string, null>, lines: string[], others: array<int, array{0: string, 1: string, 2: int, 3: mixed}>} $plan Fields (plan()).
	 * @param mixed $raw Input.
	 * @return array<string, mixed>
	 */
	private static function clean_fields( array $plan, mixed $raw ): array {
		$row = is_array( $raw ) ? $raw : array();
		$out = $plan['order'];
		foreach ( $plan['lines'] as $key ) {
			$out[ $key ] = self::line( $row[ $key ] ?? null );
		}
		foreach ( $plan['others'] as [ $key, $type, $max, $default ] ) {
			$value = $row[ $key ] ?? null;
			switch ( $type ) {
				case 'id':
					$out[ $key ] = self::id( self::line( $value ), $max );
					break;
				case 'multiline':
					$out[ $key ] = self::multiline( $value );
					break;
				case 'boolean':
					$out[ $key ] = self::boolean( $value, true === $default );
					break;
				case 'categories':
					$out[ $key ] = self::categories( $value, $max );
					break;
				case 'registrants':
					$out[ $key ] = self::registrants( $value );
					break;
			}
		}
		return $out;
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
	 * The client's row id: letters, digits, '-' and '_' only, at most `$max`.
	 *
	 * @param string $value Cleaned text.
	 * @param int    $max   Most characters.
	 */
	private static function id( string $value, int $max ): string {
		return substr( (string) preg_replace( '/[^A-Za-z0-9_-]/', '', $value ), 0, $max );
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
	 * @param int   $max   Most slugs read.
	 * @return string[]
	 */
	private static function categories( mixed $value, int $max ): array {
		if ( ! is_array( $value ) ) {
			return array();
		}
		$slugs = array();
		foreach ( array_slice( array_values( $value ), 0, $max ) as $slug ) {
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
	 * Family registrants: each with exactly the registrant fields, cleaned.
	 *
	 * @param mixed $value List of registrants.
	 * @return array<int, array<string, mixed>>
	 */
	private static function registrants( mixed $value ): array {
		if ( ! is_array( $value ) || array() === $value || ! array_is_list( $value ) ) {
			return array();
		}
		$plan = self::plan( 'registrant' );
		return array_map(
			static fn( mixed $person ): array => self::clean_fields( $plan, $person ),
			array_slice( $value, 0, self::max_registrants() )
		);
	}
}
