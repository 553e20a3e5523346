<?php
/**
 * Who may open a receipt's print.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP, on the facts the print link's request gives. Staff see every
 * receipt. An order placed from an account opens only to that account,
 * signed in (the link in the e-mail of a customer who is signed out leads
 * to the sign-in form first, as WooCommerce's own order pages do), never
 * to its key. A guest order opens to its order key, the secret WooCommerce
 * puts in the guest's own links, compared in constant time. Anyone else is
 * told there is nothing there: the same answer as for an order that does
 * not exist, so a link tried on other numbers learns nothing.
 */
final class ReceiptAccess {

	public const ALLOW = 'allow';

	public const SIGN_IN = 'sign_in';

	public const DENY = 'deny';

	/**
	 * @param bool   $staff     The visitor may see every order.
	 * @param int    $user_id   The visitor (0 when signed out).
	 * @param int    $customer  The order's customer (0 for a guest order).
	 * @param string $order_key The order's key.
	 * @param string $given     The key the link holds ('' for none).
	 */
	public static function decide( bool $staff, int $user_id, int $customer, string $order_key, string $given ): string {
		if ( $staff || ( $customer > 0 && $customer === $user_id ) ) {
			return self::ALLOW;
		}
		if ( 0 === $customer && '' !== $order_key && '' !== $given && hash_equals( $order_key, $given ) ) {
			return self::ALLOW;
		}
		return 0 === $user_id && ( $customer > 0 || '' === $given ) ? self::SIGN_IN : self::DENY;
	}
}
