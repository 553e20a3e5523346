<?php
/**
 * Tests for ReceiptFilter: what a request may ask the receipts list for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptFilter;

/**
 * Known keys and values only: anything forged falls back to the whole list
 * of the year, and the SQL gets every value as a placeholder.
 */
final class ReceiptFilterTest extends TestCase {

	private const CHANNELS = array( 'web', 'counter', 'phone' );

	public function test_reads_each_filter_and_writes_it_back_as_query_arguments(): void {
		$filter = ReceiptFilter::from_request(
			array(
				'year'    => '2025',
				'type'    => 'donation',
				'channel' => 'counter',
				'handler' => '陳經手',
				'status'  => 'void',
				'other'   => 'x',
			),
			self::CHANNELS,
			2026
		);
		$this->assertSame( 2025, $filter->year );
		$this->assertSame(
			array(
				'year'    => '2025',
				'type'    => 'donation',
				'channel' => 'counter',
				'handler' => '陳經手',
				'status'  => 'void',
			),
			$filter->to_query()
		);
		$this->assertSame(
			array( 'year = %d AND donations > 0 AND channel = %s AND handler = %s AND status = %s', array( 2025, 'counter', '陳經手', 'void' ) ),
			$filter->where()
		);
	}

	public function test_no_filter_is_the_current_year_s_every_receipt(): void {
		$filter = ReceiptFilter::from_request( array(), self::CHANNELS, 2026 );
		$this->assertSame( array( 'year' => '2026' ), $filter->to_query() );
		$this->assertSame( array( 'year = %d', array( 2026 ) ), $filter->where() );
	}

	/**
	 * @return array<string, array{0: array<string, mixed>}>
	 */
	public static function forged(): array {
		return array(
			'SQL in the year'        => array( array( 'year' => '2026 OR 1=1' ) ),
			'a year before 民國'      => array( array( 'year' => '1911' ) ),
			'a five-digit year'      => array( array( 'year' => '20260' ) ),
			'a year as an array'     => array( array( 'year' => array( '2025' ) ) ),
			'an unknown type'        => array( array( 'type' => 'donation OR 1' ) ),
			'an unknown channel'     => array( array( 'channel' => "web' --" ) ),
			'a status never written' => array( array( 'status' => 'deleted' ) ),
			'arrays everywhere'      => array( array( 'type' => array(), 'channel' => array( 'web' ), 'handler' => array( 'x' ), 'status' => array() ) ),
		);
	}

	/**
	 * @dataProvider forged
	 *
	 * @param array<string, mixed> $input A forged request.
	 */
	public function test_a_forged_filter_asks_for_nothing_it_should_not( array $input ): void {
		$filter = ReceiptFilter::from_request( $input, self::CHANNELS, 2026 );
		$this->assertSame( array( 'year' => '2026' ), $filter->to_query() );
	}

	public function test_a_handler_is_one_line_of_plain_text_and_orders_without_a_channel_can_be_listed(): void {
		$filter = ReceiptFilter::from_request(
			array(
				'handler' => "<b>陳</b>\n經手",
				'channel' => ReceiptFilter::NO_CHANNEL,
			),
			self::CHANNELS,
			2026
		);
		$this->assertSame( 'b陳/b 經手', $filter->handler );
		// Orders the counter recorded no channel for have '' in the table.
		$this->assertSame( array( 'year = %d AND channel = %s AND handler = %s', array( 2026, '', 'b陳/b 經手' ) ), $filter->where() );
	}

	public function test_fees_are_receipts_holding_any_fee(): void {
		$this->assertSame( 'year = %d AND fees > 0', ReceiptFilter::from_request( array( 'type' => 'fee' ), self::CHANNELS, 2026 )->where()[0] );
	}
}
