<?php
/**
 * Server side of the one believer rule set.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Validates the believers posted for one product. The rules come from the
 * field table (BelieverFields: which kinds require a field, its limit, its
 * pattern, its gender set) and are the rules of src/domain/validation.ts; the
 * shared fixture src/domain/test/believers.fixtures.json runs on both.
 *
 * Principles, identical on both sides:
 * - a value that is not a string counts as empty;
 * - text is trimmed of whitespace (Text::WHITESPACE, which includes the
 *   full-width space U+3000) before "required", length and pattern checks;
 *   lengths are counted in Unicode code points;
 * - each field yields at most one error, checked in the order
 *   required → too_long → invalid (a lunar date: one per part, and
 *   not_in_year / not_in_month only when every part is well formed);
 * - table values (gender, date parts, hour) are compared exactly, untrimmed;
 * - a field that the kind does not require, or does not even show, is still
 *   checked when non-empty (length, pattern, table), so nothing malformed
 *   reaches an order (a gender against the set the table names for the
 *   kind; a kind naming none leaves it unchecked);
 * - list limits: `believers.max` believers per product by kind, the
 *   registrants' `max`; one `too_many` error at the first index past the
 *   limit, and rows past the limit are not checked further.
 *
 * - a lunar date that exists must not lie after today (after_today on the
 *   first known part later than today's), today being the site's date (its
 *   time zone, as staff and the worshipper's calendar read it) unless the
 *   constructor is given one, as the tests do.
 *
 * Errors are arrays `[ 'index' => int, 'field' => string, 'code' => string ]`
 * with code required | invalid | too_long | too_many | not_in_year |
 * not_in_month | after_today.
 */
final class BelieverValidator {

	/**
	 * @param string|null $today Today as YYYY-MM-DD; null: the site's date at each check.
	 */
	public function __construct( private ?string $today = null ) {}

	/**
	 * How many believers one product of this kind may have.
	 *
	 * @param string $kind Form kind.
	 */
	public static function max_believers( string $kind ): int {
		return BelieverFields::max_believers( $kind );
	}

	/**
	 * The most believers any kind takes: what one offering may carry at all
	 * (the REST schema's bound, the sanitizer's).
	 */
	public static function most_believers(): int {
		return max( array( 0, ...array_map( array( self::class, 'max_believers' ), FormKind::priority() ) ) );
	}

	/**
	 * How many family registrants one believer may list: the limit of the
	 * table's registrants field.
	 */
	public static function max_registrants(): int {
		foreach ( self::rules( BelieverFields::ANY_KIND ) as $rule ) {
			if ( 'registrants' === $rule['type'] ) {
				return $rule['max'] ?? 0;
			}
		}
		return 0;
	}

	/**
	 * What is checked of each believer field in a kind, worked out once from
	 * the table: its type, whether the kind requires it, its limit (code
	 * points, or entries for the registrants), the source of its pattern and
	 * the gender values it accepts (null: no limit, no pattern, no gender set).
	 *
	 * @param string $kind Form kind.
	 * @return array<string, array{type: string, required: bool, max: int|null, pattern: string|null, choices: string[]|null}>
	 */
	public static function rules( string $kind ): array {
		return BelieverFields::remember( 'validator:' . $kind, static fn(): array => self::rules_of( BelieverFields::fields(), $kind ) );
	}

	/**
	 * The same for the fields of one family registrant.
	 *
	 * @param string $kind Form kind of the believer who lists them.
	 * @return array<string, array{type: string, required: bool, max: int|null, pattern: string|null, choices: string[]|null}>
	 */
	public static function registrant_rules( string $kind ): array {
		return BelieverFields::remember( 'validator-registrant:' . $kind, static fn(): array => self::rules_of( BelieverFields::registrant_fields(), $kind ) );
	}

	/**
	 * Validates every believer of one product.
	 *
	 * @param string $kind      Form kind (see FormKind); an unknown kind is one
	 *                          `invalid` error on `believers`.
	 * @param mixed  $believers List of believer arrays (sanitized wire shape).
	 * @return array<int, array{index: int, field: string, code: string}>
	 */
	public function validate( string $kind, mixed $believers ): array {
		if ( ! FormKind::is_kind( $kind ) ) {
			return array( self::error( 0, 'believers', 'invalid' ) );
		}
		if ( ! is_array( $believers ) || ! array_is_list( $believers ) || array() === $believers ) {
			return array( self::error( 0, 'believers', 'required' ) );
		}
		$max    = self::max_believers( $kind );
		$errors = array();
		if ( count( $believers ) > $max ) {
			$errors[] = self::error( $max, 'believers', 'too_many' );
		}
		foreach ( array_slice( $believers, 0, $max ) as $index => $believer ) {
			array_push( $errors, ...$this->validate_believer( $kind, $believer, $index ) );
		}
		return $errors;
	}

