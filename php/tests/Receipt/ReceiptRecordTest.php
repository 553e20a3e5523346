<?php
/**
 * Tests for ReceiptRecord: a receipt as stored on its order.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptPlan;
use TempleOfferings\Receipt\ReceiptRecord;

/**
 * Issued with everything it prints; voided keeping its number, with who and
 * why; a reissue names the receipt it replaces and the voided one its
 * successor; whatever is stored is read back in its shape, or not at all.
 */
final class ReceiptRecordTest extends TestCase {

	/**
	 * A receipt of a donation and a lamp.
	 *
	 * @param string $replaces The number it replaces.
	 * @return array<string, mixed>
	 */
	private static function issued( string $replaces = '' ): array {
		return ReceiptRecord::issue(
			array(
				'part'     => ReceiptPlan::ORDER_PART,
				'payer'    => '王小明',
				'personal' => false,
				'lines'    => array(
					array( 'name' => '添油香', 'quantity' => 1, 'amount' => 1000, 'type' => 'donation' ),
					array( 'name' => '光明燈', 'quantity' => 2, 'amount' => 1200, 'type' => 'fee' ),
				),
			),
			array(
				'number'   => '115-000123',
				'sequence' => 'receipt:115',
				'serial'   => 123,
				'issued'   => '2026-03-05 14:22:10',
			),
			array(
				'payment'    => 'ATM 轉帳／銀行匯款',
				'handler'    => '網路',
				'issuer'     => array( 'name' => '示範宮', 'registration' => '府民宗字第 1 號', 'tax_id' => '12345678', 'address' => '台南市中山路1號', 'phone' => '06-1234567', 'title' => '收據' ),
				'year_style' => 'roc',
				'replaces'   => $replaces,
			)
		);
	}

	public function test_issue_keeps_what_the_receipt_prints(): void {
		$record = self::issued();
		$this->assertSame( '115-000123', $record['number'] );
		$this->assertSame( 'receipt:115', $record['sequence'] );
		$this->assertSame( 123, $record['serial'] );
		$this->assertSame( ReceiptRecord::ISSUED, $record['status'] );
		$this->assertSame( 1000, $record['donations'] );
		$this->assertSame( 1200, $record['fees'] );
		$this->assertSame( 2200, $record['total'] );
		$this->assertSame( '貳仟貳佰元整', $record['words'] );
		$this->assertSame( '網路', $record['handler'] );
		$this->assertSame( '示範宮', $record['issuer']['name'] );
		$this->assertNull( $record['void'] );
		$this->assertSame( '', $record['replaces'] );
		$this->assertSame( '', $record['replaced_by'] );
	}

	public function test_void_keeps_the_number_and_says_who_and_why(): void {
		$void = ReceiptRecord::void( self::issued(), '2026-03-06 09:00:00', 1, 'admin', '抬頭寫錯' );
		$this->assertSame( '115-000123', $void['number'] );
		$this->assertSame( ReceiptRecord::VOID, $void['status'] );
		$this->assertSame(
			array(
				'at'     => '2026-03-06 09:00:00',
				'by_id'  => 1,
				'by'     => 'admin',
				'reason' => '抬頭寫錯',
			),
			$void['void']
		);
		$this->assertSame( 2200, $void['total'] );
	}

	public function test_a_reissue_refers_to_the_old_receipt_and_the_old_one_to_it(): void {
		$new = self::issued( '115-000123' );
		$this->assertSame( '115-000123', $new['replaces'] );
		$old = ReceiptRecord::replaced( ReceiptRecord::void( self::issued(), '2026-03-06 09:00:00', 1, 'admin', '抬頭寫錯' ), '115-000130' );
		$this->assertSame( '115-000130', $old['replaced_by'] );
	}

