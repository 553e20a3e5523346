<?php
/**
 * Server side of the one believer rule set.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Validates the believers posted for one product, with exactly the rules of
 * src/domain/validation.ts (read its header for the principles); the shared
 * fixture src/domain/test/believers.fixtures.json runs on both.
 *
 * Errors are arrays `[ 'index' => int, 'field' => string, 'code' => string ]`
 * with code required | invalid | too_long | too_many | not_in_year | not_in_month.
 */
final class BelieverValidator {

	public const LIMITS = array(
		'name'             => 50,
		'super_name'       => 50,
		'deceased_name'    => 50,
		'address'          => 200,
		'deceased_address' => 200,
		'note'             => 500,
		'mobile'           => 20,
		'email'            => 100,
		'registrant_name'  => 50,
		'depends_people'   => 20,
		'believers'        => 100,
		'gift_believers'   => 1,
	);

	private const MOBILE_PATTERN = '/^[0-9+\-() ]{6,20}\z/';

	// The WHATWG e-mail pattern with a dotted domain, ASCII only, as in the TS.
	private const EMAIL_PATTERN = '/^[A-Za-z0-9.!#$%&\'*+\/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+\z/';

	/**
	 * How many believers one product of this kind may have.
	 *
	 * @param string $kind Form kind.
	 */
	public static function max_believers( string $kind ): int {
		return FormKind::is_gift( $kind ) ? self::LIMITS['gift_believers'] : self::LIMITS['believers'];
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
	 * Validates a product's believers by its category slugs.
	 *
	 * @param string[] $category_slugs The product's categories.
	 * @param mixed    $believers      List of believers.
	 * @return array<int, array{index: int, field: string, code: string}>
	 */
	public function validate_for_categories( array $category_slugs, mixed $believers ): array {
		return $this->validate( FormKind::of( $category_slugs ) ?? '', $believers );
	}

	/**
	 * Validates one believer as row `$index` of its product.
	 *
	 * @param string $kind     Form kind.
	 * @param mixed  $believer Believer array.
	 * @param int    $index    Row index.
	 * @return array<int, array{index: int, field: string, code: string}>
	 */
	public function validate_believer( string $kind, mixed $believer, int $index ): array {
		$row    = is_array( $believer ) ? $believer : array();
		$errors = array();
		$add    = static function ( string $field, ?string $code ) use ( &$errors, $index ): void {
			if ( null !== $code ) {
				$errors[] = self::error( $index, $field, $code );
			}
		};
		$date   = static function ( string $field, mixed $value, bool $required ) use ( $add ): void {
			foreach ( self::check_lunar_date( $value, $required ) as [ $part, $code ] ) {
				$add( '' === $part ? $field : $field . '.' . $part, $code );
			}
		};

		$deceased = FormKind::has_deceased( $kind );
		$add( 'name', self::check_text( $row['name'] ?? null, true, self::LIMITS['name'] ) );
		if ( FormKind::has_gender( $kind ) ) {
			$add( 'gender', self::check_choice( $row['gender'] ?? null, Gender::values( $kind ), true ) );
		}
		$add( 'super_name', self::check_text( $row['super_name'] ?? null, FormKind::has_super_name( $kind ), self::LIMITS['super_name'] ) );
		$add( 'address', self::check_text( $row['address'] ?? null, true, self::LIMITS['address'] ) );
		$date( 'birthday', $row['birthday'] ?? null, FormKind::has_lunar_birthday( $kind ) );
		$add( 'time', self::check_hour( $row['time'] ?? null ) );
		$add( 'mobile', self::check_pattern( $row['mobile'] ?? null, self::LIMITS['mobile'], self::MOBILE_PATTERN ) );
		$add( 'email', self::check_pattern( $row['email'] ?? null, self::LIMITS['email'], self::EMAIL_PATTERN ) );
		$add( 'note', self::check_text( $row['note'] ?? null, false, self::LIMITS['note'] ) );

		$add( 'deceased_name', self::check_text( $row['deceased_name'] ?? null, $deceased, self::LIMITS['deceased_name'] ) );
		$add( 'deceased_gender', self::check_choice( $row['deceased_gender'] ?? null, Gender::DECEASED, $deceased ) );
		$add( 'deceased_address', self::check_text( $row['deceased_address'] ?? null, $deceased, self::LIMITS['deceased_address'] ) );
		$date( 'deceased_birthday', $row['deceased_birthday'] ?? null, $deceased );
		$date( 'deceased_death_anniversary', $row['deceased_death_anniversary'] ?? null, $deceased );

		$people = $row['depends_people'] ?? null;
		$people = is_array( $people ) && array_is_list( $people ) ? $people : array();
		if ( FormKind::is_gift( $kind ) && 0 === $index && array() === $people ) {
			$add( 'depends_people', 'required' );
		}
		if ( count( $people ) > self::LIMITS['depends_people'] ) {
			$add( 'depends_people', 'too_many' );
		}
		foreach ( array_slice( $people, 0, self::LIMITS['depends_people'] ) as $number => $person ) {
			$registrant = is_array( $person ) ? $person : array();
			$prefix     = 'depends_people.' . $number;
			$add( $prefix . '.name', self::check_text( $registrant['name'] ?? null, true, self::LIMITS['registrant_name'] ) );
			$add( $prefix . '.gender', self::check_choice( $registrant['gender'] ?? null, Gender::HUMAN, true ) );
			$date( $prefix . '.birthday', $registrant['birthday'] ?? null, true );
		}
		return $errors;
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
	 * Free text: blank → required (when required), too long → too_long.
	 *
	 * @param mixed $value    Value.
	 * @param bool  $required Whether it must be given.
	 * @param int   $max      Most code points.
	 */
	private static function check_text( mixed $value, bool $required, int $max ): ?string {
		$text = Text::trim( Text::str( $value ) );
		if ( '' === $text ) {
			return $required ? 'required' : null;
		}
		return Text::length( $text ) > $max ? 'too_long' : null;
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
	 * The optional `time` field: empty, or 吉 or a branch.
	 *
	 * @param mixed $value Value.
	 */
	private static function check_hour( mixed $value ): ?string {
		$raw = Text::str( $value );
		if ( '' === Text::trim( $raw ) ) {
			return null;
		}
		return LunarDate::is_valid_part( 'time', $raw ) ? null : 'invalid';
	}

	/**
	 * Optional text with a format (mobile, email).
	 *
	 * @param mixed  $value   Value.
	 * @param int    $max     Most code points.
	 * @param string $pattern PCRE pattern.
	 */
	private static function check_pattern( mixed $value, int $max, string $pattern ): ?string {
		$text = Text::trim( Text::str( $value ) );
		if ( '' === $text ) {
			return null;
		}
		if ( Text::length( $text ) > $max ) {
			return 'too_long';
		}
		return 1 === preg_match( $pattern, $text ) ? null : 'invalid';
	}

	/**
	 * A joined lunar date 'Y-M-D-T': more than four parts is one `invalid` on
	 * the whole field (part ''); otherwise each part is checked on its own,
	 * and a well-formed date must exist (LunarCalendar): a leap month its year
	 * has (not_in_year), a day within its month (not_in_month).
	 *
	 * @param mixed $value    Joined date.
	 * @param bool  $required Whether every part must be given.
	 * @return array<int, array{0: string, 1: string}> [ part, code ] pairs.
	 */
	private static function check_lunar_date( mixed $value, bool $required ): array {
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
			if ( null !== $impossible ) {
				$result[] = array( $impossible, 'month' === $impossible ? 'not_in_year' : 'not_in_month' );
			}
		}
		return $result;
	}
}
