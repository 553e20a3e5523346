<?php
/**
 * Believers as staff read them: in the cart, on the order screen, in emails
 * and in the CSV export.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Turns a sanitized believer into label/value rows, with the fields, order
 * and labels of the field table (BelieverFields). Pure PHP but for `__()`:
 * the table's labels go through BelieverFields::translate(), their msgids
 * the table's English sources, the ones the scripts use, so one zh_TW
 * translation serves both. Values are plain text: escape them where they
 * are output.
 */
final class BelieverFormatter {

	/**
	 * The rows shown for one believer, in form (table) order: the fields the
	 * kind's form shows, each read by its type (gender labels, 民國 dates,
	 * yes/no). A field the kind does not require is left out while empty;
	 * each family registrant is one row of its own, and registrants are
	 * listed whatever the kind: a registrant stored on a line is a person the
	 * temple and the privacy export must see.
	 *
	 * @param array  $believer Sanitized believer (BelieverSanitizer output).
	 * @param string $kind     Form kind.
	 * @return array<int, array{0: string, 1: string}> [ wire key, value ];
	 *         label() turns a key into its text.
	 */
	public function rows( array $believer, string $kind ): array {
		$rows = array();
		foreach ( self::plan( $kind ) as [ $key, $type, $field, $required ] ) {
			$value = $believer[ $key ] ?? null;
			if ( 'registrants' === $type ) {
				foreach ( is_array( $value ) ? $value : array() as $person ) {
					if ( is_array( $person ) ) {
						$rows[] = array( $key, $this->registrant_label( $person ) );
					}
				}
				continue;
			}
			// Text as it is (most fields); other types read through value_text().
			$text = 'text' === $type || 'multiline' === $type ? ( is_string( $value ) ? $value : '' ) : $this->value_text( $type, $field, $value );
			if ( '' !== $text || $required ) {
				$rows[] = array( $key, $text );
			}
		}
		return $rows;
	}

	/**
	 * What rows() walks for a kind, in table order: [ key, type, field,
	 * required ] of the fields the kind shows, plus the registrants; worked
	 * out once (the staff export formats thousands of believers).
	 *
	 * @param string $kind Form kind.
	 * @return array<int, array{0: string, 1: string, 2: array<string, mixed>, 3: bool}>
	 */
	private static function plan( string $kind ): array {
		return BelieverFields::remember(
			'formatter:' . $kind,
			static function () use ( $kind ): array {
				$plan = array();
				foreach ( BelieverFields::fields() as $key => $field ) {
					$type = (string) ( $field['type'] ?? '' );
					if ( 'registrants' === $type || FormKind::shows( $kind, $key ) ) {
						$plan[] = array( $key, $type, $field, BelieverFields::requires( $field, $kind ) );
					}
				}
				return $plan;
			}
		);
	}

	/**
	 * The label of a row key, in the wording of the kind.
	 *
	 * @param string $key  Row key from rows() (a wire key).
	 * @param string $kind Form kind; BelieverFields::ANY_KIND for the general wording.
	 * @return string The label; a key without one as it is.
	 */
	public function label( string $key, string $kind ): string {
		$source = self::label_source( $key, $kind );
		return null === $source ? $key : BelieverFields::translate( $source );
	}

	/**
	 * The English source of a field's label in a kind, or null when the
	 * field has none (the row id, the repeated hour, the categories).
	 *
	 * @param string $key  Wire key.
	 * @param string $kind Form kind.
	 */
	public static function label_source( string $key, string $kind ): ?string {
		$field = BelieverFields::field( $key );
		return null === $field ? null : BelieverFields::label( $field, $kind );
	}

	/**
	 * The label of a gender value: 信士, 信女, 小兒, 小女兒, 公, 母 in zh_TW.
	 *
	 * @param string $value Gender value.
	 * @return string The label; an unknown value as it is.
	 */
	public function gender_label( string $value ): string {
		$labels = Gender::labels();
		return isset( $labels[ $value ] ) ? BelieverFields::translate( $labels[ $value ] ) : $value;
	}

