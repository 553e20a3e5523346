<?php
/**
 * Tests for ReceiptRow and ReceiptColumns: a receipt as the receipts table
 * keeps it and as the list shows it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptColumns;
use TempleOfferings\Receipt\ReceiptDonor;
use TempleOfferings\Receipt\ReceiptPlan;
use TempleOfferings\Receipt\ReceiptRecord;
use TempleOfferings\Receipt\ReceiptRow;
use TempleOfferings\Tests\InZhTw;

/**
 * One flat row per receipt, typed however the database returns it, and the
 * same cells on screen and in the exports.
 */
final class ReceiptRowTest extends TestCase {

	use InZhTw;

	/**
	 * A receipt of a donation and a lamp, voided.
	 *
	 * @return array<string, mixed>
	 */
	private static function voided(): array {
		$record = ReceiptRecord::issue(
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
				'payment'    => '現場付款',
				'handler'    => '陳經手',
				'issuer'     => array(),
				'year_style' => 'roc',
				'replaces'   => '',
				'payer_id'   => 'a123456789',
			)
		);
		return ReceiptRecord::replaced( ReceiptRecord::void( $record, '2026-03-06 09:00:00', 2, '林會計', '抬頭寫錯' ), '115-000130' );
	}

	/**
	 * An order's facts.
	 *
	 * @param int $customer Customer id.
	 * @return array{order_id: int, order_number: string, customer_id: int, email: string, channel: string}
	 */
	private static function order( int $customer ): array {
		return array(
			'order_id'     => 42,
			'order_number' => '42',
			'customer_id'  => $customer,
			'email'        => ' Wang@Example.TEST ',
			'channel'      => 'counter',
		);
	}

	public function test_a_row_holds_the_receipt_s_sums_status_and_its_order_s_facts(): void {
		$this->assertSame(
			array(
				'number'       => '115-000123',
				'order_id'     => 42,
				'order_number' => '42',
				'customer_id'  => 0,
				'email'        => 'wang@example.test',
				'year'         => 2026,
				'issued'       => '2026-03-05 14:22:10',
				'payer'        => '王小明',
				'payer_id'     => 'A123456789',
				'personal'     => 0,
				'donations'    => 1000,
				'fees'         => 1200,
				'total'        => 2200,
				'payment'      => '現場付款',
				'channel'      => 'counter',
				'handler'      => '陳經手',
				'status'       => 'void',
				'void_at'      => '2026-03-06 09:00:00',
				'void_by'      => '林會計',
				'void_reason'  => '抬頭寫錯',
				'replaces'     => '',
				'replaced_by'  => '115-000130',
				'donor'          => ReceiptDonor::key( 0, 'wang@example.test', '', 42, '王小明' ),
				'statement_year' => 2026,
			),
			ReceiptRow::of( self::voided(), self::order( 0 ) )
		);
	}

	/**
	 * A receipt of an order: number, issued, and the one it replaces.
	 *
	 * @param string $number   Its number.
	 * @param string $issued   When.
	 * @param string $replaces The voided receipt it replaces, '' for none.
	 * @return array<string, string>
	 */
	private static function receipt( string $number, string $issued, string $replaces ): array {
		return array(
			'number'   => $number,
			'issued'   => $issued,
			'replaces' => $replaces,
		);
	}

	public function test_a_reissue_keeps_the_year_its_money_was_received_down_the_chain(): void {
		$this->assertSame(
			array(
				'115-000900' => 2026,
				'116-000002' => 2026,
				'116-000010' => 2026,
				'116-000011' => 2027,
			),
			ReceiptRow::statement_years(
				array(
					self::receipt( '115-000900', '2026-12-30 10:00:00', '' ),
					// Voided and reissued in January, then again in March: still December's money.
					self::receipt( '116-000002', '2027-01-05 09:00:00', '115-000900' ),
					self::receipt( '116-000010', '2027-03-01 09:00:00', '116-000002' ),
					// A receipt of its own issued in the new year is the new year's.
					self::receipt( '116-000011', '2027-03-01 09:00:00', '' ),
				)
			)
		);
	}

	public function test_a_chain_that_leaves_the_order_or_loops_ends_at_the_last_receipt_it_holds(): void {
		$this->assertSame(
			array(
				'116-000002' => 2027,
				'116-000003' => 2027,
				'116-000004' => 2027,
			),
			ReceiptRow::statement_years(
				array(
					self::receipt( '116-000002', '2027-01-05 09:00:00', '115-000001' ),
					self::receipt( '116-000003', '2027-01-06 09:00:00', '116-000004' ),
					self::receipt( '116-000004', '2027-01-07 09:00:00', '116-000003' ),
				)
			)
		);
	}

	public function test_an_order_s_rows_carry_their_statement_year_and_the_donor_s_key(): void {
		$first   = self::voided();
		$reissue = array_merge(
			$first,
			array(
				'number'      => '116-000002',
				'issued'      => '2027-01-05 09:00:00',
				'status'      => 'issued',
				'void'        => null,
				'replaces'    => '115-000123',
				'replaced_by' => '',
				'payer'       => '王 小明',
			)
		);
		$rows    = ReceiptRow::rows( array( $first, $reissue ), self::order( 7 ) );
		$this->assertSame( array( 2026, 2027 ), array_column( $rows, 'year' ) );
		$this->assertSame( array( 2026, 2026 ), array_column( $rows, 'statement_year' ) );
		// One donor for both, however the name is spaced.
		$this->assertSame( ReceiptDonor::key( 7, '', '', 0, '王小明' ), $rows[1]['donor'] );
		$this->assertSame( $rows[0]['donor'], $rows[1]['donor'] );
	}

	public function test_an_account_s_receipts_are_its_own_whatever_e_mail_an_order_gave(): void {
		$this->assertSame( '', ReceiptRow::of( self::voided(), self::order( 7 ) )['email'] );
		$this->assertSame( 7, ReceiptRow::of( self::voided(), self::order( 7 ) )['customer_id'] );
	}

	public function test_a_row_read_back_is_typed_and_complete_whatever_the_database_returned(): void {
		$row = ReceiptRow::read(
			array(
				'number'    => '115-000001',
				'year'      => '2026',
				'donations' => '500',
				'payer'     => null,
				'extra'     => 'dropped',
			)
		);
		$this->assertSame( array_keys( ReceiptRow::COLUMNS ), array_keys( $row ) );
		$this->assertSame( 2026, $row['year'] );
		$this->assertSame( 500, $row['donations'] );
		$this->assertSame( 0, $row['fees'] );
		$this->assertSame( '', $row['payer'] );
	}

	public function test_the_list_shows_the_date_in_the_temple_s_style_the_channel_and_the_void_in_words(): void {
		$row   = ReceiptRow::of( self::voided(), self::order( 0 ) );
		$cells = ( new ReceiptColumns( 'roc', array( 'counter' => '臨櫃' ) ) )->cells( $row );
		$this->assertSame( array_keys( ReceiptColumns::headings() ), array_keys( $cells ) );
		$this->assertSame( '中華民國 115 年 3 月 5 日', $cells['date'] );
		$this->assertSame( '臨櫃', $cells['channel'] );
		$this->assertSame( '作廢', $cells['status'] );
		$this->assertSame( '中華民國 115 年 3 月 6 日 09:00，林會計：抬頭寫錯', $cells['void'] );
		// Numbers, which the exports write as numbers a spreadsheet sums.
		$this->assertSame( array( 1000, 1200, 2200 ), array( $cells['donations'], $cells['fees'], $cells['total'] ) );
		$this->assertSame( '2026 年 3 月 5 日', ( new ReceiptColumns( 'western', array() ) )->cells( $row )['date'] );
	}

	public function test_the_form_names_a_year_as_the_temple_writes_it(): void {
		$this->assertSame( '民國 115 年（2026）', ReceiptColumns::year_label( 2026, 'roc' ) );
		$this->assertSame( '2026', ReceiptColumns::year_label( 2026, 'western' ) );
	}
}
