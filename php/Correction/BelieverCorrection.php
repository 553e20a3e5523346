<?php
/**
 * What a staff correction of one believer does, without WordPress: which
 * fields may change, the corrected believer, its errors, what changed and
 * the order note saying so.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FieldMessage;
use TempleOfferings\Domain\FormKind;
use TempleOfferings\Domain\LunarDate;

/**
 * Staff may change exactly the fields the line's form kind shows (the field
 * table decides, as it does for the worshipper's form); everything else the
 * believer holds (row id, categories, fields of other kinds) is kept as it
 * was, so a correction never turns a line into another kind of offering.
 * The corrected believer is cleaned by BelieverSanitizer and checked by
 * BelieverValidator on the line's kind: the same rules as the page, so a
 * date the lunar calendar does not have is refused here too.
 *
 * Texts are translated with `__()`; the messages are the table's own, as the
 * page shows them.
 * Everything returned is plain text: escape it where it is output.
 */
final class BelieverCorrection {

	/** The field types a staff form can edit. */
	private const EDITABLE_TYPES = array( 'text', 'multiline', 'gender', 'lunar-date', 'boolean', 'registrants' );

	/**
	 * @param BelieverFormatter $formatter Labels and readable values.
	 * @param BelieverSanitizer $sanitizer Cleans the corrected believer.
	 * @param BelieverValidator $validator The page's rules.
	 */
	public function __construct(
		private BelieverFormatter $formatter,
		private BelieverSanitizer $sanitizer,
		private BelieverValidator $validator
	) {}

	/**
	 * The fields staff may edit in a kind, in form (table) order: those the
	 * kind's form shows, plus the family registrants a line already holds
	 * (their names, genders and birthdays; how many there are stays).
	 *
	 * @param string $kind Form kind.
	 * @return array<string, string> wire key => field type.
	 */
	public static function editable( string $kind ): array {
		$keys = array();
		foreach ( BelieverFields::fields() as $key => $field ) {
			$type = (string) ( $field['type'] ?? '' );
			if ( in_array( $type, self::EDITABLE_TYPES, true ) && ( 'registrants' === $type || FormKind::shows( $kind, $key ) ) ) {
				$keys[ $key ] = $type;
			}
		}
		return $keys;
	}

	/**
	 * The believer with the posted values of the editable fields put in,
	 * cleaned. A field missing from the post keeps its value (a yes/no is
	 * posted as "0" or "1"); a lunar date comes as its four parts; a field
	 * that copies a date part (the wire's `time`) follows that date. Family
	 * registrants: as many as the believer has, each corrected in place.
	 *
	 * @param array<string, mixed> $old    The stored believer (sanitized, as LineBelievers reads it).
	 * @param mixed                $posted The form's values, unslashed.
	 * @param string               $kind   Form kind.
	 * @return array<string, mixed>
	 */
	public function apply( array $old, mixed $posted, string $kind ): array {
		$posted = is_array( $posted ) ? $posted : array();
		$raw    = $old;
		foreach ( self::editable( $kind ) as $key => $type ) {
			if ( ! array_key_exists( $key, $posted ) ) {
				continue;
			}
			$value = $posted[ $key ];
			switch ( $type ) {
				case 'boolean':
					$raw[ $key ] = '1' === $value || true === $value;
					break;
				case 'lunar-date':
					$raw[ $key ] = self::joined_date( $value );
					break;
				case 'registrants':
					$raw[ $key ] = self::registrants( is_array( $old[ $key ] ?? null ) ? $old[ $key ] : array(), $value );
					break;
				default:
					$raw[ $key ] = is_string( $value ) ? $value : '';
			}
		}
		foreach ( BelieverFields::fields() as $key => $field ) {
			if ( is_string( $field['copyOf'] ?? null ) ) {
				[ $source, $part ] = array_pad( explode( '.', $field['copyOf'], 2 ), 2, '' );
				$raw[ $key ]       = LunarDate::split( is_string( $raw[ $source ] ?? null ) ? $raw[ $source ] : '' )[ $part ] ?? '';
			}
		}
		return $this->sanitizer->sanitize_believer( $raw );
	}

