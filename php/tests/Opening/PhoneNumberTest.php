<?php
/**
 * Tests for PhoneNumber: one phone however it is written.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Opening;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Opening\PhoneNumber;

/**
 * Digits only, Taiwan's country code read as the leading 0.
 */
final class PhoneNumberTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public static function phones(): array {
		return array(
			'dashes'                    => array( '0912-345-678', '0912345678' ),
			'spaces and brackets'       => array( '(0912) 345 678', '0912345678' ),
			'country code'              => array( '+886 912 345 678', '0912345678' ),
			'country code and its 0'    => array( '+886 0912-345-678', '0912345678' ),
			'country code, no spaces'   => array( '+886912345678', '0912345678' ),
			'dialled from abroad'       => array( '00886-912-345-678', '0912345678' ),
			'a landline'                => array( '(02) 2345-6789', '0223456789' ),
			'full-width digits are not' => array( '０９１２', '' ),
			'too short'                 => array( '0912', '' ),
			'nothing'                   => array( '', '' ),
			'zeros, a placeholder'      => array( '0000000000', '' ),
			'a word'                    => array( 'none', '' ),
			'886 without a plus stays'  => array( '886912345678', '886912345678' ),
		);
	}

	/**
	 * @dataProvider phones
	 *
	 * @param string $typed    As typed.
	 * @param string $expected Its digits as counted.
	 */
	public function test_one_phone_however_written( string $typed, string $expected ): void {
		$this->assertSame( $expected, PhoneNumber::normalise( $typed ) );
	}
}
