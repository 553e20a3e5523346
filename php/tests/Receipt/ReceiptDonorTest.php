<?php
/**
 * Tests for ReceiptDonor: whose annual statement a request may ask for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptDonor;

/**
 * Staff read the donor as asked; a worshipper's statement is always of
 * their own account, whatever account the request names.
 */
final class ReceiptDonorTest extends TestCase {

	public function test_staff_read_the_account_or_the_guest_s_e_mail_as_asked(): void {
		$account = ReceiptDonor::from_request( array( 'year' => '2025', 'customer' => '7', 'email' => 'x@example.test', 'payer' => '王小明' ), null, 2026 );
		$this->assertSame( array( 2025, 7, '', '王小明' ), array( $account->year, $account->customer_id, $account->email, $account->payer ) );
		$this->assertSame( array( 'year' => '2025', 'customer' => '7', 'payer' => '王小明' ), $account->to_query( true ) );

		$guest = ReceiptDonor::from_request( array( 'email' => ' Lin@Example.TEST ', 'payer' => '林清單' ), null, 2026 );
		$this->assertSame( array( 2026, 0, 'lin@example.test', '林清單' ), array( $guest->year, $guest->customer_id, $guest->email, $guest->payer ) );
		$this->assertSame( array( 'year' => '2026', 'email' => 'lin@example.test', 'payer' => '林清單' ), $guest->to_query( true ) );
	}

	public function test_a_worshipper_s_statement_is_their_own_account_s_whatever_the_request_names(): void {
		$forged = ReceiptDonor::from_request( array( 'customer' => '7', 'email' => 'x@example.test', 'payer' => '王小明' ), 12, 2026 );
		$this->assertSame( 12, $forged->customer_id );
		$this->assertSame( '', $forged->email );
		// The worshipper's links never name the account: it is theirs.
		$this->assertSame( array( 'year' => '2026', 'payer' => '王小明' ), $forged->to_query( false ) );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function forged(): array {
		return array(
			'SQL in the customer' => array( array( 'customer' => '7 OR 1=1' ) ),
			'a negative customer' => array( array( 'customer' => '-7' ) ),
			'arrays'              => array( array( 'customer' => array( '7' ), 'payer' => array( 'x' ), 'year' => array( '2025' ) ) ),
			'a year that is none' => array( array( 'year' => '1900' ) ),
		);
	}

	/**
	 * @dataProvider forged
	 *
	 * @param array<string, mixed> $input A forged request.
	 */
	public function test_forged_values_name_nobody( array $input ): void {
		$donor = ReceiptDonor::from_request( $input, null, 2026 );
		$this->assertSame( array( 2026, 0, '', '' ), array( $donor->year, $donor->customer_id, $donor->email, $donor->payer ) );
	}

	public function test_a_name_is_one_line_of_plain_text(): void {
		$this->assertSame( 'b王/b 小明', ReceiptDonor::from_request( array( 'payer' => "<b>王</b>\n小明" ), null, 2026 )->payer );
	}
}
