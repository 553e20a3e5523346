<?php
/**
 * Tests for ReceiptTableMigration::fill(): the new columns of rows stored
 * before schema 2.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptDonor;
use TempleOfferings\Receipt\ReceiptTableMigration;

/**
 * Rows kept by an earlier version get the donor's key and the statement
 * year their order's receipts give them, as a row written now would.
 */
final class ReceiptTableMigrationTest extends TestCase {

	/**
	 * A stored row.
	 *
	 * @param string $number   Its number.
	 * @param int    $order    Its order.
	 * @param int    $customer The account, 0 for a guest.
	 * @param string $email    A guest's e-mail.
	 * @param string $payer    The name.
	 * @param string $issued   When.
	 * @param string $replaces The receipt it replaces.
	 * @return array<string, string> As the database returns it.
	 */
	private static function row( string $number, int $order, int $customer, string $email, string $payer, string $issued, string $replaces = '' ): array {
		return array(
			'number'      => $number,
			'order_id'    => (string) $order,
			'customer_id' => (string) $customer,
			'email'       => $email,
			'payer'       => $payer,
			'issued'      => $issued,
			'replaces'    => $replaces,
		);
	}

	public function test_stored_rows_get_their_donor_and_the_year_their_money_was_received(): void {
		$asked  = array();
		$phones = static function ( int $order_id ) use ( &$asked ): string {
			$asked[] = $order_id;
			return array( 31 => '0912-345-678', 32 => '0987-654-321' )[ $order_id ] ?? '';
		};
		$values = ReceiptTableMigration::fill(
			array(
				self::row( '115-000900', 30, 7, '', '王小明', '2026-12-30 10:00:00' ),
				self::row( '116-000002', 30, 7, '', '王 小明', '2027-01-05 09:00:00', '115-000900' ),
				self::row( '115-000901', 31, 0, '', '王小明', '2026-12-30 11:00:00' ),
				self::row( '115-000902', 32, 0, '', '王小明', '2026-12-30 12:00:00' ),
				self::row( '115-000903', 33, 0, 'wang@example.test', '王小明', '2026-12-30 13:00:00' ),
			),
			$phones
		);
		$this->assertSame(
			array(
				'115-000900' => array(
					'donor'          => ReceiptDonor::key( 7, '', '', 0, '王小明' ),
					'statement_year' => 2026,
				),
				'116-000002' => array(
					'donor'          => ReceiptDonor::key( 7, '', '', 0, '王小明' ),
					'statement_year' => 2026,
				),
				'115-000901' => array(
					'donor'          => ReceiptDonor::key( 0, '', '0912345678', 0, '王小明' ),
					'statement_year' => 2026,
				),
				'115-000902' => array(
					'donor'          => ReceiptDonor::key( 0, '', '0987654321', 0, '王小明' ),
					'statement_year' => 2026,
				),
				'115-000903' => array(
					'donor'          => ReceiptDonor::key( 0, 'wang@example.test', '', 0, '王小明' ),
					'statement_year' => 2026,
				),
			),
			$values
		);
		// Only a guest order without an e-mail is read for its phone.
		$this->assertSame( array( 31, 32 ), $asked );
	}
}
