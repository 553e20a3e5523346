<?php
/**
 * Believers with their personal data replaced, for the order eraser.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\LunarDate;

/**
 * An erased order keeps one believer per unit bought, each still of its form
 * kind, so quantities, staff lists and totals stay consistent; what could name
 * a person goes. What each field becomes follows its type in the field table
 * (BelieverFields): text gets WordPress's anonymous value of its kind (the
 * injected callable is `wp_privacy_anonymize_data` in production, which
 * sites can filter). Lunar dates and the hour become 吉, the plugin's own
 * "unknown": WordPress's anonymous date (0000-00-00 00:00:00) is not a lunar
 * date and would read as garbage on the order screen and in the ritual list.
 * Genders, yes/no choices, the categories and the random row id are kept:
 * none of them names anyone once the names, dates and addresses are gone.
 * Empty values stay empty, as in WooCommerce's own eraser. Pure PHP.
 */
final class BelieverAnonymizer {

	/**
	 * The wp_privacy_anonymize_data() type of text with a pattern. 'phone' is
	 * WooCommerce's type, as its own eraser uses it for billing phones:
	 * WooCommerce's filter turns every digit into 0 (WordPress alone gives it
	 * an empty value). Other single-line text is 'text', the note 'longtext'.
	 */
	private const PATTERN_TYPES = array(
		'mobile' => 'phone',
		'email'  => 'email',
	);

	/**
	 * Returns the anonymous value of a type.
	 *
	 * @var callable(string, string): string
	 */
	private $anonymize;

	/**
	 * @param callable $anonymize ( type, value ) → anonymous value; wp_privacy_anonymize_data in production.
	 */
	public function __construct( callable $anonymize ) {
		$this->anonymize = $anonymize;
	}

	/**
	 * Every believer of a line, in order, anonymized.
	 *
	 * @param array<int|string, mixed> $believers Stored believers.
	 * @return array<int, array<string, mixed>>
	 */
	public function believers( array $believers ): array {
		return array_map(
			fn( mixed $believer ): array => $this->believer( is_array( $believer ) ? $believer : array() ),
			array_values( $believers )
		);
	}

	/**
	 * One believer anonymized, its keys in their order. Keys the table does
	 * not know are dropped: they cannot be judged harmless.
	 *
	 * @param array<string, mixed> $believer Stored believer.
	 * @return array<string, mixed>
	 */
	public function believer( array $believer ): array {
		return $this->fields( BelieverFields::fields(), $believer );
	}

	/**
	 * The known fields of an object (believer or registrant), anonymized.
	 *
	 * @param array<string, array<string, mixed>> $fields Field definitions.
	 * @param array<string, mixed>                $object Stored object.
	 * @return array<string, mixed>
	 */
	private function fields( array $fields, array $object ): array {
		$clean = array();
		foreach ( $object as $key => $value ) {
			if ( isset( $fields[ $key ] ) ) {
				$clean[ $key ] = $this->value( $fields[ $key ], $value );
			}
		}
		return $clean;
	}

	/**
	 * One stored value anonymized by its field's type.
	 *
	 * @param array<string, mixed> $field Field definition.
	 * @param mixed                $value Stored value.
	 */
	private function value( array $field, mixed $value ): mixed {
		switch ( $field['type'] ?? '' ) {
			case 'text':
				return $this->text( self::PATTERN_TYPES[ $field['pattern'] ?? '' ] ?? 'text', $value );
			case 'multiline':
				return $this->text( 'longtext', $value );
			case 'lunar-date':
				return $this->is_blank( $value ) ? '' : LunarDate::UNKNOWN_DATE;
			case 'hour':
				// The birth hour again (the wire shape repeats it).
				return $this->is_blank( $value ) ? '' : LunarDate::UNKNOWN;
			case 'registrants':
				return array_map( array( $this, 'registrant' ), is_array( $value ) ? array_values( $value ) : array() );
		}
		// Fields of the other types (the id, the gender, booleans, categories) are kept.
		return $value;
	}

	/**
	 * One family registrant anonymized; every registrant field is there
	 * afterwards, so the registrant still reads as one person.
	 *
	 * @param mixed $person Stored registrant.
	 * @return array<string, mixed>
	 */
	private function registrant( mixed $person ): array {
		$person = is_array( $person ) ? $person : array();
		$clean  = array();
		foreach ( BelieverFields::registrant_fields() as $key => $field ) {
			$value         = $person[ $key ] ?? '';
			$clean[ $key ] = 'gender' === ( $field['type'] ?? '' ) ? ( is_string( $value ) ? $value : '' ) : $this->value( $field, $value );
		}
		return $clean;
	}

	/**
	 * @param string $type  wp_privacy_anonymize_data() type.
	 * @param mixed  $value Stored value.
	 */
	private function text( string $type, mixed $value ): string {
		if ( $this->is_blank( $value ) ) {
			return '';
		}
		return (string) ( $this->anonymize )( $type, is_scalar( $value ) ? (string) $value : '' );
	}

	/**
	 * @param mixed $value Stored value.
	 */
	private function is_blank( mixed $value ): bool {
		return null === $value || '' === $value || ( is_string( $value ) && '' === trim( $value ) );
	}
}
