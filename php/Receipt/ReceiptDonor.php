<?php
/**
 * Whose annual statement: a donor as the receipts table tells them apart.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP. A donor is a name (ReceiptPeople::plain_name(): without spaces,
 * in one width and case) within one account; for a guest order, within its
 * billing e-mail address, else its billing phone, else the order alone.
 * 王小明's receipts from his account are his, the personal receipts his
 * account paid in his mother's name are hers, and the counter's receipt of
 * a household member paying under the household's account is that member's.
 * The same name in two accounts, in an account and as a guest, or as two
 * guests of different contacts, is two donors: nothing else says they are one
 * person. The ID number is no part of it: a donor who gives theirs in the
 * middle of the year stays one donor for the year.
 *
 * The identity is kept as a key (KEY_LENGTH hex digits of a hash) in the
 * receipts table's `donor` column. Staff's statement links name the key; a
 * worshipper's name the year and the name only, and the key is made from
 * their own account, whatever the request says, so it never reaches another
 * account's donor.
 */
final class ReceiptDonor {

	/** The key's length: a SHA-1 in hex. */
	public const KEY_LENGTH = 40;

	/** The longest name kept (the table's width). */
	private const NAME_MAX = 200;

	/**
	 * @param int    $year        The statement's year (the year the money was received).
	 * @param string $key         The donor's key, '' for none.
	 * @param string $payer       The name a worshipper asked for, '' for staff's (the receipts say it).
	 * @param int    $customer_id The worshipper's own account, 0 for staff (any account).
	 */
	public function __construct(
		public readonly int $year,
		public readonly string $key,
		public readonly string $payer = '',
		public readonly int $customer_id = 0
	) {}

	/**
	 * The donor key of a receipt.
	 *
	 * @param int    $customer_id The order's account, 0 for a guest.
	 * @param string $email       The order's billing e-mail.
	 * @param string $phone       The order's billing phone.
	 * @param int    $order_id    The order.
	 * @param string $payer       The name on the receipt.
	 */
	public static function key( int $customer_id, string $email, string $phone, int $order_id, string $payer ): string {
		$name   = ReceiptPeople::plain_name( $payer );
		$email  = strtolower( trim( $email ) );
		$digits = (string) preg_replace( '/\D+/', '', $phone );
		if ( $customer_id > 0 ) {
			$who = 'account:' . $customer_id;
		} elseif ( '' !== $email ) {
			$who = 'email:' . $email;
		} elseif ( '' !== $digits ) {
			$who = 'phone:' . $digits;
		} else {
			$who = 'order:' . max( 0, $order_id );
		}
		return sha1( $who . "\n" . $name );
	}

	/**
	 * The donor a request names.
	 *
	 * @param array<string, mixed> $input    Request parameters (unslashed).
	 * @param int|null             $customer The worshipper's own account, or null for staff.
	 * @param int                  $current  The year when none valid is asked for.
	 */
	public static function from_request( array $input, ?int $customer, int $current ): self {
		$text = static fn( string $key ): string => is_string( $input[ $key ] ?? null ) ? $input[ $key ] : '';
		$year = 1 === preg_match( '/^\d{4}\z/', $text( 'year' ) ) ? (int) $text( 'year' ) : 0;
		$year = $year >= ReceiptFilter::FIRST_YEAR && $year <= ReceiptFilter::LAST_YEAR ? $year : $current;
		if ( null === $customer ) {
			$key = 1 === preg_match( '/^[0-9a-f]{' . self::KEY_LENGTH . '}\z/', $text( 'donor' ) ) ? $text( 'donor' ) : '';
			return new self( $year, $key );
		}
		return self::of_account( $year, $customer, ReceiptRecord::clean_text( $text( 'payer' ), self::NAME_MAX ) );
	}

	/**
	 * A name within a worshipper's own account.
	 *
	 * @param int    $year        The statement's year.
	 * @param int    $customer_id The account.
	 * @param string $payer       The name.
	 */
	public static function of_account( int $year, int $customer_id, string $payer ): self {
		$key = $customer_id > 0 && '' !== ReceiptPeople::plain_name( $payer ) ? self::key( $customer_id, '', '', 0, $payer ) : '';
		return new self( $year, $key, $payer, max( 0, $customer_id ) );
	}

	/**
	 * The donor as query arguments: staff's name the key, a worshipper's the
	 * name (their account is always their own).
	 *
	 * @return array<string, string>
	 */
	public function to_query(): array {
		$query = $this->customer_id > 0
			? array( 'payer' => $this->payer )
			: array( 'donor' => $this->key );
		return array_filter( array( 'year' => (string) $this->year ) + $query, static fn( string $value ): bool => '' !== $value );
	}
}
