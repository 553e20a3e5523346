<?php
/**
 * Tests for ChineseAmount: an amount in NT$ written in 大寫 for a receipt.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\ChineseAmount;

/**
 * The receipt's total in words, as Taiwan's cheques and receipts write it:
 * every digit before 拾 written (壹拾), one 零 for any run of zeros between
 * two digits (across 萬 and 億 too), 元整 at the end.
 */
final class ChineseAmountTest extends TestCase {

	/**
	 * @return array<string, array{0: int|string|float, 1: string}>
	 */
	public static function amounts(): array {
		return array(
			'zero'                         => array( 0, '零元整' ),
			'one'                          => array( 1, '壹元整' ),
			'ten keeps its 壹'             => array( 10, '壹拾元整' ),
			'eleven'                       => array( 11, '壹拾壹元整' ),
			'a hundred and ten'            => array( 110, '壹佰壹拾元整' ),
			'zero inside a group'          => array( 1005, '壹仟零伍元整' ),
			'two zeros, one 零'            => array( 1010, '壹仟零壹拾元整' ),
			'ten thousand'                 => array( 10000, '壹萬元整' ),
			'twelve thousand three hundred' => array( 12300, '壹萬貳仟參佰元整' ),
			'zero across 萬'               => array( 10001, '壹萬零壹元整' ),
			'zero after 萬, then hundreds' => array( 10100, '壹萬零壹佰元整' ),
			'zeros inside both groups'     => array( 100010, '壹拾萬零壹拾元整' ),
			'a million'                    => array( 1000000, '壹佰萬元整' ),
			'a million and a hundred'      => array( 1000100, '壹佰萬零壹佰元整' ),
			'ten million and ten'          => array( 10000010, '壹仟萬零壹拾元整' ),
			'the largest of the issue'     => array( 99999999, '玖仟玖佰玖拾玖萬玖仟玖佰玖拾玖元整' ),
			'a hundred million'            => array( 100000000, '壹億元整' ),
			'億 with an empty 萬 group'    => array( 100001000, '壹億零壹仟元整' ),
			'億, zeros, 萬'                => array( 100010000, '壹億零壹萬元整' ),
			'every digit'                  => array( 123456789, '壹億貳仟參佰肆拾伍萬陸仟柒佰捌拾玖元整' ),
			'the largest taken'            => array( 999999999999, '玖仟玖佰玖拾玖億玖仟玖佰玖拾玖萬玖仟玖佰玖拾玖元整' ),
			'a whole float'                => array( 2200.0, '貳仟貳佰元整' ),
			'a stored price'               => array( '2200.00', '貳仟貳佰元整' ),
			'a stored whole'               => array( '600', '陸佰元整' ),
		);
	}

	/**
	 * @dataProvider amounts
	 *
	 * @param int|string|float $amount The amount.
	 * @param string           $words  Its 大寫.
	 */
	public function test_words( int|string|float $amount, string $words ): void {
		$this->assertSame( $words, ChineseAmount::words( $amount ) );
	}

	/**
	 * @return array<string, array{0: mixed}>
	 */
	public static function refused(): array {
		return array(
			'negative'        => array( -1 ),
			'negative text'   => array( '-5' ),
			'a fraction'      => array( 10.5 ),
			'cents as text'   => array( '10.50' ),
			'not a number'    => array( 'abc' ),
			'empty'           => array( '' ),
			'too large'       => array( 1000000000000 ),
			'infinite'        => array( INF ),
			'not a number at all' => array( NAN ),
			'null'            => array( null ),
			'an array'        => array( array( 1 ) ),
			'a number with spaces' => array( ' 10' ),
			'exponent'        => array( '1e3' ),
		);
	}

	/**
	 * @dataProvider refused
	 *
	 * @param mixed $amount Not a whole amount from 0.
	 */
	public function test_refuses( mixed $amount ): void {
		$this->expectException( \InvalidArgumentException::class );
		ChineseAmount::words( $amount );
	}
}
