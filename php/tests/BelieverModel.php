<?php
/**
 * The server's believer model, described for the agreement test (test code:
 * it is not shipped with the plugin).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests;

use TempleOfferings\Domain\BelieverFields;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Domain\BelieverValidator;
use TempleOfferings\Domain\FormKind;
use TempleOfferings\Domain\Gender;

/**
 * What PHP actually does with each believer field, as plain data that
 * bin/believer-model.php prints as JSON; a Jest test compares it with the
 * browser's own description, so the two sides cannot drift apart on any
 * property of the field table.
 *
 * Every value is asked of the function the code itself calls, never read
 * from the JSON here: the kinds' priority and labels (FormKind), the limits,
 * requirements, patterns and gender sets (BelieverValidator), the keys and
 * the limits it cuts at (BelieverSanitizer), the labels and which fields a
 * kind shows (BelieverFormatter, FormKind), the staff columns (RitualRows'
 * BelieverFields::columns()), the gender labels (Gender) and a new believer's
 * values (BelieverFields::default_value()). Keys of objects are in table order.
 */
final class BelieverModel {

	/**
	 * The description.
	 *
	 * @return array<string, mixed>
	 */
	public static function describe(): array {
		$priority = FormKind::priority();
		$labels   = array();
		$max      = array();
		$kinds    = array();
		foreach ( $priority as $kind ) {
			$labels[ $kind ] = FormKind::label( $kind );
			$max[ $kind ]    = BelieverValidator::max_believers( $kind );
			$kinds[ $kind ]  = self::kind( $kind );
		}
		$registrant = array();
		foreach ( BelieverValidator::registrant_rules( BelieverFields::ANY_KIND ) as $key => $rule ) {
			$field              = BelieverFields::registrant_fields()[ $key ] ?? array();
			$registrant[ $key ] = array(
				'required' => $rule['required'],
				'max'      => self::text_limit( $rule ),
				'label'    => BelieverFields::label( $field, BelieverFields::ANY_KIND ),
				'genders'  => $rule['choices'],
				'default'  => BelieverFields::default_value( $field, BelieverFields::ANY_KIND ),
			);
		}
		return array(
			'priority'       => $priority,
			'kindLabels'     => $labels,
			'maxBelievers'   => $max,
			'maxRegistrants' => BelieverValidator::max_registrants(),
			'wireKeys'       => BelieverSanitizer::keys(),
			'registrantKeys' => BelieverSanitizer::registrant_keys(),
			'columns'        => BelieverFields::columns(),
			'patterns'       => BelieverFields::patterns(),
			'genderLabels'   => Gender::labels(),
			'kinds'          => $kinds,
			'registrant'     => $registrant,
		);
	}

	/**
	 * Every believer field as one kind treats it.
	 *
	 * @param string $kind Form kind.
	 * @return array<string, array{shown: bool, required: bool, max: int|null, label: string|null, genders: string[]|null, default: mixed}>
	 */
	private static function kind( string $kind ): array {
		$fields = array();
		foreach ( BelieverValidator::rules( $kind ) as $key => $rule ) {
			$fields[ $key ] = array(
				'shown'    => FormKind::shows( $kind, $key ),
				'required' => $rule['required'],
				'max'      => self::text_limit( $rule ) ?? BelieverSanitizer::limit( $key ),
				'label'    => BelieverFormatter::label_source( $key, $kind ),
				'genders'  => $rule['choices'],
				'default'  => BelieverFields::default_value( BelieverFields::field( $key ) ?? array(), $kind ),
			);
		}
		return $fields;
	}

	/**
	 * The limit the validator applies: code points of text, entries of the
	 * registrants; null for the types it does not count.
	 *
	 * @param array{type: string, max: int|null} $rule A validator rule.
	 */
	private static function text_limit( array $rule ): ?int {
		return in_array( $rule['type'], array( 'text', 'multiline', 'registrants' ), true ) ? $rule['max'] : null;
	}
}