	/**
	 * Validates one believer as row `$index` of its product: every field of
	 * the table, whether or not the kind shows it.
	 *
	 * @param string $kind     Form kind.
	 * @param mixed  $believer Believer array.
	 * @param int    $index    Row index.
	 * @return array<int, array{index: int, field: string, code: string}>
	 */
	public function validate_believer( string $kind, mixed $believer, int $index ): array {
		$errors = array();
		foreach ( self::check_fields( self::rules( $kind ), $kind, $believer, '', $this->lunar_today() ) as [ $field, $code ] ) {
			$errors[] = self::error( $index, $field, $code );
		}
		return $errors;
	}

	/**
	 * Today's lunar day: the given date's, or the site's (WordPress's
	 * current_time, in the site's time zone; UTC without WordPress).
	 *
	 * @return array{year: int, month: string, day: string}|null
	 */
	private function lunar_today(): ?array {
		$today = $this->today ?? ( function_exists( 'current_time' ) ? (string) current_time( 'Y-m-d' ) : gmdate( 'Y-m-d' ) );
		return LunarCalendar::solar_to_lunar( $today );
	}

	/**
	 * Rules for a set of fields.
	 *
	 * @param array<string, array<string, mixed>> $fields Field definitions.
	 * @param string                              $kind   Form kind.
	 * @return array<string, array{type: string, required: bool, max: int|null, pattern: string|null, choices: string[]|null}>
	 */
	private static function rules_of( array $fields, string $kind ): array {
		$patterns = BelieverFields::patterns();
		$rules    = array();
		foreach ( $fields as $key => $field ) {
			$rules[ $key ] = array(
				'type'     => (string) ( $field['type'] ?? '' ),
				'required' => BelieverFields::requires( $field, $kind ),
				'max'      => BelieverFields::max( $field ),
				'pattern'  => $patterns[ $field['pattern'] ?? '' ] ?? null,
				'choices'  => Gender::choices( $field, $kind ),
			);
		}
		return $rules;
	}

	/**
	 * The [ field, code ] pairs of one object (a believer or a registrant).
	 *
	 * @param array<string, array<string, mixed>> $rules  Its rules (rules()).
	 * @param string                              $kind   Form kind.
	 * @param mixed                               $object Believer or registrant.
	 * @param string                              $prefix Path before each key ('' or 'depends_people.N.').
	 * @param array{year: int, month: string, day: string}|null $today Today's lunar day (null: no date is after it).
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function check_fields( array $rules, string $kind, mixed $object, string $prefix, ?array $today ): array {
		$row   = is_array( $object ) ? $object : array();
		$found = array();
		foreach ( $rules as $key => $rule ) {
			$value = $row[ $key ] ?? null;
			switch ( $rule['type'] ) {
				case 'text':
				case 'multiline':
					$code = self::check_text( $value, $rule['required'], $rule['max'] ?? PHP_INT_MAX, $rule['pattern'] );
					break;
				case 'gender':
					// A kind that offers no choice has nothing to check the value against.
					$code = null === $rule['choices'] ? null : self::check_choice( $value, $rule['choices'], $rule['required'] );
					break;
				case 'hour':
					$code = self::check_hour( $value, $rule['required'] );
					break;
				case 'lunar-date':
					foreach ( self::check_lunar_date( $value, $rule['required'], $today ) as [ $part, $part_code ] ) {
						$found[] = array( '' === $part ? $prefix . $key : $prefix . $key . '.' . $part, $part_code );
					}
					continue 2;
				case 'registrants':
					array_push( $found, ...self::check_registrants( $kind, $value, $rule['required'], $rule['max'] ?? PHP_INT_MAX, $prefix . $key, $today ) );
					continue 2;
				default:
					// id, boolean and categories: the sanitizer has made them harmless, and nothing else is asked of them.
					continue 2;
			}
			if ( null !== $code ) {
				$found[] = array( $prefix . $key, $code );
			}
		}
		return $found;
	}

	/**
	 * The family registrants: at least one when required, at most `$max`, and
	 * each of the first `$max` checked with the registrant rules.
	 *
	 * @param string $kind     Form kind.
	 * @param mixed  $value    The list.
	 * @param bool   $required Whether the kind requires registrants.
	 * @param int    $max      Most registrants.
	 * @param string $path     The list's field path.
	 * @param array{year: int, month: string, day: string}|null $today Today's lunar day.
	 * @return array<int, array{0: string, 1: string}>
	 */
	private static function check_registrants( string $kind, mixed $value, bool $required, int $max, string $path, ?array $today ): array {
		$people = is_array( $value ) && array_is_list( $value ) ? $value : array();
		$found  = array();
		if ( $required && array() === $people ) {
			$found[] = array( $path, 'required' );
		}
		if ( count( $people ) > $max ) {
			$found[] = array( $path, 'too_many' );
		}
		foreach ( array_slice( $people, 0, $max ) as $number => $person ) {
			array_push( $found, ...self::check_fields( self::registrant_rules( $kind ), $kind, $person, $path . '.' . $number . '.', $today ) );
		}
		return $found;
	}

