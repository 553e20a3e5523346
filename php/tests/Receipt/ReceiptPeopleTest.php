<?php
/**
 * Tests for ReceiptPeople: the payer's name and the 經手人 a receipt names.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptPeople;
use TempleOfferings\Tests\InZhTw;

/**
 * A Chinese name is written family name first, without a space; an online
 * order's 經手人 is 網路, any other the staff member who marked it paid.
 */
final class ReceiptPeopleTest extends TestCase {

	use InZhTw;

	/**
	 * @return array<string, array{0: string, 1: string, 2: string, 3: string}>
	 */
	public static function names(): array {
		return array(
			'Chinese: family name first'   => array( '小明', '王', '', '王小明' ),
			'Latin: given name first'      => array( 'Mei', 'Lin', '', 'Mei Lin' ),
			'mixed stays as typed'         => array( 'Mei', '林', '', 'Mei 林' ),
			'only a family name'           => array( '', '王', '', '王' ),
			'spaces trimmed'               => array( ' 小明 ', ' 王 ', '', '王小明' ),
			'a company when no name'       => array( '', '', '示範股份有限公司', '示範股份有限公司' ),
			'a name before the company'    => array( '小明', '王', '示範股份有限公司', '王小明' ),
			'nothing'                      => array( '', '', '', '' ),
		);
	}

	/**
	 * @dataProvider names
	 *
	 * @param string $first    Billing first name.
	 * @param string $last     Billing last name.
	 * @param string $company  Billing company.
	 * @param string $expected The payer.
	 */
	public function test_payer_name( string $first, string $last, string $company, string $expected ): void {
		$this->assertSame( $expected, ReceiptPeople::payer_name( $first, $last, $company ) );
	}

	public function test_handler(): void {
		$this->assertSame( '網路', ReceiptPeople::handler( 'store-api', 'admin' ) );
		$this->assertSame( '網路', ReceiptPeople::handler( 'checkout', '' ) );
		$this->assertSame( '林師姐', ReceiptPeople::handler( 'admin', '林師姐' ) );
		$this->assertSame( '林師姐', ReceiptPeople::handler( 'rest-api', '林師姐' ) );
		// Nobody knowable (a payment answered by a gateway on an order staff made): left for a pen.
		$this->assertSame( '', ReceiptPeople::handler( 'admin', '' ) );
	}
}
