<?php
/**
 * Tests for ReceiptPlan: which receipts a paid order gets, and their sections.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptPlan;

/**
 * One receipt for the order, one per believer of a personal offering;
 * donations and fees in sections with their own totals; the amounts of all
 * the receipts add up to what was paid.
 */
final class ReceiptPlanTest extends TestCase {

	/**
	 * An order line as OrderReceiptLines reads it.
	 *
	 * @param string   $name      Offering.
	 * @param int      $quantity  Units.
	 * @param int      $amount    Whole dollars paid for the line.
	 * @param string   $type      donation or fee.
	 * @param bool     $personal  Personal receipts.
	 * @param string[] $believers Believers' names.
	 * @param string   $key       The line's key.
	 * @return array<string, mixed>
	 */
	private static function line( string $name, int $quantity, int $amount, string $type = ReceiptPlan::FEE, bool $personal = false, array $believers = array(), string $key = 'item:1' ): array {
		return compact( 'key', 'name', 'quantity', 'amount', 'type', 'personal', 'believers' );
	}

	public function test_an_order_gets_one_receipt_with_every_line(): void {
		$drafts = ReceiptPlan::drafts(
			array(
				self::line( '添油香', 1, 1000, ReceiptPlan::DONATION, false, array( '王小明' ), 'item:1' ),
				self::line( '光明燈', 2, 1200, ReceiptPlan::FEE, false, array( '林一', '林二' ), 'item:2' ),
			),
			'王小明'
		);
		$this->assertCount( 1, $drafts );
		$this->assertSame( 'order', $drafts[0]['part'] );
		$this->assertSame( '王小明', $drafts[0]['payer'] );
		$this->assertFalse( $drafts[0]['personal'] );
		$this->assertSame(
			array(
				array( 'name' => '添油香', 'quantity' => 1, 'amount' => 1000, 'type' => 'donation' ),
				array( 'name' => '光明燈', 'quantity' => 2, 'amount' => 1200, 'type' => 'fee' ),
			),
			$drafts[0]['lines']
		);
	}

	public function test_a_personal_offering_gives_each_believer_a_receipt_and_the_rest_stays_on_the_order_s(): void {
		$drafts = ReceiptPlan::drafts(
			array(
				self::line( '光明燈', 1, 600, ReceiptPlan::FEE, false, array( '王小明' ), 'item:1' ),
				self::line( '建廟基金', 3, 1000, ReceiptPlan::DONATION, true, array( '林一', '林二', '林三' ), 'item:7' ),
			),
			'王小明'
		);
		$this->assertSame( array( 'order', 'item:7:0', 'item:7:1', 'item:7:2' ), array_column( $drafts, 'part' ) );
		$this->assertSame( array( '王小明', '林一', '林二', '林三' ), array_column( $drafts, 'payer' ) );
		$this->assertSame( array( false, true, true, true ), array_column( $drafts, 'personal' ) );
		// 1,000 in three whole shares: the odd dollar to the first, so the receipts add up to what was paid.
		$this->assertSame( array( 334, 333, 333 ), array_map( static fn( array $draft ): int => $draft['lines'][0]['amount'], array_slice( $drafts, 1 ) ) );
		$this->assertSame( array( 'name' => '建廟基金', 'quantity' => 1, 'amount' => 334, 'type' => 'donation' ), $drafts[1]['lines'][0] );
	}

	public function test_an_order_of_personal_offerings_only_gets_no_order_receipt(): void {
		$drafts = ReceiptPlan::drafts( array( self::line( '感恩功德', 2, 2000, ReceiptPlan::DONATION, true, array( '陳甲', '陳乙' ), 'item:3' ) ), '陳甲' );
		$this->assertSame( array( 'item:3:0', 'item:3:1' ), array_column( $drafts, 'part' ) );
	}

	public function test_a_personal_line_without_believers_stays_on_the_order_receipt(): void {
		$drafts = ReceiptPlan::drafts( array( self::line( '香油錢', 1, 500, ReceiptPlan::DONATION, true, array(), 'item:4' ) ), '王小明' );
		$this->assertSame( array( 'order' ), array_column( $drafts, 'part' ) );
	}

	public function test_an_unnamed_believer_gets_the_payer_s_name(): void {
		$drafts = ReceiptPlan::drafts( array( self::line( '香油錢', 1, 500, ReceiptPlan::DONATION, true, array( '  ' ), 'item:4' ) ), '王小明' );
		$this->assertSame( '王小明', $drafts[0]['payer'] );
	}

