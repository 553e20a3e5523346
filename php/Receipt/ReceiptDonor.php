<?php
/**
 * Whose annual statement: a donor as the receipts table tells them apart.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Pure PHP. A donor is the name on their receipts within one account, or
 * within one guest e-mail address: 王小明's receipts from his account are
 * his statement, and the receipts his account paid in his mother's name
 * (personal receipts) are hers. The same name in two accounts, or in an
 * account and as a guest, is two donors: nothing else says they are one
 * person. A guest's counter receipt with no e-mail is told apart by its
 * name alone.
 *
 * Read from a request for staff as asked; for a worshipper, the account is
 * always their own, whatever the request says (WorshipperStatement).
 */
final class ReceiptDonor {

	/** The longest name or e-mail address kept (the table's widths). */
	private const NAME_MAX  = 200;
	private const EMAIL_MAX = 100;

	/**
	 * @param int    $year        Calendar year.
	 * @param int    $customer_id The account, 0 for a guest.
	 * @param string $email       A guest's e-mail, '' for an account.
	 * @param string $payer       The name on the receipts.
	 */
	public function __construct(
		public readonly int $year,
		public readonly int $customer_id,
		public readonly string $email,
		public readonly string $payer
	) {}

	/**
	 * The donor a request names.
	 *
	 * @param array<string, mixed> $input    Request parameters (unslashed).
	 * @param int|null             $customer The account to hold to (a worshipper's own), or null to read it (staff).
	 * @param int                  $current  The year when none valid is asked for.
	 */
	public static function from_request( array $input, ?int $customer, int $current ): self {
		$text  = static fn( string $key ): string => is_string( $input[ $key ] ?? null ) ? $input[ $key ] : '';
		$year  = 1 === preg_match( '/^\d{4}\z/', $text( 'year' ) ) ? (int) $text( 'year' ) : 0;
		$asked = 1 === preg_match( '/^\d{1,19}\z/', $text( 'customer' ) ) ? (int) $text( 'customer' ) : 0;
		$id    = $customer ?? max( 0, $asked );
		return new self(
			$year >= ReceiptFilter::FIRST_YEAR && $year <= ReceiptFilter::LAST_YEAR ? $year : $current,
			$id,
			$id > 0 ? '' : mb_substr( strtolower( trim( $text( 'email' ) ) ), 0, self::EMAIL_MAX ),
			ReceiptRecord::clean_text( $text( 'payer' ), self::NAME_MAX )
		);
	}

	/**
	 * The donor as query arguments (an account's e-mail, and a worshipper's
	 * own account, left out).
	 *
	 * @param bool $with_account Name the account (staff's links).
	 * @return array<string, string>
	 */
	public function to_query( bool $with_account ): array {
		return array_filter(
			array(
				'year'     => (string) $this->year,
				'customer' => $with_account && $this->customer_id > 0 ? (string) $this->customer_id : '',
				'email'    => $with_account ? $this->email : '',
				'payer'    => $this->payer,
			),
			static fn( string $value ): bool => '' !== $value
		);
	}
}