	/**
	 * The errors of a corrected believer, one per form field: the wire path
	 * of the field (`birthday.month`, `depends_people.0.name`) => message.
	 *
	 * @param array<string, mixed> $believer Corrected believer (apply()).
	 * @param string               $kind     Form kind.
	 * @return array<string, string>
	 */
	public function errors( array $believer, string $kind ): array {
		$messages = array();
		foreach ( $this->validator->validate_believer( $kind, $believer, 0 ) as $error ) {
			$path = self::form_path( $error['field'] );
			if ( ! isset( $messages[ $path ] ) ) {
				$messages[ $path ] = $this->message( $kind, $error['field'], $error['code'] );
			}
		}
		return $messages;
	}

	/**
	 * The message the page shows for an error, from the field table: a
	 * length or impossible-date message with the field's limit, else the
	 * field's own message for the date part or code, else its general one.
	 *
	 * @param string $kind  Form kind.
	 * @param string $field Wire path of the error.
	 * @param string $code  Error code.
	 */
	public function message( string $kind, string $field, string $code ): string {
		return ( new FieldMessage() )->of( $kind, $field, $code );
	}

	/**
	 * What changed, in form order: [ label, old text, new text ] in the
	 * wording of the kind (the labels the Believers box shows), values as
	 * people read them (gender labels, 民國 dates); a family registrant is
	 * named with its place on the believer.
	 *
	 * @param array<string, mixed> $old  Believer before (sanitized).
	 * @param array<string, mixed> $new  Believer after (apply()).
	 * @param string               $kind Form kind.
	 * @return array<int, array{0: string, 1: string, 2: string}>
	 */
	public function changes( array $old, array $new, string $kind ): array {
		$changes = array();
		foreach ( self::editable( $kind ) as $key => $type ) {
			$before = $old[ $key ] ?? null;
			$after  = $new[ $key ] ?? null;
			if ( 'registrants' === $type ) {
				array_push( $changes, ...$this->registrant_changes( $key, $kind, is_array( $before ) ? $before : array(), is_array( $after ) ? $after : array() ) );
				continue;
			}
			if ( $this->text( $type, $before ) !== $this->text( $type, $after ) || $before !== $after ) {
				$changes[] = array( $this->formatter->label( $key, $kind ), $this->text( $type, $before ), $this->text( $type, $after ) );
			}
		}
		return $changes;
	}

	/**
	 * The order note for a correction: who changed which believer of which
	 * offering, then one line per change, "label: old → new".
	 *
	 * @param array<int, array{0: string, 1: string, 2: string}> $changes  changes().
	 * @param string                                             $who      The staff member's display name.
	 * @param string                                             $offering The line's product name.
	 * @param int                                                $number   The believer's place on the line, from 1.
	 */
	public function note( array $changes, string $who, string $offering, int $number ): string {
		/* translators: 1: staff member's display name, 2: position of the believer on the order line, from 1, 3: offering (product) name. */
		$lines = array( sprintf( __( '%1$s corrected believer %2$d of %3$s:', 'temple-offerings' ), $who, $number, $offering ) );
		foreach ( $changes as [ $label, $before, $after ] ) {
			/* translators: 1: field label, 2: value before the correction, 3: value after it. */
			$lines[] = sprintf( __( '%1$s: %2$s → %3$s', 'temple-offerings' ), $label, $before, $after );
		}
		return implode( "\n", $lines );
	}

	/**
	 * A value as people read it; an empty one says so.
	 *
	 * @param string $type  Field type.
	 * @param mixed  $value Stored value.
	 */
	private function text( string $type, mixed $value ): string {
		switch ( $type ) {
			case 'boolean':
				return false === $value ? __( 'No', 'temple-offerings' ) : __( 'Yes', 'temple-offerings' );
			case 'gender':
				$text = is_string( $value ) && '' !== $value ? $this->formatter->gender_label( $value ) : '';
				break;
			case 'lunar-date':
				$text = is_string( $value ) && '' !== $value ? $this->formatter->lunar_date_label( $value ) : '';
				break;
			default:
				$text = is_string( $value ) ? $value : '';
		}
		return '' === $text ? __( '(empty)', 'temple-offerings' ) : $text;
	}