	/**
	 * The PCRE of a pattern source. The table's sources are written for
	 * JavaScript's RegExp (no delimiters, a bare /); D makes $ match only at
	 * the very end, as in JavaScript, so a value ending in a line break never
	 * passes (the value is trimmed first anyway); u reads the source and the
	 * value as Unicode, as JavaScript's u flag does, so \p{L} is any letter.
	 *
	 * @param string $source Pattern source from the table.
	 */
	public static function pcre( string $source ): string {
		return '/' . addcslashes( $source, '/' ) . '/Du';
	}

	/**
	 * One error.
	 *
	 * @param int    $index Row index.
	 * @param string $field Wire field.
	 * @param string $code  Error code.
	 * @return array{index: int, field: string, code: string}
	 */
	private static function error( int $index, string $field, string $code ): array {
		return array(
			'index' => $index,
			'field' => $field,
			'code'  => $code,
		);
	}

	/**
	 * Free text: blank → required (when required), too long → too_long, not
	 * matching its pattern (if any) → invalid.
	 *
	 * @param mixed       $value    Value.
	 * @param bool        $required Whether it must be given.
	 * @param int         $max      Most code points.
	 * @param string|null $pattern  Source of the pattern the trimmed text must match, or null.
	 */
	private static function check_text( mixed $value, bool $required, int $max, ?string $pattern ): ?string {
		$text = Text::trim( Text::str( $value ) );
		if ( '' === $text ) {
			return $required ? 'required' : null;
		}
		if ( Text::length( $text ) > $max ) {
			return 'too_long';
		}
		return null === $pattern || 1 === preg_match( self::pcre( $pattern ), $text ) ? null : 'invalid';
	}

	/**
	 * A value from a table, compared exactly.
	 *
	 * @param mixed    $value    Value.
	 * @param string[] $values   Allowed values.
	 * @param bool     $required Whether it must be given.
	 */
	private static function check_choice( mixed $value, array $values, bool $required ): ?string {
		$raw = Text::str( $value );
		if ( '' === Text::trim( $raw ) ) {
			return $required ? 'required' : null;
		}
		return in_array( $raw, $values, true ) ? null : 'invalid';
	}

	/**
	 * The hour repeated from the birthday (`time`): empty, or 吉 or a branch.
	 *
	 * @param mixed $value    Value.
	 * @param bool  $required Whether it must be given.
	 */
	private static function check_hour( mixed $value, bool $required ): ?string {
		$raw = Text::str( $value );
		if ( '' === Text::trim( $raw ) ) {
			return $required ? 'required' : null;
		}
		return LunarDate::is_valid_part( 'time', $raw ) ? null : 'invalid';
	}

	/**
	 * A joined lunar date 'Y-M-D-T': more than four parts is one `invalid` on
	 * the whole field (part ''); otherwise each part is checked on its own,
	 * and a well-formed date must exist (LunarCalendar): a leap month its year
	 * has (not_in_year), a day within its month (not_in_month); and one that
	 * exists must not lie after today (after_today on the first known part
	 * later than today's).
	 *
	 * @param mixed                                          $value    Joined date.
	 * @param bool                                           $required Whether every part must be given.
	 * @param array{year: int, month: string, day: string}|null $today    Today's lunar day (null: no date is after it).
	 * @return array<int, array{0: string, 1: string}> [ part, code ] pairs.
	 */
	private static function check_lunar_date( mixed $value, bool $required, ?array $today ): array {
		$parts = explode( '-', Text::str( $value ) );
		if ( count( $parts ) > count( LunarDate::PARTS ) ) {
			return array( array( '', 'invalid' ) );
		}
		$result = array();
		foreach ( LunarDate::PARTS as $position => $name ) {
			$part = $parts[ $position ] ?? '';
			if ( '' === Text::trim( $part ) ) {
				if ( $required ) {
					$result[] = array( $name, 'required' );
				}
			} elseif ( ! LunarDate::is_valid_part( $name, $part ) ) {
				$result[] = array( $name, 'invalid' );
			}
		}
		if ( array() === $result ) {
			$impossible = LunarCalendar::impossible_part( $parts[0] ?? '', $parts[1] ?? '', $parts[2] ?? '' );
			$later      = null === $impossible ? LunarCalendar::part_after_today( $parts[0] ?? '', $parts[1] ?? '', $parts[2] ?? '', $today ) : null;
			if ( null !== $impossible ) {
				$result[] = array( $impossible, 'month' === $impossible ? 'not_in_year' : 'not_in_month' );
			} elseif ( null !== $later ) {
				$result[] = array( $later, 'after_today' );
			}
		}
		return $result;
	}
}
