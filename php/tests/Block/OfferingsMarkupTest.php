<?php
/**
 * OfferingsMarkup's image loading against the fixture imageLoading() is also
 * proven on (src/components/product-card/test/image-loading.test.ts).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Block;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Block\OfferingsMarkup;

/**
 * The server's cards load their images as the script's do, so hydration
 * keeps them as they are.
 */
final class OfferingsMarkupTest extends TestCase {

	/**
	 * @return array<string, array{0: int, 1: string, 2: string|null}>
	 */
	public static function cases(): array {
		$fixtures = json_decode( (string) file_get_contents( __DIR__ . '/../../../src/components/product-card/test/image-loading.fixtures.json' ), true );
		$cases    = array();
		foreach ( $fixtures['cases'] as $case ) {
			$cases[ "card {$case['index']}" ] = array( $case['index'], $case['loading'], $case['fetchpriority'] );
		}
		return $cases;
	}

	/**
	 * @param int         $index    The card's place in the grid.
	 * @param string      $loading  Its image's `loading`.
	 * @param string|null $priority Its image's `fetchpriority`, if any.
	 *
	 * @dataProvider cases
	 */
	public function test_loads_images_as_the_page_script_does( int $index, string $loading, ?string $priority ): void {
		$this->assertSame( $loading, OfferingsMarkup::image_loading( $index ) );
		$this->assertSame( $priority, OfferingsMarkup::image_priority( $index ) );
	}
}
