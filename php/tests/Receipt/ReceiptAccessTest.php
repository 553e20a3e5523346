<?php
/**
 * Tests for ReceiptAccess: who may open a receipt's print.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptAccess;

/**
 * Staff, the order's own customer, or whoever holds a guest order's key;
 * a visitor who is not signed in is asked to sign in first; anyone else
 * finds nothing.
 */
final class ReceiptAccessTest extends TestCase {

	private const KEY = 'wc_order_abc123';

	/**
	 * @return array<string, array{0: bool, 1: int, 2: int, 3: string, 4: string}>
	 */
	public static function cases(): array {
		return array(
			'staff, any order'                         => array( true, 1, 7, '', ReceiptAccess::ALLOW ),
			'staff, a guest order'                     => array( true, 1, 0, '', ReceiptAccess::ALLOW ),
			'the customer, own order'                  => array( false, 7, 7, '', ReceiptAccess::ALLOW ),
			'another customer'                         => array( false, 8, 7, '', ReceiptAccess::DENY ),
			'another customer holding the key'         => array( false, 8, 7, self::KEY, ReceiptAccess::DENY ),
			'signed out, a customer\'s order'          => array( false, 0, 7, '', ReceiptAccess::SIGN_IN ),
			'signed out, a customer\'s order with key' => array( false, 0, 7, self::KEY, ReceiptAccess::SIGN_IN ),
			'a guest order with its key'               => array( false, 0, 0, self::KEY, ReceiptAccess::ALLOW ),
			'a guest order, signed in, with its key'   => array( false, 8, 0, self::KEY, ReceiptAccess::ALLOW ),
			'a guest order with a wrong key'           => array( false, 0, 0, 'wc_order_abc124', ReceiptAccess::DENY ),
			'a guest order without a key'              => array( false, 0, 0, '', ReceiptAccess::SIGN_IN ),
			'a guest order, signed in, no key'         => array( false, 8, 0, '', ReceiptAccess::DENY ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param bool   $staff    The visitor may see every order.
	 * @param int    $user     The visitor's user id (0 signed out).
	 * @param int    $customer The order's customer (0 a guest order).
	 * @param string $given    The key in the link.
	 * @param string $expected The answer.
	 */
	public function test_decide( bool $staff, int $user, int $customer, string $given, string $expected ): void {
		$this->assertSame( $expected, ReceiptAccess::decide( $staff, $user, $customer, self::KEY, $given ) );
	}

	public function test_an_order_without_a_key_opens_to_no_key(): void {
		$this->assertSame( ReceiptAccess::SIGN_IN, ReceiptAccess::decide( false, 0, 0, '', '' ) );
		$this->assertSame( ReceiptAccess::DENY, ReceiptAccess::decide( false, 0, 0, '', 'anything' ) );
	}
}
