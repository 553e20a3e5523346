<?php
/**
 * One phone number however it is written.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

/**
 * A billing phone counts places by its digits alone: 0912-345-678,
 * (0912) 345 678 and +886 912 345 678 are one phone. Taiwan's country code
 * written in front (+886, or 00886 dialled from abroad) stands for the
 * leading 0 of the national number, so +886 912 345 678 and
 * +886 0912 345 678 are 0912345678 too. A text with fewer than six digits is
 * no phone (empty): it counts nobody, rather than everyone who typed "0";
 * so is a row of zeros. An order whose personal data is erased loses its
 * phone, and with it the normalised copy (HouseholdShares::stamp() follows
 * the billing phone on every save).
 */
final class PhoneNumber {

	/** The fewest digits a phone number has. */
	public const MIN_DIGITS = 6;

	/**
	 * The phone's digits as they are counted, or '' when it is no phone.
	 *
	 * @param string $phone As typed.
	 */
	public static function normalise( string $phone ): string {
		$text   = trim( $phone );
		$digits = preg_replace( '/\D+/', '', $text ) ?? '';
		if ( str_starts_with( $text, '+886' ) || str_starts_with( $digits, '00886' ) ) {
			$digits = '0' . ltrim( substr( $digits, str_starts_with( $text, '+' ) ? 3 : 5 ), '0' );
		}
		// A phone of zeros is a placeholder (an erased order's), never one household.
		return strlen( $digits ) >= self::MIN_DIGITS && '' !== trim( $digits, '0' ) ? substr( $digits, 0, 20 ) : '';
	}
}
