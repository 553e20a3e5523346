<?php
/**
 * The temple's words for the 太歲 hint.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The sentences and relation names TaiSui::sentence() and the page's
 * taiSuiSentence() fill, translated. Each sentence takes %1$s the animal,
 * %2$d the year, %3$s its stem and branch, %4$s the counted relations' names
 * (offends) or the moment of 立春 (uncertain); `list` joins two names.
 * Themes and plugins change them through the `temple_offerings_tai_sui_words`
 * filter (TaiSui\TaiSuiSettings); clean() keeps what that filter returns
 * plain text, word by word.
 */
final class TaiSuiWords {

	/**
	 * The words, translated.
	 *
	 * @return array{offends: string, clear: string, uncertain: string, list: string, relations: array<string, string>}
	 */
	public function words(): array {
		return array(
			'offends'   => __( '%1$s sign: %4$s in %2$d (%3$s)', 'temple-offerings' ),
			'clear'     => __( '%1$s sign: does not offend Tai Sui in %2$d (%3$s)', 'temple-offerings' ),
			'uncertain' => __( 'Born on the day of Li Chun (%4$s): the sign depends on the birth hour, so whether this believer offends Tai Sui in %2$d (%3$s) is uncertain', 'temple-offerings' ),
			'list'      => __( '%1$s and %2$s', 'temple-offerings' ),
			'relations' => $this->relation_names(),
		);
	}

	/**
	 * The relations' names, in TaiSui::RELATIONS' order.
	 *
	 * @return array<string, string>
	 */
	public function relation_names(): array {
		return array(
			'zhi'     => __( 'same sign as Tai Sui', 'temple-offerings' ),
			'chong'   => __( 'clashes with Tai Sui', 'temple-offerings' ),
			'hai'     => __( 'harms Tai Sui', 'temple-offerings' ),
			'po'      => __( 'breaks Tai Sui', 'temple-offerings' ),
			'xing'    => __( 'punishes Tai Sui', 'temple-offerings' ),
			'zi_xing' => __( 'punishes itself', 'temple-offerings' ),
		);
	}

	/**
	 * Filtered words made safe to hand on: each word a non-empty plain text
	 * (tags and control characters removed), else the default's.
	 *
	 * @param mixed                                                                                     $filtered What the filter returned.
	 * @param array{offends: string, clear: string, uncertain: string, list: string, relations: array<string, string>} $defaults The translated words.
	 * @return array{offends: string, clear: string, uncertain: string, list: string, relations: array<string, string>}
	 */
	public static function clean( mixed $filtered, array $defaults ): array {
		$filtered = is_array( $filtered ) ? $filtered : array();
		$words    = $defaults;
		foreach ( array( 'offends', 'clear', 'uncertain', 'list' ) as $key ) {
			$words[ $key ] = self::text( $filtered[ $key ] ?? null, $defaults[ $key ] );
		}
		$relations = is_array( $filtered['relations'] ?? null ) ? $filtered['relations'] : array();
		foreach ( $defaults['relations'] as $relation => $name ) {
			$words['relations'][ $relation ] = self::text( $relations[ $relation ] ?? null, $name );
		}
		return $words;
	}

	/**
	 * @param mixed  $value    A filtered word.
	 * @param string $fallback The default.
	 */
	private static function text( mixed $value, string $fallback ): string {
		if ( ! is_string( $value ) ) {
			return $fallback;
		}
		$text = trim( (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', strip_tags( $value ) ) );
		return '' === $text ? $fallback : $text;
	}
}
