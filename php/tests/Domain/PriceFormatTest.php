<?php
/**
 * PriceFormat against the fixture formatPrice() is also proven on
 * (src/domain/test/price-format.test.ts).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Domain;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\PriceFormat;

/**
 * The block's server-rendered cards write every price as the page's script does.
 */
final class PriceFormatTest extends TestCase {

	/**
	 * @return array<string, array{0: array<string, mixed>, 1: string, 2: string}>
	 */
	public static function cases(): array {
		$fixtures = json_decode( (string) file_get_contents( __DIR__ . '/../../../src/domain/test/prices.fixtures.json' ), true );
		$cases    = array();
		foreach ( $fixtures['cases'] as $index => $case ) {
			$cases[ "#{$index} {$case['expected']}" ] = array( $case['format'], $case['value'], $case['expected'] );
		}
		return $cases;
	}

	/**
	 * @param array<string, mixed> $format   The shop's settings.
	 * @param string               $value    The stored price.
	 * @param string               $expected What the card says.
	 *
	 * @dataProvider cases
	 */
	public function test_formats_as_the_page_script_does( array $format, string $value, string $expected ): void {
		$this->assertSame( $expected, ( new PriceFormat( $format ) )->format( $value ) );
	}
}
