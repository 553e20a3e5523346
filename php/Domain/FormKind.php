<?php
/**
 * Which registration form a product gets, from its category slugs.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The form kinds in priority order, their staff labels, and which fields each
 * form shows, all from the field table (BelieverFields), which
 * src/domain/form-kind.ts reads too.
 */
final class FormKind {

	/**
	 * How an order line whose kind cannot be told (no stored kind, and no
	 * product category that names one) reads: as a lamp, whose form holds
	 * only the fields every offering has.
	 */
	public const FALLBACK = 'light';

	/**
	 * The kinds, first match wins; worship is last so worship-only products
	 * get a form.
	 *
	 * @return string[]
	 */
	public static function priority(): array {
		return array_keys( BelieverFields::kinds() );
	}

	/**
	 * The form kind of a product.
	 *
	 * @param string[] $category_slugs The product's category slugs.
	 * @return string|null The kind, or null when no slug maps to a form.
	 */
	public static function of( array $category_slugs ): ?string {
		foreach ( self::priority() as $kind ) {
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
		return array_key_exists( $kind, BelieverFields::kinds() );
	}

	/**
	 * The English source of a kind's label in staff lists, or null for an
	 * unknown kind.
	 *
	 * @param string $kind Form kind.
	 */
	public static function label( string $kind ): ?string {
		return BelieverFields::kinds()[ $kind ] ?? null;
	}

	/**
	 * Whether the form of a kind shows a field; what it does not show, the
	 * people reading believers back (cart, order, staff lists) do not see
	 * either.
	 *
	 * @param string $kind Form kind.
	 * @param string $key  Wire key.
	 */
	public static function shows( string $kind, string $key ): bool {
		$field = BelieverFields::field( $key );
		return null !== $field && BelieverFields::shows( $field, $kind );
	}
}