	public function test_live_and_find(): void {
		$records = array(
			ReceiptRecord::void( self::issued(), '2026-03-06 09:00:00', 1, 'admin', '抬頭寫錯' ),
			array_merge( self::issued( '115-000123' ), array( 'number' => '115-000130' ) ),
		);
		$this->assertSame( array( '115-000130' ), array_column( ReceiptRecord::live( $records ), 'number' ) );
		$this->assertSame( 1, ReceiptRecord::find( $records, '115-000130' ) );
		$this->assertNull( ReceiptRecord::find( $records, '115-000999' ) );
		$this->assertSame( array(), ReceiptRecord::live( array( $records[0] ) ) );
	}

	public function test_read_all_reads_back_what_was_stored(): void {
		$stored = array( self::issued(), ReceiptRecord::void( self::issued(), '2026-03-06 09:00:00', 1, 'admin', '抬頭寫錯' ) );
		$this->assertSame( $stored, ReceiptRecord::read_all( $stored ) );
	}

	public function test_read_all_drops_what_is_no_receipt_and_coerces_the_rest(): void {
		$this->assertSame( array(), ReceiptRecord::read_all( 'text' ) );
		$this->assertSame( array(), ReceiptRecord::read_all( array( 'x', array( 'payer' => 'no number' ) ) ) );
		$read = ReceiptRecord::read_all(
			array(
				array(
					'number' => '115-000001',
					'serial' => '1',
					'total'  => '600',
					'lines'  => array( array( 'name' => '光明燈', 'quantity' => '1', 'amount' => '600', 'type' => 'gift' ), 'junk' ),
					'status' => 'lost',
					'void'   => 'yes',
					'issuer' => 'none',
				),
			)
		);
		$this->assertCount( 1, $read );
		$this->assertSame( 1, $read[0]['serial'] );
		$this->assertSame( 600, $read[0]['total'] );
		$this->assertSame( array( array( 'name' => '光明燈', 'quantity' => 1, 'amount' => 600, 'type' => 'fee' ) ), $read[0]['lines'] );
		$this->assertSame( ReceiptRecord::ISSUED, $read[0]['status'] );
		$this->assertNull( $read[0]['void'] );
		$this->assertSame( '', $read[0]['issuer']['name'] );
		$this->assertFalse( $read[0]['personal'] );
	}

	public function test_a_void_record_without_its_details_still_reads_as_void(): void {
		$read = ReceiptRecord::read_all( array( array( 'number' => '115-000001', 'status' => 'void' ) ) );
		$this->assertSame( ReceiptRecord::VOID, $read[0]['status'] );
		$this->assertSame( '', $read[0]['void']['reason'] );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function reasons(): array {
		return array(
			'plain'           => array( '抬頭寫錯', '抬頭寫錯' ),
			'trimmed'         => array( "  抬頭寫錯 \n", '抬頭寫錯' ),
			'one line'        => array( "抬頭\n寫錯", '抬頭 寫錯' ),
			'no markup'       => array( '<b>抬頭</b>寫錯', 'b抬頭/b寫錯' ),
			'at most 200'     => array( str_repeat( '錯', 250 ), str_repeat( '錯', 200 ) ),
		);
	}

	/**
	 * @dataProvider reasons
	 *
	 * @param string $typed  What staff typed.
	 * @param string $stored What is kept.
	 */
	public function test_clean_reason( string $typed, string $stored ): void {
		$this->assertSame( $stored, ReceiptRecord::clean_text( $typed, ReceiptRecord::REASON_MAX ) );
	}

	public function test_the_payer_s_id_number_is_kept_only_when_it_is_one(): void {
		$this->assertSame( '', self::issued()['payer_id'] );
		$stored = ReceiptRecord::read_all(
			array(
				array_merge( self::issued(), array( 'payer_id' => 'a123-456 789' ) ),
				array_merge( self::issued(), array( 'number' => '115-000124', 'payer_id' => 'A123456788' ) ),
				array_merge( self::issued(), array( 'number' => '115-000125', 'payer_id' => array( 'A123456789' ) ) ),
			)
		);
		$this->assertSame( array( 'A123456789', '', '' ), array_column( $stored, 'payer_id' ) );
	}
}
