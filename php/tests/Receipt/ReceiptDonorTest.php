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
 * A donor is a name within an account, or within a guest's e-mail, phone or
 * order; staff name a donor by its key, and a worshipper's statement is
 * always of their own account, whatever the request names.
 */
final class ReceiptDonorTest extends TestCase {

	public function test_one_account_s_name_is_one_donor_however_it_is_spaced_or_whatever_id_it_carries(): void {
		// The key is made of the account and the name only: an ID number given in June leaves the year whole.
		$key = ReceiptDonor::key( 7, 'wang@example.test', '0912-345-678', 41, '王小明' );
		$this->assertSame( $key, ReceiptDonor::key( 7, 'other@example.test', '', 42, '王 小明' ) );
		$this->assertSame( ReceiptDonor::key( 7, '', '', 0, 'Wang Ming' ), ReceiptDonor::key( 7, '', '', 0, 'ＷＡＮＧ　ming' ) );
		$this->assertSame( ReceiptDonor::KEY_LENGTH, strlen( $key ) );
		// Another name in the account (a household member at the counter, a believer's personal receipt) is another donor.
		$this->assertNotSame( $key, ReceiptDonor::key( 7, '', '', 0, '林美麗' ) );
	}

	public function test_the_same_name_in_two_accounts_or_as_guests_of_different_contacts_is_two_donors(): void {
		$keys = array(
			ReceiptDonor::key( 7, '', '', 1, '王小明' ),
			ReceiptDonor::key( 8, '', '', 1, '王小明' ),
			ReceiptDonor::key( 0, 'wang@example.test', '', 1, '王小明' ),
			ReceiptDonor::key( 0, 'ming@example.test', '', 1, '王小明' ),
			ReceiptDonor::key( 0, '', '0912-345-678', 1, '王小明' ),
			ReceiptDonor::key( 0, '', '0987-654-321', 1, '王小明' ),
			ReceiptDonor::key( 0, '', '', 1, '王小明' ),
			ReceiptDonor::key( 0, '', '', 2, '王小明' ),
		);
		$this->assertCount( 8, array_unique( $keys ) );
	}

	public function test_a_guest_is_their_e_mail_else_their_phone_else_their_order(): void {
		// The e-mail, in any case, whatever the phone.
		$this->assertSame( ReceiptDonor::key( 0, 'wang@example.test', '0912345678', 1, '王小明' ), ReceiptDonor::key( 0, ' Wang@Example.TEST ', '', 2, '王小明' ) );
		// Without one, the phone's digits, however written.
		$this->assertSame( ReceiptDonor::key( 0, '', '0912-345-678', 1, '王小明' ), ReceiptDonor::key( 0, '', '0912 345678', 2, '王小明' ) );
	}

	public function test_staff_name_the_donor_s_key_and_nothing_else(): void {
		$key   = ReceiptDonor::key( 7, '', '', 0, '王小明' );
		$donor = ReceiptDonor::from_request( array( 'year' => '2025', 'donor' => $key, 'customer' => '8', 'payer' => '林美麗' ), null, 2026 );
		$this->assertSame( array( 2025, $key, '', 0 ), array( $donor->year, $donor->key, $donor->payer, $donor->customer_id ) );
		$this->assertSame( array( 'year' => '2025', 'donor' => $key ), $donor->to_query() );
	}

	public function test_a_worshipper_s_statement_is_their_own_account_s_whatever_the_request_names(): void {
		$other  = ReceiptDonor::key( 7, '', '', 0, '王小明' );
		$forged = ReceiptDonor::from_request( array( 'customer' => '7', 'donor' => $other, 'payer' => '王小明' ), 12, 2026 );
		$this->assertSame( 12, $forged->customer_id );
		$this->assertSame( ReceiptDonor::key( 12, '', '', 0, '王小明' ), $forged->key );
		// The worshipper's links never name the account or a key: it is theirs.
		$this->assertSame( array( 'year' => '2026', 'payer' => '王小明' ), $forged->to_query() );
		// No name, no donor.
		$this->assertSame( '', ReceiptDonor::from_request( array( 'payer' => ' ' ), 12, 2026 )->key );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function forged(): array {
		return array(
			'SQL in the key'      => array( array( 'donor' => "' OR 1=1 -- " . str_repeat( 'a', 30 ) ) ),
			'a key too short'     => array( array( 'donor' => str_repeat( 'a', 39 ) ) ),
			'an upper-case key'   => array( array( 'donor' => str_repeat( 'A', 40 ) ) ),
			'arrays'              => array( array( 'donor' => array( str_repeat( 'a', 40 ) ), 'year' => array( '2025' ) ) ),
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
		$this->assertSame( array( 2026, '', 0 ), array( $donor->year, $donor->key, $donor->customer_id ) );
	}

	public function test_a_name_is_one_line_of_plain_text(): void {
		$this->assertSame( 'b王/b 小明', ReceiptDonor::from_request( array( 'payer' => "<b>王</b>\n小明" ), 12, 2026 )->payer );
	}
}
