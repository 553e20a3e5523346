<?php
/**
 * Who a receipt names: the payer and the 經手人.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP. The payer is the order's billing name, written as Chinese names
 * are, family name first and without a space (王小明), when both parts are
 * Chinese, and as typed otherwise; a company when there is no name. The
 * 經手人 (who received the money) of an order the worshipper placed online
 * is 網路, whoever later marks a bank transfer paid; of any other order (made
 * by staff on the order screen or through the REST API) the staff member who
 * marked it paid, or no one when no one knowable did.
 */
final class ReceiptPeople {

	/** WooCommerce's `created_via` of orders placed by the worshipper: the classic and the block checkout. */
	public const ONLINE = array( 'checkout', 'store-api' );

	/**
	 * @param string $first   Billing first name.
	 * @param string $last    Billing last name.
	 * @param string $company Billing company.
	 */
	public static function payer_name( string $first, string $last, string $company ): string {
		$first = trim( $first );
		$last  = trim( $last );
		if ( '' === $first && '' === $last ) {
			return trim( $company );
		}
		if ( self::chinese( $first ) && self::chinese( $last ) ) {
			return $last . $first;
		}
		return trim( $first . ' ' . $last );
	}

	/**
	 * A name as two spellings of one are compared (DonorId's account holder,
	 * ReceiptDonor's donors): without spaces or middle dots, in one width and
	 * case (「王 大明」, 「王大明」 and 「Ｗang」 against 「wang」 are one).
	 *
	 * @param string $name A name.
	 */
	public static function plain_name( string $name ): string {
		$name = class_exists( \Normalizer::class ) ? (string) \Normalizer::normalize( $name, \Normalizer::FORM_KC ) : $name;
		return mb_strtolower( (string) preg_replace( '/[\s·・.]+/u', '', $name ) );
	}

	/**
	 * @param string $created_via The order's `created_via`.
	 * @param string $staff       The name of the staff member marking it paid, '' for none.
	 */
	public static function handler( string $created_via, string $staff ): string {
		return in_array( $created_via, self::ONLINE, true ) ? __( 'Online', 'temple-offerings' ) : $staff;
	}

	/**
	 * Whether a part of a name is Chinese characters only ('' counts).
	 *
	 * @param string $text Name part.
	 */
	private static function chinese( string $text ): bool {
		return 1 === preg_match( '/^[\p{Han}·・]*\z/u', $text );
	}
}