	/**
	 * A stored lunar date as text: '1980-潤04-12-子' → 民國69年 閏04月 12日 子時
	 * in zh_TW (the stored 潤 is the wire value; people read 閏). Unknown parts
	 * read 吉; a wholly unknown date is one 吉.
	 *
	 * @param string $joined 'Y-M-D-T'.
	 */
	public function lunar_date_label( string $joined ): string {
		$parts = LunarDate::split( $joined );
		$known = array_filter( $parts, static fn( string $part ): bool => LunarDate::UNKNOWN !== $part );
		if ( array() === $known ) {
			return $this->unknown();
		}
		$labels = array();
		foreach ( $parts as $name => $value ) {
			$labels[] = $this->part_label( $name, $value );
		}
		return implode( ' ', $labels );
	}

	/**
	 * The ROC label of a Gregorian year: 民國69年, 民國元年, 民前1年 in zh_TW.
	 *
	 * @param int $year Gregorian year.
	 */
	public function roc_year_label( int $year ): string {
		if ( 1912 === $year ) {
			return __( 'First year of the ROC', 'temple-offerings' );
		}
		if ( $year < 1912 ) {
			/* translators: %d: years before the Republic of China was founded in 1912 (1911 is 1). */
			return sprintf( __( '%d years before the ROC', 'temple-offerings' ), 1912 - $year );
		}
		/* translators: %d: year of the Republic of China calendar (Gregorian year minus 1911). */
		return sprintf( __( 'ROC year %d', 'temple-offerings' ), $year - 1911 );
	}

	/**
	 * A shown value as text, by its field's type. A yes/no reads its default
	 * while missing; anything else that is not text reads as empty.
	 *
	 * @param string               $type  Field type.
	 * @param array<string, mixed> $field Field definition.
	 * @param mixed                $value Stored value.
	 */
	private function value_text( string $type, array $field, mixed $value ): string {
		if ( 'boolean' === $type ) {
			$value ??= BelieverFields::default_value( $field, BelieverFields::ANY_KIND );
			return false === $value ? __( 'No', 'temple-offerings' ) : __( 'Yes', 'temple-offerings' );
		}
		$text = is_string( $value ) ? $value : '';
		switch ( $type ) {
			case 'gender':
				return $this->gender_label( $text );
			case 'lunar-date':
				return $this->lunar_date_label( $text );
		}
		return $text;
	}

	/**
	 * One family registrant on one line: 王大明 (信士, 民國39年 02月 03日 吉).
	 *
	 * @param array $person Registrant { name, gender, birthday }.
	 */
	private function registrant_label( array $person ): string {
		$name     = is_string( $person['name'] ?? null ) ? $person['name'] : '';
		$gender   = is_string( $person['gender'] ?? null ) ? $person['gender'] : '';
		$birthday = is_string( $person['birthday'] ?? null ) ? $person['birthday'] : '';
		/* translators: 1: family registrant's name, 2: gender label, 3: lunar birthday. */
		return sprintf( __( '%1$s (%2$s, %3$s)', 'temple-offerings' ), $name, $this->gender_label( $gender ), $this->lunar_date_label( $birthday ) );
	}

	/**
	 * One part of a lunar date as people read it (民國71年, 閏04月, 12日,
	 * 子時, 吉); also the option labels of the staff correction form.
	 *
	 * @param string $name  year, month, day or time.
	 * @param string $value Stored value.
	 */
	public function part_label( string $name, string $value ): string {
		if ( LunarDate::UNKNOWN === $value ) {
			return $this->unknown();
		}
		if ( ! LunarDate::is_valid_part( $name, $value ) ) {
			return $value;
		}
		switch ( $name ) {
			case 'year':
				return $this->roc_year_label( (int) $value );
			case 'month':
				if ( str_starts_with( $value, LunarDate::LEAP_PREFIX ) ) {
					/* translators: %s: two-digit lunar month number of a leap month, e.g. 04. */
					return sprintf( __( 'Leap month %s', 'temple-offerings' ), substr( $value, strlen( LunarDate::LEAP_PREFIX ) ) );
				}
				/* translators: %s: two-digit lunar month number, e.g. 04. */
				return sprintf( __( 'Month %s', 'temple-offerings' ), $value );
			case 'day':
				/* translators: %s: two-digit lunar day of the month, e.g. 12. */
				return sprintf( __( 'Day %s', 'temple-offerings' ), $value );
			default:
				/* translators: %s: earthly branch naming a two-hour period, e.g. 子. */
				return sprintf( __( '%s hour', 'temple-offerings' ), $value );
		}
	}

	/**
	 * The text of 吉 (unknown).
	 */
	private function unknown(): string {
		return __( 'Auspicious (unknown)', 'temple-offerings' );
	}

}
