<?php
/**
 * The fields of the correction form: one table of labelled controls for a
 * believer, printed by staff's form and the worshipper's alike.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\Gender;
use TempleOfferings\Domain\LunarCalendar;
use TempleOfferings\Domain\LunarDate;

/**
 * The fields the line's form kind shows (BelieverCorrection::editable()),
 * in its wording: text fields, the kind's gender set, the lunar dates as the
 * offering page's selects (吉, the last 150 years, every month and the leap
 * months some year has, days 01–30, the twelve hours), and the family
 * registrants a believer already has. Controls are named `believer[…]`,
 * with each message next to its field, so whoever corrects (staff or the
 * worshipper) gets the same fields, gender sets and lunar selects.
 */
final class CorrectionFields {

	/** Years the year select offers back from the current one, as the page's select does. */
	private const YEAR_SPAN = 150;

	/**
	 * @param BelieverFormatter $formatter Labels and date part labels.
	 * @param string|null       $today     Today (Y-m-d), for tests; else the site's today.
	 */
	public function __construct( private BelieverFormatter $formatter, private ?string $today = null ) {}

	/**
	 * The years the year select offers, newest first: this lunar year and
	 * the YEAR_SPAN before it. A lunar year starts at 春節, so between
	 * 1 January and 春節 the solar year has not begun as a lunar one: a
	 * birthday in it would be after today, which the save refuses.
	 *
	 * @param string $today Today, Y-m-d.
	 * @return string[]
	 */
	public static function years( string $today ): array {
		$top   = LunarCalendar::solar_to_lunar( $today )['year'] ?? (int) substr( $today, 0, 4 );
		$years = array();
		for ( $year = $top; $year >= $top - self::YEAR_SPAN; $year-- ) {
			$years[] = (string) $year;
		}
		return $years;
	}

	/**
	 * The believer's editable fields as the rows of a table of labelled
	 * controls named `believer[…]`, with each message next to its field
	 * (printed by templates/temple-offerings/correction-form.php): a
	 * family registrant's heading row, or a field's row with its label,
	 * controls and message.
	 *
	 * @param string                $kind   Form kind of the line.
	 * @param array<string, mixed>  $values The believer's values (stored, or as typed).
	 * @param array<string, string> $errors Messages by wire path.
	 * @return array<int, array<string, mixed>>
	 */
	public function rows( string $kind, array $values, array $errors ): array {
		$rows = array();
		foreach ( BelieverCorrection::editable( $kind ) as $key => $type ) {
			$field = BelieverFields::field( $key ) ?? array();
			$label = $this->formatter->label( $key, $kind );
			$value = $values[ $key ] ?? null;
			if ( 'registrants' === $type ) {
				array_push( $rows, ...$this->registrants( $key, $label, is_array( $value ) ? $value : array(), $kind, $errors ) );
				continue;
			}
			$rows[] = $this->field_row( 'believer[' . $key . ']', $key, $type, $field, $label, $value, $kind, $errors, BelieverFields::requires( $field, $kind ) );
		}
		return $rows;
	}

