<?php
/**
 * A product's numbering: prefix, first number and width.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Numbers;

/**
 * Pure value object. A temple writes a registrant's number (燈號) on the lamp,
 * e.g. 光明燈-0001: the prefix, then the number padded with zeros to the
 * width. A product without a first number gives no numbers, so numbering is
 * something staff switch on per offering.
 */
final class NumberSettings {

	public const PREFIX_KEY = '_temple_offerings_number_prefix';

	public const START_KEY = '_temple_offerings_number_start';

	public const WIDTH_KEY = '_temple_offerings_number_width';

	/** Longest prefix: a lamp has little room, and the counter's name must stay short. */
	public const PREFIX_MAX = 20;

	public const WIDTH_MIN = 1;

	public const WIDTH_MAX = 10;

	public const WIDTH_DEFAULT = 4;

	/** Largest first number: ten digits, the widest a number is padded to. */
	public const START_MAX = 9999999999;

	/**
	 * @param string $prefix Text before the number.
	 * @param int    $start  First number given.
	 * @param int    $width  Digits the number is padded to.
	 */
	public function __construct( public readonly string $prefix, public readonly int $start, public readonly int $width ) {}

	/**
	 * Settings as stored in product meta; null when the product gives no
	 * numbers (no first number) or the stored values are out of range
	 * (meta can be edited outside this plugin).
	 *
	 * @param mixed $prefix Stored prefix.
	 * @param mixed $start  Stored first number.
	 * @param mixed $width  Stored width.
	 */
	public static function from_meta( mixed $prefix, mixed $start, mixed $width ): ?self {
		$start = self::whole( $start );
		if ( null === $start || $start < 1 || $start > self::START_MAX ) {
			return null;
		}
		$width  = self::whole( $width ) ?? self::WIDTH_DEFAULT;
		$width  = max( self::WIDTH_MIN, min( self::WIDTH_MAX, $width ) );
		$prefix = is_string( $prefix ) ? self::clean_prefix( $prefix ) : '';
		return new self( $prefix, $start, $width );
	}

	/**
	 * Checks what staff typed on the product screen.
	 *
	 * @param string $prefix Prefix as typed.
	 * @param string $start  First number as typed; empty turns numbering off.
	 * @param string $width  Width as typed; empty means the default.
	 * @return array{values: array{prefix: string, start: string, width: string}, errors: array<int, string>}
	 *         The values to store (empty start: none) and the problems, as
	 *         English sources naming the field; no values are stored when
	 *         there is any error.
	 */
	public static function check_input( string $prefix, string $start, string $width ): array {
		$errors = array();
		$prefix = self::clean_prefix( $prefix );
		$start  = trim( $start );
		$width  = trim( $width );
		if ( '' !== $start && ( ! preg_match( '/^\d{1,10}$/', $start ) || (int) $start < 1 ) ) {
			$errors[] = 'The first number must be a whole number from 1 to 9999999999.';
		}
		if ( '' !== $width && ( ! preg_match( '/^\d{1,2}$/', $width ) || (int) $width < self::WIDTH_MIN || (int) $width > self::WIDTH_MAX ) ) {
			$errors[] = 'The number width must be a whole number from 1 to 10.';
		}
		return array(
			'values' => array(
				'prefix' => $prefix,
				'start'  => '' === $start ? '' : (string) (int) $start,
				'width'  => '' === $width ? '' : (string) (int) $width,
			),
			'errors' => $errors,
		);
	}

	/**
	 * A number as written on the lamp: prefix, then the number padded to the
	 * width (a number longer than the width is written whole, never cut).
	 *
	 * @param int $number The number.
	 */
	public function format( int $number ): string {
		return $this->prefix . str_pad( (string) $number, $this->width, '0', STR_PAD_LEFT );
	}

	/**
	 * One line of plain text, no control characters, at most PREFIX_MAX characters.
	 *
	 * @param string $prefix Prefix as typed or stored.
	 */
	private static function clean_prefix( string $prefix ): string {
		$prefix = (string) preg_replace( '/[\p{C}<>]+/u', '', $prefix );
		$prefix = trim( $prefix );
		return mb_substr( $prefix, 0, self::PREFIX_MAX );
	}

	/**
	 * A stored whole number, or null.
	 *
	 * @param mixed $value Stored value.
	 */
	private static function whole( mixed $value ): ?int {
		if ( is_int( $value ) ) {
			return $value;
		}
		return is_string( $value ) && preg_match( '/^\d{1,10}$/', trim( $value ) ) ? (int) trim( $value ) : null;
	}
}
