<?php
/**
 * Tests for CartContents.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Privacy;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Privacy\CartContents;

/**
 * Offering lines found and dropped in a stored cart; other products kept.
 */
final class CartContentsTest extends TestCase {

	/**
	 * A cart as WooCommerce stores it: two offering lines (one with only its
	 * line id left), a plain product, and junk.
	 *
	 * @return array<string, mixed>
	 */
	private static function cart(): array {
		return array(
			'a1' => array(
				'product_id'       => 11,
				'variation_id'     => 0,
				'quantity'         => 2,
				'_believers_data'  => array(
					array( 'name' => '王小明' ),
					array( 'name' => '李小華' ),
				),
				'_believers_kind'  => 'light',
				'_believers_line'  => 'uuid-1',
			),
			'b2' => array(
				'product_id' => 99,
				'quantity'   => 1,
			),
			'c3' => array(
				'product_id'      => 12,
				'quantity'        => 1,
				'_believers_line' => 'uuid-2',
			),
			'd4' => 'junk',
		);
	}

	public function test_offering_lines_are_found_by_any_of_their_keys(): void {
		$this->assertSame( array( 'a1', 'c3' ), array_keys( CartContents::offerings( self::cart() ) ) );
		$this->assertSame( array(), CartContents::offerings( 'not a cart' ) );
	}

	public function test_dropping_keeps_every_other_product_and_its_key(): void {
		$this->assertSame(
			array(
				'b2' => array(
					'product_id' => 99,
					'quantity'   => 1,
				),
				'd4' => 'junk',
			),
			CartContents::without_offerings( self::cart() )
		);
		$this->assertSame( array(), CartContents::without_offerings( null ) );
	}

	public function test_believers_and_kind_of_a_line(): void {
		$cart = self::cart();
		$this->assertSame( array( 'light', array( array( 'name' => '王小明' ), array( 'name' => '李小華' ) ) ), CartContents::believers( $cart['a1'] ) );
		$this->assertSame( array( '', array() ), CartContents::believers( $cart['c3'] ) );
	}
}
