<?php
/**
 * The message of a validation error, worded by the field table.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * The server's src/domain/field-message.ts: the text the page shows under a
 * field for an error, so a refusal, a staff correction and the page say the
 * same words. Length and impossible-date errors read the common messages
 * (with the field's limit put in); anything else reads the field's own
 * messages by the date part, then by the code, then its "*", and falls back
 * to the common "*".
 */
final class FieldMessage {

	/**
	 * The message for one error.
	 *
	 * @param string $kind  Form kind.
	 * @param string $field Wire path of the error (`birthday.year`, `depends_people.0.name`).
	 * @param string $code  Error code.
	 */
	public function of( string $kind, string $field, string $code ): string {
		$parts = explode( '.', $field );
		if ( 'depends_people' === $parts[0] && count( $parts ) >= 3 ) {
			$spec = BelieverFields::registrant_fields()[ $parts[2] ] ?? null;
			$part = $parts[3] ?? '';
		} else {
			$spec = BelieverFields::field( $parts[0] );
			$part = $parts[1] ?? '';
			if ( is_string( $spec['copyOf'] ?? null ) ) {
				[ $source, $part ] = array_pad( explode( '.', $spec['copyOf'], 2 ), 2, '' );
				$spec              = BelieverFields::field( $source );
			}
		}
		$limit  = null === $spec ? 0 : ( BelieverFields::max( $spec ) ?? 0 );
		$common = BelieverFields::common_messages();
		if ( 'too_many' !== $code && isset( $common[ $code ] ) ) {
			return self::with_limit( $this->table_message( $common, $kind, array( $code ) ), $limit );
		}
		$own = $this->table_message( is_array( $spec['messages'] ?? null ) ? $spec['messages'] : array(), $kind, array( $part, $code ) );
		return self::with_limit( $own ?? $this->table_message( $common, $kind, array() ) ?? '', $limit );
	}

	/**
	 * The text a refusal of these errors leads with: the message of the first
	 * date after today (the same words the page shows under the field, so a
	 * post that skipped the page learns exactly why), or null when none is.
	 *
	 * @param string                                                   $kind   Form kind.
	 * @param array<int, array{index: int, field: string, code: string}> $errors The validator's errors.
	 */
	public function after_today( string $kind, array $errors ): ?string {
		foreach ( $errors as $error ) {
			if ( 'after_today' === $error['code'] ) {
				return $this->of( $kind, $error['field'], $error['code'] );
			}
		}
		return null;
	}

	/**
	 * A table message for a kind: the first situation the map has, else "*".
	 *
	 * @param array<string, mixed> $messages   Situation => per-kind text.
	 * @param string               $kind       Form kind.
	 * @param string[]             $situations Keys to try in order.
	 */
	private function table_message( array $messages, string $kind, array $situations ): ?string {
		foreach ( array( ...$situations, BelieverFields::ANY_KIND ) as $situation ) {
			if ( '' !== $situation && isset( $messages[ $situation ] ) ) {
				$text = BelieverFields::for_kind( $messages[ $situation ], $kind );
				return is_string( $text ) ? BelieverFields::translate( $text ) : null;
			}
		}
		return null;
	}

	/**
	 * A table message with its limit put in (the messages naming one say %d).
	 *
	 * @param string|null $text  Translated message.
	 * @param int         $limit The field's limit.
	 */
	private static function with_limit( ?string $text, int $limit ): string {
		$text ??= '';
		return str_contains( $text, '%d' ) ? sprintf( $text, $limit ) : $text;
	}
}