	/**
	 * One table row: label, control(s), message.
	 *
	 * @param string                $name     The control's name.
	 * @param string                $path     The field's wire path (errors are keyed by it).
	 * @param string                $type     Field type.
	 * @param array<string, mixed>  $field    Field definition.
	 * @param string                $label    Label in the kind's wording.
	 * @param mixed                 $value    Current value.
	 * @param string                $kind     Form kind.
	 * @param array<string, string> $errors   Messages by wire path.
	 * @param bool                  $required Whether the kind requires it.
	 * @return array<string, mixed>
	 */
	private function field_row( string $name, string $path, string $type, array $field, string $label, mixed $value, string $kind, array $errors, bool $required ): array {
		$id      = self::control_id( $path );
		$message = $errors[ $path ] ?? self::first_part_error( $path, $errors );
		$text    = is_string( $value ) ? $value : '';
		$control = array(
			'type'  => $type,
			'id'    => $id,
			'name'  => $name,
			'value' => $text,
			'aria'  => array_filter(
				array(
					'aria-describedby' => null === $message ? '' : $id . '-error',
					'aria-invalid'     => null === $message ? '' : 'true',
					'aria-required'    => $required ? 'true' : '',
				)
			),
		);
		$row     = array(
			'type'     => 'lunar-date' === $type ? 'date' : 'field',
			'id'       => $id,
			'label'    => $label,
			'message'  => $message ?? '',
			'controls' => array( $control ),
		);
		switch ( $type ) {
			case 'boolean':
				$row['controls'][0]['checked'] = false !== $value;
				break;
			case 'gender':
				$options = array();
				foreach ( Gender::choices( $field, $kind ) ?? array() as $gender ) {
					$options[ $gender ] = $this->formatter->gender_label( $gender );
				}
				$row['controls'][0] = array( 'type' => 'select' ) + self::with_options( $row['controls'][0], $options );
				break;
			case 'lunar-date':
				$row['leap_months'] = $this->leap_months();
				$row['controls']    = $this->date_controls( $id, $name, $path, $text, $errors, $required );
				break;
			case 'multiline':
				break;
			default:
				$row['controls'][0]['type'] = 'text';
		}
		return $row;
	}

	/**
	 * The leap month of each year the year select offers: the date script
	 * offers only the chosen year's (assets/staff/correction-date.js);
	 * without it, the save refuses the others.
	 *
	 * @return array<string, string> Year => leap month.
	 */
	private function leap_months(): array {
		$leaps = array();
		foreach ( array_keys( $this->part_options( 'year', '' ) ) as $year ) {
			$leap = is_numeric( $year ) ? LunarCalendar::leap_month( (int) $year ) : null;
			if ( null !== $leap ) {
				$leaps[ (string) $year ] = $leap;
			}
		}
		return $leaps;
	}

	/**
	 * A lunar date's four selects, in a group named by the field's label;
	 * the options are the page's: 吉 first, years back from this one, every
	 * month with the leap months some year has, days 01–30, the twelve
	 * hours. The group carries each year's leap month, so the date script
	 * offers only the leap month of the chosen year. A date its year or month
	 * does not have is refused on saving (BelieverValidator), with the page's
	 * message, with or without the script.
	 *
	 * @param string                $id       Control id prefix.
	 * @param string                $name     Control name prefix.
	 * @param string                $path     Wire path.
	 * @param string                $joined   'Y-M-D-T'.
	 * @param array<string, string> $errors   Messages by wire path.
	 * @param bool                  $required Whether the kind requires the date.
	 * @return array<int, array<string, mixed>>
	 */
	private function date_controls( string $id, string $name, string $path, string $joined, array $errors, bool $required ): array {
		$parts    = LunarDate::split( $joined );
		$titles   = array(
			'year'  => __( 'Year', 'temple-offerings' ),
			'month' => __( 'Month', 'temple-offerings' ),
			'day'   => __( 'Day', 'temple-offerings' ),
			'time'  => __( 'Birth hour', 'temple-offerings' ),
		);
		$controls = array();
		foreach ( LunarDate::PARTS as $part ) {
			$has        = isset( $errors[ $path . '.' . $part ] ) || isset( $errors[ $path ] );
			$control    = array(
				'type'  => 'select',
				'title' => $titles[ $part ],
				'id'    => self::control_id( $path . '.' . $part ),
				'name'  => $name . '[' . $part . ']',
				'value' => $parts[ $part ],
				'aria'  => array_filter(
					array(
						'aria-required'    => $required ? 'true' : '',
						'aria-invalid'     => $has ? 'true' : '',
						'aria-describedby' => $has ? $id . '-error' : '',
					)
				),
			);
			$controls[] = self::with_options( $control, $this->part_options( $part, $parts[ $part ] ) );
		}
		return $controls;
	}