	public function test_an_order_with_nothing_paid_gets_no_receipt(): void {
		$this->assertSame( array(), ReceiptPlan::drafts( array(), '王小明' ) );
		// A receipt states money received: a free offering, or a believer's share of nothing, gives none.
		$this->assertSame( array(), ReceiptPlan::drafts( array( self::line( '平安符', 1, 0 ) ), '王小明' ) );
		$this->assertSame( array( 'item:5:0' ), array_column( ReceiptPlan::drafts( array( self::line( '香油錢', 2, 1, ReceiptPlan::DONATION, true, array( '甲', '乙' ), 'item:5' ) ), '王小明' ), 'part' ) );
	}

	public function test_a_discount_fee_lowers_the_order_receipt(): void {
		$drafts = ReceiptPlan::drafts( array( self::line( '光明燈', 1, 600 ), self::line( '折扣', 1, -100, ReceiptPlan::FEE, false, array(), 'fee:9' ) ), '王小明' );
		$this->assertSame( 500, ReceiptPlan::sections( $drafts[0]['lines'] )['total'] );
	}

	public function test_a_discount_comes_off_the_fees_then_the_donations_and_is_no_line_of_its_own(): void {
		$discount = self::line( '折扣', 1, -100, ReceiptPlan::FEE, false, array(), 'fee:9' );
		$gift     = self::line( '添油香', 1, 1000, ReceiptPlan::DONATION, false, array(), 'item:1' );
		// Donations only: the donations kept, never 1,000 with a fee of −100.
		$only = ReceiptPlan::sections( ReceiptPlan::drafts( array( $gift, $discount ), '王小明' )[0]['lines'] );
		$this->assertSame( array( 900, 0, 900, '玖佰元整' ), array( $only['donations']['total'], $only['fees']['total'], $only['total'], $only['words'] ) );
		$this->assertSame( array( '添油香' ), array_column( $only['donations']['lines'], 'name' ) );
		$this->assertSame( array(), $only['fees']['lines'] );
		// With a lamp: the lamp's price is lowered, the gift stays whole.
		$both = ReceiptPlan::sections( ReceiptPlan::drafts( array( $gift, self::line( '光明燈', 1, 600, ReceiptPlan::FEE, false, array(), 'item:2' ), $discount ), '王小明' )[0]['lines'] );
		$this->assertSame( array( 1000, 500, 1500 ), array( $both['donations']['total'], $both['fees']['total'], $both['total'] ) );
		// More than the fees hold: the fee line emptied is left off, the rest off the donations.
		$more = ReceiptPlan::sections( ReceiptPlan::drafts( array( $gift, self::line( '光明燈', 1, 60, ReceiptPlan::FEE, false, array(), 'item:2' ), $discount ), '王小明' )[0]['lines'] );
		$this->assertSame( array( 960, 0, array() ), array( $more['donations']['total'], $more['fees']['total'], $more['fees']['lines'] ) );
	}

	public function test_shares(): void {
		$this->assertSame( array( 334, 333, 333 ), ReceiptPlan::shares( 1000, 3 ) );
		$this->assertSame( array( 600, 600 ), ReceiptPlan::shares( 1200, 2 ) );
		$this->assertSame( array( 1, 1, 0 ), ReceiptPlan::shares( 2, 3 ) );
		$this->assertSame( array( 7 ), ReceiptPlan::shares( 7, 1 ) );
		$this->assertSame( array(), ReceiptPlan::shares( 7, 0 ) );
	}

	public function test_sections_split_donations_from_fees_with_their_totals_and_the_total_in_words(): void {
		$sections = ReceiptPlan::sections(
			array(
				array( 'name' => '添油香', 'quantity' => 1, 'amount' => 1000, 'type' => 'donation' ),
				array( 'name' => '光明燈', 'quantity' => 2, 'amount' => 1200, 'type' => 'fee' ),
				array( 'name' => '建廟基金', 'quantity' => 1, 'amount' => 100, 'type' => 'donation' ),
			)
		);
		$this->assertSame( array( '添油香', '建廟基金' ), array_column( $sections['donations']['lines'], 'name' ) );
		$this->assertSame( 1100, $sections['donations']['total'] );
		$this->assertSame( array( '光明燈' ), array_column( $sections['fees']['lines'], 'name' ) );
		$this->assertSame( 1200, $sections['fees']['total'] );
		$this->assertSame( 2300, $sections['total'] );
		$this->assertSame( '貳仟參佰元整', $sections['words'] );
	}

	public function test_sections_of_fees_only(): void {
		$sections = ReceiptPlan::sections( array( array( 'name' => '光明燈', 'quantity' => 1, 'amount' => 600, 'type' => 'fee' ) ) );
		$this->assertSame( array(), $sections['donations']['lines'] );
		$this->assertSame( 0, $sections['donations']['total'] );
		$this->assertSame( '陸佰元整', $sections['words'] );
	}

