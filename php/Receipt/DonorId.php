<?php
/**
 * The donor's national ID number, for those who ask for it on their receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\NationalId;

/**
 * Optional, given only by donors who ask for it (for the temple's donation
 * records to the tax office): in My Account → 收據 for the account
 * (user meta USER_META), or by staff on the order's Receipts box for that
 * order (order meta ORDER_META, a guest's or a counter donor's). A receipt in
 * the payer's name takes the order's number, else the account's when the
 * payer is the account's holder (their names match), when it is issued
 * (and keeps it: ReceiptRecord `payer_id`); a personal receipt in a
 * believer's name never does. Only a valid number is ever stored
 * (Domain\NationalId); what is read back is checked again.
 */
final class DonorId {

	/** The account's number. */
	public const USER_META = 'temple_offerings_donor_id';

	/** The order's number. */
	public const ORDER_META = '_temple_offerings_donor_id';

	/**
	 * The account's number, '' for none.
	 *
	 * @param int $user_id The account.
	 */
	public function of_user( int $user_id ): string {
		return $user_id > 0 ? NationalId::read( get_user_meta( $user_id, self::USER_META, true ) ) : '';
	}

	/**
	 * Sets or removes the account's number.
	 *
	 * @param int    $user_id The account.
	 * @param string $id      A valid, normalized number; '' removes it.
	 */
	public function set_user( int $user_id, string $id ): void {
		if ( '' === $id ) {
			delete_user_meta( $user_id, self::USER_META );
			return;
		}
		update_user_meta( $user_id, self::USER_META, $id );
	}

	/**
	 * The order's own number, '' for none.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function of_order( \WC_Order $order ): string {
		return NationalId::read( $order->get_meta( self::ORDER_META, true ) );
	}

	/**
	 * Sets or removes the order's number (the caller saves the order).
	 *
	 * @param \WC_Order $order The order.
	 * @param string    $id    A valid, normalized number; '' removes it.
	 */
	public function set_order( \WC_Order $order, string $id ): void {
		if ( '' === $id ) {
			$order->delete_meta_data( self::ORDER_META );
			return;
		}
		$order->update_meta_data( self::ORDER_META, $id );
	}

	/**
	 * The number a receipt in the payer's name takes: the order's, else its
	 * customer's account's when the payer is the account's holder. An
	 * order's customer is not always its payer: the counter files a
	 * household member's order under the household's account with the
	 * billing name of whoever paid, and the account's number must never
	 * stand under someone else's name.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function for_receipt( \WC_Order $order ): string {
		$own     = $this->of_order( $order );
		$user_id = $order->get_customer_id();
		if ( '' !== $own || $user_id <= 0 ) {
			return $own;
		}
		return self::same_name( OrderReceiptLines::payer( $order ), self::account_name( $user_id ) ) ? $this->of_user( $user_id ) : '';
	}

	/**
	 * The account holder's name as a receipt writes it: the billing name the
	 * account keeps, else the name of its profile.
	 *
	 * @param int $user_id The account.
	 */
	private static function account_name( int $user_id ): string {
		$meta    = static fn( string $key ): string => (string) get_user_meta( $user_id, $key, true );
		$billing = ReceiptPeople::payer_name( $meta( 'billing_first_name' ), $meta( 'billing_last_name' ), '' );
		return '' !== $billing ? $billing : ReceiptPeople::payer_name( $meta( 'first_name' ), $meta( 'last_name' ), '' );
	}

	/**
	 * Whether two names are one (pure): compared as ReceiptPeople::plain_name()
	 * writes them (without spaces, in one width and case); an empty name
	 * matches nothing.
	 *
	 * @param string $payer   The name on the receipt.
	 * @param string $account The account holder's name.
	 */
	public static function same_name( string $payer, string $account ): bool {
		$plain = ReceiptPeople::plain_name( $payer );
		return '' !== $plain && ReceiptPeople::plain_name( $account ) === $plain;
	}

	/**
	 * A typed number read and checked: the number, or null when it is none.
	 *
	 * @param string $typed As typed.
	 */
	public static function typed( string $typed ): ?string {
		$id = NationalId::normalize( $typed );
		return NationalId::valid( $id ) ? $id : null;
	}
}
