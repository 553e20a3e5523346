<?php
/**
 * An amount in NT$ written in 大寫, as a receipt writes its total.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Domain;

/**
 * Pure PHP. A receipt writes its total twice, in figures and in 大寫
 * (壹貳參肆伍陸柒捌玖, 拾佰仟 within a group of four digits, 萬 and 億 between
 * groups), so that neither can be changed without the other showing it. The
 * rules are those of Taiwan's cheques and receipts:
 *
 * - the digit before 拾 is always written: 10 is 壹拾元整, never 拾元整,
 *   which a pen could turn into 貳拾元整;
 * - one 零 stands for any run of zeros between two written digits, across
 *   萬 and 億 too (1,005 壹仟零伍, 100,010 壹拾萬零壹拾, 100,001,000
 *   壹億零壹仟); zeros at the end are not written;
 * - a group of four zeros writes no 萬 (100,000,000 is 壹億);
 * - 元整 ends it: the amounts are whole dollars.
 *
 * Text, not a translation: 大寫 is the same on a receipt whatever the site's
 * language. Only whole amounts from 0 to 999,999,999,999 are written; any
 * other value is refused rather than rounded, so a receipt never states in
 * words an amount its figures do not.
 */
final class ChineseAmount {

	/** Largest amount written: four groups of four digits would need 兆. */
	public const MAX = 999999999999;

	private const DIGITS = array( '零', '壹', '貳', '參', '肆', '伍', '陸', '柒', '捌', '玖' );

	/** Place within a group of four digits, from the right. */
	private const PLACES = array( '', '拾', '佰', '仟' );

	/** Unit of each group of four digits, from the right. */
	private const GROUPS = array( '', '萬', '億' );

	/**
	 * The amount in 大寫.
	 *
	 * @param mixed $amount A whole amount from 0 to MAX: an int, a float
	 *                      without fraction, or digits as WooCommerce stores
	 *                      a price ('600', '2200.00').
	 * @return string e.g. 壹萬貳仟參佰元整.
	 * @throws \InvalidArgumentException When the amount is negative, has a fraction, is no number or is above MAX.
	 */
	public static function words( mixed $amount ): string {
		$whole = self::whole( $amount );
		if ( null === $whole ) {
			throw new \InvalidArgumentException( 'An amount in words is a whole number of dollars from 0 to 999999999999.' );
		}
		if ( 0 === $whole ) {
			return '零元整';
		}
		$digits  = strrev( (string) $whole );
		$written = '';
		$zero    = false;
		for ( $place = strlen( $digits ) - 1; $place >= 0; $place-- ) {
			$digit = (int) $digits[ $place ];
			if ( 0 === $digit ) {
				// A zero is written only when a digit follows it, once for the whole run.
				$zero = '' !== $written;
			} else {
				$written .= ( $zero ? self::DIGITS[0] : '' ) . self::DIGITS[ $digit ] . self::PLACES[ $place % 4 ];
				$zero     = false;
			}
			if ( 0 === $place % 4 && $place > 0 && '0000' !== substr( $digits, $place, 4 ) ) {
				$written .= self::GROUPS[ intdiv( $place, 4 ) ];
			}
		}
		return $written . '元整';
	}

	/**
	 * The whole amount, or null when the value is not one from 0 to MAX.
	 *
	 * @param mixed $amount Value as given.
	 */
	private static function whole( mixed $amount ): ?int {
		if ( is_string( $amount ) && 1 === preg_match( '/^(\d{1,12})(?:\.0+)?\z/', $amount, $match ) ) {
			$amount = (int) $match[1];
		} elseif ( is_float( $amount ) && is_finite( $amount ) && floor( $amount ) === $amount && abs( $amount ) <= self::MAX ) {
			$amount = (int) $amount;
		}
		return is_int( $amount ) && $amount >= 0 && $amount <= self::MAX ? $amount : null;
	}
}
