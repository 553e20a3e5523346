<?php
/**
 * Tests for RefundReceipts::problem(): a refund form's choice of what becomes of each receipt.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\RefundReceipts;
use TempleOfferings\Tests\InZhTw;

/**
 * Every live receipt answered, no other receipt named, a void only by staff who may.
 */
final class RefundReceiptsTest extends TestCase {

	use InZhTw;

	private const LIVE = array( '115-000010', '115-000011' );

	public function test_a_choice_for_every_live_receipt_fits(): void {
		$this->assertNull( RefundReceipts::problem( self::LIVE, array( '115-000010' => 'keep', '115-000011' => 'void_reissue' ), true ) );
		$this->assertNull( RefundReceipts::problem( array(), array(), false ) );
		// Keeping needs no right to void.
		$this->assertNull( RefundReceipts::problem( self::LIVE, array( '115-000010' => 'keep', '115-000011' => 'keep' ), false ) );
	}

	public function test_a_receipt_without_a_choice_refuses_the_refund(): void {
		$this->assertSame( '收據 115-000011：請選擇退款後保留、作廢，或作廢並補開。', RefundReceipts::problem( self::LIVE, array( '115-000010' => 'void' ), true ) );
		$this->assertSame( '收據 115-000010：請選擇退款後保留、作廢，或作廢並補開。', RefundReceipts::problem( self::LIVE, array( '115-000010' => '', '115-000011' => 'keep' ), true ) );
		$this->assertSame( '收據 115-000010：請選擇退款後保留、作廢，或作廢並補開。', RefundReceipts::problem( self::LIVE, array( '115-000010' => 'delete', '115-000011' => 'keep' ), true ) );
	}

	public function test_a_receipt_not_live_on_this_order_refuses_the_refund(): void {
		$this->assertSame(
			'收據 115-999999 不是此訂單有效的收據：請重新載入訂單後再選擇。',
			RefundReceipts::problem( self::LIVE, array( '115-000010' => 'keep', '115-000011' => 'keep', '115-999999' => 'void' ), true )
		);
	}

	public function test_staff_who_may_not_void_may_only_keep(): void {
		$this->assertSame(
			'抱歉，您沒有作廢或補開收據的權限：請保留收據，或請有權限者處理。',
			RefundReceipts::problem( self::LIVE, array( '115-000010' => 'keep', '115-000011' => 'void' ), false )
		);
	}
}
