<?php
/**
 * Which registration form a product gets, from its category slugs.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The form kinds in priority order, and what each form contains. Mirrors
 * src/domain/form-kind.ts.
 */
final class FormKind {

	/**
	 * First match wins; worship is last so worship-only products get a form.
	 */
	public const PRIORITY = array( 'dead-blessing', 'super', 'animal', 'pudu', 'change', 'gift', 'light', 'worship' );

	/**
	 * The form kind of a product.
	 *
	 * @param string[] $category_slugs The product's category slugs.
	 * @return string|null The kind, or null when no slug maps to a form.
	 */
	public static function of( array $category_slugs ): ?string {
		foreach ( self::PRIORITY as $kind ) {
			if ( in_array( $kind, $category_slugs, true ) ) {
				return $kind;
			}
		}
		return null;
	}

	/**
	 * Whether a string is a known kind.
	 *
	 * @param string $kind Candidate.
	 */
	public static function is_kind( string $kind ): bool {
		return in_array( $kind, self::PRIORITY, true );
	}

	/**
	 * Believer gender select (super has none).
	 *
	 * @param string $kind Form kind.
	 */
	public static function has_gender( string $kind ): bool {
		return 'super' !== $kind;
	}

	/**
	 * Lunar birthday section (dead-blessing and super skip it).
	 *
	 * @param string $kind Form kind.
	 */
	public static function has_lunar_birthday( string $kind ): bool {
		return 'dead-blessing' !== $kind && 'super' !== $kind;
	}

	/**
	 * Deceased person's section (pudu).
	 *
	 * @param string $kind Form kind.
	 */
	public static function has_deceased( string $kind ): bool {
		return 'pudu' === $kind;
	}

	/**
	 * Name of the departed receiving the merit (super).
	 *
	 * @param string $kind Form kind.
	 */
	public static function has_super_name( string $kind ): bool {
		return 'super' === $kind;
	}

	/**
	 * One representative plus family registrants (gift).
	 *
	 * @param string $kind Form kind.
	 */
	public static function is_gift( string $kind ): bool {
		return 'gift' === $kind;
	}

	/**
	 * Pet form (animal).
	 *
	 * @param string $kind Form kind.
	 */
	public static function is_animal( string $kind ): bool {
		return 'animal' === $kind;
	}
}