	/**
	 * A date part's options: value => label.
	 *
	 * @param string $part    year, month, day or time.
	 * @param string $current The stored value (kept as an option even when the range does not hold it).
	 * @return array<string, string>
	 */
	private function part_options( string $part, string $current ): array {
		$values = array( LunarDate::UNKNOWN );
		switch ( $part ) {
			case 'year':
				array_push( $values, ...self::years( $this->today ?? (string) current_time( 'Y-m-d' ) ) );
				break;
			case 'month':
				$leaps = LunarCalendar::leap_months_of_any_year();
				for ( $month = 1; $month <= 12; $month++ ) {
					$values[] = sprintf( '%02d', $month );
					if ( in_array( LunarDate::LEAP_PREFIX . sprintf( '%02d', $month ), $leaps, true ) ) {
						$values[] = LunarDate::LEAP_PREFIX . sprintf( '%02d', $month );
					}
				}
				break;
			case 'day':
				for ( $day = 1; $day <= 30; $day++ ) {
					$values[] = sprintf( '%02d', $day );
				}
				break;
			default:
				array_push( $values, ...array_keys( LunarDate::HOURS ) );
		}
		$options = array();
		foreach ( $values as $value ) {
			$options[ $value ] = $this->formatter->part_label( $part, $value );
		}
		if ( '' !== $current && ! isset( $options[ $current ] ) && LunarDate::is_valid_part( $part, $current ) ) {
			$options[ $current ] = $this->formatter->part_label( $part, $current );
		}
		return $options;
	}

	/**
	 * The family registrants a believer holds, each with its name, gender
	 * and birthday (as many as there are: the form does not add or remove).
	 *
	 * @param string                           $key    Wire key of the list.
	 * @param string                           $label  Its label.
	 * @param array<int, array<string, mixed>> $people Registrants.
	 * @param string                           $kind   Form kind.
	 * @param array<string, string>            $errors Messages by wire path.
	 * @return array<int, array<string, mixed>>
	 */
	private function registrants( string $key, string $label, array $people, string $kind, array $errors ): array {
		$rows = array();
		foreach ( array_values( $people ) as $number => $person ) {
			$rows[] = array(
				'type'  => 'heading',
				/* translators: 1: label of the family registrants field, 2: the registrant's place in the list, from 1. */
				'label' => sprintf( __( '%1$s %2$d', 'temple-offerings' ), $label, $number + 1 ),
			);
			foreach ( BelieverFields::registrant_fields() as $field_key => $field ) {
				$path   = $key . '.' . $number . '.' . $field_key;
				$name   = 'believer[' . $key . '][' . $number . '][' . $field_key . ']';
				$text   = BelieverFields::label( $field, $kind ) ?? $field_key;
				$rows[] = $this->field_row( $name, $path, (string) ( $field['type'] ?? 'text' ), $field, BelieverFields::translate( $text ), is_array( $person ) ? ( $person[ $field_key ] ?? null ) : null, $kind, $errors, BelieverFields::requires( $field, $kind ) );
			}
		}
		return $rows;
	}

	/**
	 * A select's options; a current value outside them is offered empty
	 * ("Please choose"), so nothing is silently chosen for whoever corrects.
	 *
	 * @param array<string, mixed>  $control The control.
	 * @param array<string, string> $options value => label.
	 * @return array<string, mixed> The control with its options and whether it offers the empty choice.
	 */
	private static function with_options( array $control, array $options ): array {
		$control['options'] = array();
		foreach ( $options as $value => $label ) {
			$control['options'][] = array(
				'value' => (string) $value,
				'label' => $label,
			);
		}
		$control['choose'] = ! isset( $options[ $control['value'] ] );
		return $control;
	}

	/**
	 * The message of the first part of a date that has one.
	 *
	 * @param string                $path   Wire path of the date.
	 * @param array<string, string> $errors Messages by wire path.
	 */
	private static function first_part_error( string $path, array $errors ): ?string {
		foreach ( LunarDate::PARTS as $part ) {
			if ( isset( $errors[ $path . '.' . $part ] ) ) {
				return $errors[ $path . '.' . $part ];
			}
		}
		return null;
	}

	/**
	 * The id of a form control from its wire path.
	 *
	 * @param string $path Wire path ('birthday.month').
	 */
	public static function control_id( string $path ): string {
		return 'temple-correct-' . str_replace( array( '.', '_' ), '-', $path );
	}
}
