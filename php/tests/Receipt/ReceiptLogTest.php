<?php
/**
 * Tests for ReceiptLog: the audit log of an order's receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptLog;

/**
 * Entries are kept in their shape; what is stored badly is dropped or cleaned.
 */
final class ReceiptLogTest extends TestCase {

	public function test_entry_and_read_back(): void {
		$log = array(
			ReceiptLog::entry( '2026-03-05 14:22:10', 0, '', ReceiptLog::ISSUED, '115-000123' ),
			ReceiptLog::entry( '2026-03-06 09:00:00', 1, 'admin', ReceiptLog::VOIDED, '115-000123', '抬頭寫錯' ),
			ReceiptLog::entry( '2026-03-06 09:00:01', 1, 'admin', ReceiptLog::REISSUED, '115-000130', '115-000123' ),
		);
		$this->assertSame( $log, ReceiptLog::read( $log ) );
		$this->assertSame( '抬頭寫錯', $log[1]['detail'] );
	}

	public function test_read_drops_and_cleans(): void {
		$this->assertSame( array(), ReceiptLog::read( 'x' ) );
		$read = ReceiptLog::read(
			array(
				'junk',
				array( 'number' => '1' ),
				array( 'action' => 'deleted', 'number' => '115-000002' ),
				array( 'action' => 'voided', 'number' => "115-000001\n", 'by_id' => '-3', 'detail' => '<script>' ),
			)
		);
		$this->assertCount( 1, $read );
		$this->assertSame( ReceiptLog::VOIDED, $read[0]['action'] );
		$this->assertSame( '115-000001', $read[0]['number'] );
		$this->assertSame( 0, $read[0]['by_id'] );
		$this->assertSame( 'script', $read[0]['detail'] );
	}
}
