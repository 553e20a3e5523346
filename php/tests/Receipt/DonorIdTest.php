<?php
/**
 * Tests for DonorId::same_name(): whether the payer is the account's holder.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\DonorId;

/**
 * The account's ID number goes on a receipt only under the account
 * holder's own name: the same name however it was typed, never another
 * member of the household's, never an empty one.
 */
final class DonorIdTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string, 2: bool}>
	 */
	public static function names(): array {
		return array(
			'the holder'                  => array( '王大明', '王大明', true ),
			'spaces typed'                => array( '王 大明', ' 王大明 ', true ),
			'full width and case'         => array( 'Ｗang Ｄaming', 'wang daming', true ),
			'another in the household'    => array( '林美麗', '王大明', false ),
			'one character apart'         => array( '王大民', '王大明', false ),
			'an account with no name'     => array( '王大明', '', false ),
			'no payer'                    => array( '', '', false ),
		);
	}

	/**
	 * @dataProvider names
	 *
	 * @param string $payer    The name on the receipt.
	 * @param string $account  The account holder's name.
	 * @param bool   $expected Whether they are one.
	 */
	public function test_same_name( string $payer, string $account, bool $expected ): void {
		$this->assertSame( $expected, DonorId::same_name( $payer, $account ) );
	}
}