	/**
	 * The changes of the family registrants, one per changed registrant,
	 * each read whole: 王大明 (信士, 民國39年 02月 03日 吉).
	 *
	 * @param string                           $key    Wire key of the list.
	 * @param string                           $kind   Form kind.
	 * @param array<int, array<string, mixed>> $before Registrants before.
	 * @param array<int, array<string, mixed>> $after  Registrants after.
	 * @return array<int, array{0: string, 1: string, 2: string}>
	 */
	private function registrant_changes( string $key, string $kind, array $before, array $after ): array {
		$changes = array();
		foreach ( $after as $number => $person ) {
			$was = $before[ $number ] ?? array();
			if ( $was === $person ) {
				continue;
			}
			/* translators: 1: label of the family registrants field, 2: the registrant's place in the list, from 1. */
			$label     = sprintf( __( '%1$s %2$d', 'temple-offerings' ), $this->formatter->label( $key, $kind ), $number + 1 );
			$changes[] = array( $label, $this->registrant_text( $was ), $this->registrant_text( $person ) );
		}
		return $changes;
	}

	/**
	 * One registrant as the Believers box reads it.
	 *
	 * @param mixed $person Registrant.
	 */
	private function registrant_text( mixed $person ): string {
		$row = is_array( $person ) ? $person : array();
		foreach ( $this->formatter->rows( array( 'depends_people' => array( $row ) ), FormKind::FALLBACK ) as [ $key, $text ] ) {
			if ( 'depends_people' === $key ) {
				return $text;
			}
		}
		return __( '(empty)', 'temple-offerings' );
	}

	/**
	 * The posted registrants put into the stored ones: the same number, each
	 * name, gender and birthday taken from the post when given.
	 *
	 * @param array<int, mixed> $stored The believer's registrants.
	 * @param mixed             $posted Posted registrants by position.
	 * @return array<int, array<string, mixed>>
	 */
	private static function registrants( array $stored, mixed $posted ): array {
		$posted = is_array( $posted ) ? $posted : array();
		$people = array();
		foreach ( array_values( $stored ) as $number => $person ) {
			$row = is_array( $person ) ? $person : array();
			$new = is_array( $posted[ $number ] ?? null ) ? $posted[ $number ] : array();
			foreach ( BelieverFields::registrant_fields() as $key => $field ) {
				if ( array_key_exists( $key, $new ) ) {
					$row[ $key ] = 'lunar-date' === ( $field['type'] ?? '' ) ? self::joined_date( $new[ $key ] ) : ( is_string( $new[ $key ] ) ? $new[ $key ] : '' );
				}
			}
			$people[] = $row;
		}
		return $people;
	}

	/**
	 * A lunar date from the form's four selects ('Y-M-D-T'); text as it is.
	 *
	 * @param mixed $value Parts by name, or the joined text.
	 */
	private static function joined_date( mixed $value ): string {
		if ( is_string( $value ) ) {
			return $value;
		}
		$parts = is_array( $value ) ? $value : array();
		return implode(
			'-',
			array_map(
				static fn( string $part ): string => is_string( $parts[ $part ] ?? null ) ? $parts[ $part ] : '',
				LunarDate::PARTS
			)
		);
	}

	/**
	 * The form field an error belongs to: the wire's copy of a date part
	 * (`time`) is shown on the part it copies (`birthday.time`).
	 *
	 * @param string $field Wire path.
	 */
	public static function form_path( string $field ): string {
		$spec = BelieverFields::field( $field );
		return is_string( $spec['copyOf'] ?? null ) ? $spec['copyOf'] : $field;
	}

}
