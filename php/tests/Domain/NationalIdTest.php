<?php
/**
 * Tests for NationalId: Taiwan's national ID number, read, checked and masked.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\NationalId;

/**
 * The check digit as the Ministry of the Interior computes it, for the ID
 * card and the resident certificate's new numbers.
 */
final class NationalIdTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: bool}>
	 */
	public static function numbers(): array {
		return array(
			'a man'                              => array( 'A123456789', true ),
			'a woman'                            => array( 'A234567893', true ),
			'I is 34'                            => array( 'I100000003', true ),
			'O is 35'                            => array( 'O100000004', true ),
			'W is 32'                            => array( 'W100000001', true ),
			'a resident certificate (new form)' => array( 'A800000014', true ),
			'the check digit off by one'         => array( 'A123456788', false ),
			'a third gender digit'               => array( 'A323456789', false ),
			'the old resident certificate'       => array( 'AB12345678', false ),
			'nine characters'                    => array( 'A12345678', false ),
			'eleven characters'                  => array( 'A1234567890', false ),
			'a tax ID (統一編號)'                 => array( '12345675', false ),
			'empty'                              => array( '', false ),
		);
	}

	/**
	 * @dataProvider numbers
	 *
	 * @param string $id    Normalized number.
	 * @param bool   $valid Whether it is one.
	 */
	public function test_the_check_digit( string $id, bool $valid ): void {
		$this->assertSame( $valid, NationalId::valid( $id ) );
	}

	public function test_a_number_is_read_as_typed_with_spaces_hyphens_lower_case_or_full_width(): void {
		$this->assertSame( 'A123456789', NationalId::normalize( ' a123-456 789 ' ) );
		$this->assertSame( 'A123456789', NationalId::normalize( 'Ａ１２３４５６７８９' ) );
		$this->assertSame( 'A123456789', NationalId::read( 'a 123456789' ) );
		$this->assertSame( '', NationalId::read( 'A123456788' ) );
		$this->assertSame( '', NationalId::read( array( 'A123456789' ) ) );
	}

	public function test_a_screen_shows_the_first_two_and_last_three_characters(): void {
		$this->assertSame( 'A1*****789', NationalId::mask( 'A123456789' ) );
		$this->assertSame( '', NationalId::mask( '' ) );
		$this->assertSame( '****', NationalId::mask( 'A123' ) );
	}
}
