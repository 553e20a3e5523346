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
 * Turns a sanitized believer into label/value rows. Pure PHP: every text
 * goes through the translate callable, which WordPress sets to
 * `fn( $s ) => __( $s, 'temple-offerings' )`; the msgids are the same English
 * sources the scripts use, so one zh_TW translation serves both. Values are
 * plain text: escape them where they are output.
 */
final class BelieverFormatter {

	/**
	 * Translates an English source string.
	 *
	 * @var callable(string): string
	 */
	private $translate;

	/**
	 * @param callable|null $translate Translates an English source string;
	 *                                 identity when null.
	 */
	public function __construct( ?callable $translate = null ) {
		$this->translate = $translate ?? static fn( string $text ): string => $text;
	}

	/**
	 * The rows shown for one believer, in form order. Optional fields that are
	 * empty are left out; each family registrant is one `depends_people` row.
	 *
	 * @param array  $believer Sanitized believer (BelieverSanitizer output).
	 * @param string $kind     Form kind.
	 * @return array<int, array{0: string, 1: string}> [ label key, value ];
	 *         label() turns a key into its text.
	 */
	public function rows( array $believer, string $kind ): array {
		$text = static fn( string $key ): string => is_string( $believer[ $key ] ?? null ) ? $believer[ $key ] : '';
		$rows = array( array( 'name', $text( 'name' ) ) );
		if ( FormKind::has_gender( $kind ) ) {
			$rows[] = array( 'gender', $this->gender_label( $text( 'gender' ) ) );
		}
		if ( FormKind::has_super_name( $kind ) ) {
			$rows[] = array( 'super_name', $text( 'super_name' ) );
		}
		if ( FormKind::has_lunar_birthday( $kind ) ) {
			$rows[] = array( 'birthday', $this->lunar_date_label( $text( 'birthday' ) ) );
		}
		$rows[] = array( 'address', $text( 'address' ) );
		if ( FormKind::has_deceased( $kind ) ) {
			$rows[] = array( 'deceased_name', $text( 'deceased_name' ) );
			$rows[] = array( 'deceased_gender', $this->gender_label( $text( 'deceased_gender' ) ) );
			$rows[] = array( 'deceased_birthday', $this->lunar_date_label( $text( 'deceased_birthday' ) ) );
			$rows[] = array( 'deceased_death_anniversary', $this->lunar_date_label( $text( 'deceased_death_anniversary' ) ) );
			$rows[] = array( 'deceased_address', $text( 'deceased_address' ) );
		}
		$people = is_array( $believer['depends_people'] ?? null ) ? $believer['depends_people'] : array();
		foreach ( $people as $person ) {
			if ( is_array( $person ) ) {
				$rows[] = array( 'depends_people', $this->registrant_label( $person ) );
			}
		}
		foreach ( array( 'mobile', 'email', 'note' ) as $key ) {
			if ( '' !== $text( $key ) ) {
				$rows[] = array( $key, $text( $key ) );
			}
		}
		// Each answer a literal of its own, so bin/i18n.mjs finds both msgids.
		$rows[] = array( 'is_expired_notice', false === ( $believer['is_expired_notice'] ?? true ) ? $this->t( 'No' ) : $this->t( 'Yes' ) );
		return $rows;
	}

	/**
	 * The label of a row key, in the wording of the kind.
	 *
	 * @param string $key  Row key from rows().
	 * @param string $kind Form kind.
	 */
	public function label( string $key, string $kind ): string {
		$animal = FormKind::is_animal( $kind );
		$labels = array(
			'name'                       => match ( $kind ) {
				'animal'        => 'Pet name',
				'super'         => 'Name of the living person offering the merit',
				'dead-blessing' => 'Registrant name',
				default         => 'Believer name',
			},
			'gender'                     => match ( $kind ) {
				'animal'        => 'Pet gender',
				'dead-blessing' => 'Registrant gender',
				default         => 'Believer gender',
			},
			'address'                    => match ( $kind ) {
				'animal'        => 'Pet address',
				'super'         => 'Address of the departed receiving the merit',
				'dead-blessing' => 'Registrant address',
				default         => 'Believer address',
			},
			'super_name'                 => 'Name of the departed receiving the merit',
			'birthday'                   => $animal ? 'Pet lunar birthday' : 'Lunar birthday',
			'mobile'                     => 'Mobile',
			'email'                      => 'Email',
			'note'                       => 'Note',
			'deceased_name'              => 'Name of the deceased',
			'deceased_gender'            => 'Gender of the deceased',
			'deceased_birthday'          => 'Lunar birthday of the deceased',
			'deceased_death_anniversary' => 'Lunar date of death of the deceased',
			'deceased_address'           => 'Memorial tablet address of the deceased',
			'depends_people'             => 'Family registrant',
			'is_expired_notice'          => 'Notify before expiry',
		);
		return isset( $labels[ $key ] ) ? $this->t( $labels[ $key ] ) : $key;
	}

	/**
	 * The label of a gender value: 信士, 信女, 小兒, 小女兒, 公, 母 in zh_TW.
	 *
	 * @param string $value Gender value.
	 * @return string The label; an unknown value as it is.
	 */
	public function gender_label( string $value ): string {
		return isset( Gender::LABELS[ $value ] ) ? $this->t( Gender::LABELS[ $value ] ) : $value;
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
			return $this->t( 'First year of the ROC' );
		}
		if ( $year < 1912 ) {
			/* translators: %d: years before the Republic of China was founded in 1912 (1911 is 1). */
			return sprintf( $this->t( '%d years before the ROC' ), 1912 - $year );
		}
		/* translators: %d: year of the Republic of China calendar (Gregorian year minus 1911). */
		return sprintf( $this->t( 'ROC year %d' ), $year - 1911 );
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
		return sprintf( $this->t( '%1$s (%2$s, %3$s)' ), $name, $this->gender_label( $gender ), $this->lunar_date_label( $birthday ) );
	}

	/**
	 * One part of a lunar date.
	 *
	 * @param string $name  year, month, day or time.
	 * @param string $value Stored value.
	 */
	private function part_label( string $name, string $value ): string {
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
					return sprintf( $this->t( 'Leap month %s' ), substr( $value, strlen( LunarDate::LEAP_PREFIX ) ) );
				}
				/* translators: %s: two-digit lunar month number, e.g. 04. */
				return sprintf( $this->t( 'Month %s' ), $value );
			case 'day':
				/* translators: %s: two-digit lunar day of the month, e.g. 12. */
				return sprintf( $this->t( 'Day %s' ), $value );
			default:
				/* translators: %s: earthly branch naming a two-hour period, e.g. 子. */
				return sprintf( $this->t( '%s hour' ), $value );
		}
	}

	/**
	 * The text of 吉 (unknown).
	 */
	private function unknown(): string {
		return $this->t( 'Auspicious (unknown)' );
	}

	/**
	 * Translates through the injected callable.
	 *
	 * @param string $text English source.
	 */
	private function t( string $text ): string {
		return (string) ( $this->translate )( $text );
	}
}
