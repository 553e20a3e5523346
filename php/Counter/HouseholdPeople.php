<?php
/**
 * A household's people, as the counter shows them: the family book's and
 * whoever its last year's orders registered.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\FormKind;

/**
 * One person per form and name: a family book entry and last year's
 * believer of the same name on an offering of the same form are one person,
 * who carries the book's id (so the screen knows they need not be added to
 * the book again) and the offerings last year gave them. Kinds whose forms
 * hold the same fields (光明燈's, 禮斗's and 改運's) are one form: a person
 * registered for a lamp last year can be ticked for 禮斗 this year. Pure PHP.
 */
final class HouseholdPeople {

	/** People one household shows at most. */
	public const MAX = 60;

	/**
	 * @param array<int, array<string, mixed>> $book  Family book rows (BelieverStore::row()), newest first.
	 * @param array<int, array<string, mixed>> $lines Last year's offering lines, newest first: each
	 *        `product_id`, `variation_id`, `name`, `kind` and `believers` (sanitized, refunded ones left out).
	 * @return array<int, array{saved_id: int, kind: string, data: array<string, mixed>, last_year: array<int, array{product_id: int, variation_id: int, name: string}>}>
	 */
	public static function of( array $book, array $lines ): array {
		$people = array();
		foreach ( $book as $row ) {
			$data = is_array( $row['data'] ?? null ) ? $row['data'] : array();
			$kind = FormKind::of( is_array( $row['product_category'] ?? null ) ? $row['product_category'] : array() );
			$key  = null === $kind ? null : self::identity( $kind, $data );
			if ( null !== $key && ! isset( $people[ $key ] ) ) {
				$people[ $key ] = self::person( (int) ( $row['id'] ?? 0 ), $kind, $data );
			}
		}
		foreach ( $lines as $line ) {
			$kind = (string) ( $line['kind'] ?? '' );
			if ( ! FormKind::is_kind( $kind ) ) {
				continue;
			}
			$offering = array(
				'product_id'   => (int) ( $line['product_id'] ?? 0 ),
				'variation_id' => (int) ( $line['variation_id'] ?? 0 ),
				'name'         => (string) ( $line['name'] ?? '' ),
			);
			foreach ( is_array( $line['believers'] ?? null ) ? $line['believers'] : array() as $believer ) {
				$key = is_array( $believer ) ? self::identity( $kind, $believer ) : null;
				if ( null === $key ) {
					continue;
				}
				$people[ $key ] ??= self::person( 0, $kind, $believer );
				if ( ! in_array( $offering, $people[ $key ]['last_year'], true ) ) {
					$people[ $key ]['last_year'][] = $offering;
				}
			}
		}
		return array_slice( array_values( $people ), 0, self::MAX );
	}

	/**
	 * The first kind, in priority order, whose form is the same as $kind's:
	 * the same fields shown and required, the same genders offered.
	 *
	 * @param string $kind Form kind.
	 */
	public static function form_of( string $kind ): string {
		$mine = self::form_signature( $kind );
		foreach ( FormKind::priority() as $other ) {
			if ( self::form_signature( $other ) === $mine ) {
				return $other;
			}
		}
		return $kind;
	}

	/**
	 * What one kind's form holds.
	 *
	 * @param string $kind Form kind.
	 */
	private static function form_signature( string $kind ): string {
		$parts = array();
		foreach ( BelieverFields::fields() as $key => $field ) {
			$parts[] = $key . ( BelieverFields::shows( $field, $kind ) ? '+' : '-' ) . ( BelieverFields::requires( $field, $kind ) ? '!' : '' ) . BelieverFields::gender_set_of( $field, $kind );
		}
		return implode( ',', $parts );
	}

	/**
	 * One person's identity: the form and the name (spaces folded, case
	 * ignored), or null for a believer without a name.
	 *
	 * @param string               $kind     Form kind.
	 * @param array<string, mixed> $believer The believer.
	 */
	public static function identity( string $kind, array $believer ): ?string {
		$name = trim( preg_replace( '/\s+/u', ' ', is_string( $believer['name'] ?? null ) ? $believer['name'] : '' ) ?? '' );
		return '' === $name ? null : self::form_of( $kind ) . "\n" . mb_strtolower( $name );
	}

	/**
	 * A person as the answer carries them: the believer's details without
	 * the row id a form gives each row.
	 *
	 * @param int                  $saved_id Family book id, 0 for none.
	 * @param string               $kind     Form kind.
	 * @param array<string, mixed> $data     The believer.
	 * @return array{saved_id: int, kind: string, data: array<string, mixed>, last_year: array<int, array{product_id: int, variation_id: int, name: string}>}
	 */
	private static function person( int $saved_id, string $kind, array $data ): array {
		unset( $data['id'] );
		return array(
			'saved_id'  => $saved_id,
			'kind'      => $kind,
			'data'      => $data,
			'last_year' => array(),
		);
	}
}