	public function test_a_certificate_thanks_for_the_donations_only(): void {
		$certificate = ReceiptPlan::certificate(
			array(
				array( 'name' => '添油香', 'quantity' => 1, 'amount' => 1000, 'type' => 'donation' ),
				array( 'name' => '光明燈', 'quantity' => 2, 'amount' => 1200, 'type' => 'fee' ),
				array( 'name' => '建廟基金', 'quantity' => 1, 'amount' => 500, 'type' => 'donation' ),
				array( 'name' => '添油香', 'quantity' => 1, 'amount' => 100, 'type' => 'donation' ),
			)
		);
		$this->assertSame( array( '添油香', '建廟基金' ), $certificate['names'] );
		$this->assertSame( 1600, $certificate['total'] );
		$this->assertSame( '壹仟陸佰元整', $certificate['words'] );
	}

	public function test_a_certificate_of_fees_only_thanks_for_everything(): void {
		$certificate = ReceiptPlan::certificate( array( array( 'name' => '光明燈', 'quantity' => 1, 'amount' => 600, 'type' => 'fee' ) ) );
		$this->assertSame( array( '光明燈' ), $certificate['names'] );
		$this->assertSame( 600, $certificate['total'] );
		$this->assertSame( '陸佰元整', $certificate['words'] );
	}

	public function test_type_is_sanitized(): void {
		$this->assertSame( ReceiptPlan::DONATION, ReceiptPlan::type( 'donation' ) );
		$this->assertSame( ReceiptPlan::FEE, ReceiptPlan::type( 'fee' ) );
		$this->assertSame( ReceiptPlan::FEE, ReceiptPlan::type( '' ) );
		$this->assertSame( ReceiptPlan::FEE, ReceiptPlan::type( array( 'donation' ) ) );
	}

	public function test_dollars_rounds_a_stored_amount_to_whole_dollars(): void {
		$this->assertSame( 600, ReceiptPlan::dollars( '600.00' ) );
		$this->assertSame( 600, ReceiptPlan::dollars( 599.5 ) );
		$this->assertSame( 0, ReceiptPlan::dollars( 'abc' ) );
		// A negative fee (a discount WooCommerce adds as a fee line) lowers the receipt's total.
		$this->assertSame( -20, ReceiptPlan::dollars( '-20' ) );
	}

	public function test_a_refunded_believer_s_receipt_is_not_made_again_and_the_others_keep_their_part_and_share(): void {
		// 王乙 (place 1) refunded: the line's 500 kept is 王甲's and 王丙's, each receipt named by its place.
		$drafts = ReceiptPlan::drafts(
			array( self::line( '感恩功德', 2, 500, ReceiptPlan::DONATION, true, array( 0 => '王甲', 2 => '王丙' ), 'item:7' ) ),
			'王甲'
		);
		$this->assertSame( array( 'item:7:0', 'item:7:2' ), array_column( $drafts, 'part' ) );
		$this->assertSame( array( '王甲', '王丙' ), array_column( $drafts, 'payer' ) );
		$this->assertSame( array( 250, 250 ), array_map( static fn( array $draft ): int => $draft['lines'][0]['amount'], $drafts ) );
	}

	public function test_an_amount_refunded_on_no_line_comes_off_the_donations_first_and_never_a_believer_s_own(): void {
		$lines = array(
			self::line( '光明燈', 1, 600, ReceiptPlan::FEE, false, array(), 'item:1' ),
			self::line( '添油香', 1, 1000, ReceiptPlan::DONATION, false, array(), 'item:2' ),
			self::line( '感恩功德', 1, 500, ReceiptPlan::DONATION, true, array( '王甲' ), 'item:3' ),
		);
		$this->assertSame( array( 600, 700, 500 ), array_column( ReceiptPlan::less_refund( $lines, 300 ), 'amount' ) );
		// A line the refund empties is left off the receipt.
		$this->assertSame( array( 'item:1' => 300, 'item:3' => 500 ), array_column( ReceiptPlan::less_refund( $lines, 1300 ), 'amount', 'key' ) );
		// More than the order's own lines hold: what they cannot hold is left out, nothing goes below zero.
		$this->assertSame( array( 'item:3' => 500 ), array_column( ReceiptPlan::less_refund( $lines, 5000 ), 'amount', 'key' ) );
		$this->assertSame( $lines, ReceiptPlan::less_refund( $lines, 0 ) );
		// A discount (a negative fee) neither gives to the refund nor is taken by it.
		$discounted = array_merge( $lines, array( self::line( '折扣', 1, -20, ReceiptPlan::FEE, false, array(), 'fee:9' ) ) );
		$this->assertSame( array( 300, 500, -20 ), array_column( ReceiptPlan::less_refund( $discounted, 1300 ), 'amount' ) );
	}
}
