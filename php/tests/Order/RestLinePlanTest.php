<?php
/**
 * Tests for RestLinePlan: a posted REST order line read as WooCommerce will save it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Order;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Order\RestLinePlan;

/**
 * The product, quantity and believers a line ends with, and which entries are no line to check.
 */
final class RestLinePlanTest extends TestCase {

	private const STORED = array(
		'product_id' => 7,
		'quantity'   => 1,
		'believers'  => array( array( 'name' => '陳一' ) ),
	);

	/**
	 * @return array<string, array{0: mixed, 1: array<string, mixed>|null, 2: array<string, mixed>|null}>
	 */
	public static function cases(): array {
		$two = array( array( 'name' => '甲' ), array( 'name' => '乙' ) );
		return array(
			'a new line without believers'            => array( array( 'product_id' => 7 ), null, array( 'sku' => '', 'product_id' => 7, 'quantity' => 1, 'believers' => null ) ),
			'a new line: the variation wins'          => array( array( 'product_id' => 7, 'variation_id' => 9, 'quantity' => 2 ), null, array( 'sku' => '', 'product_id' => 9, 'quantity' => 2, 'believers' => null ) ),
			'a new line named by SKU'                 => array( array( 'sku' => 'lamp-1', 'product_id' => 7 ), null, array( 'sku' => 'lamp-1', 'product_id' => 0, 'quantity' => 1, 'believers' => null ) ),
			'the last _believers_data entry wins'     => array(
				array( 'product_id' => 7, 'meta_data' => array( array( 'key' => '_believers_data', 'value' => 'old' ), array( 'key' => 'x', 'value' => 1 ), array( 'key' => '_believers_data', 'value' => $two ) ) ),
				null,
				array( 'sku' => '', 'product_id' => 7, 'quantity' => 1, 'believers' => $two ),
			),
			'a resize keeps the stored believers'     => array( array( 'id' => 3, 'quantity' => 4 ), self::STORED, array( 'sku' => '', 'product_id' => 7, 'quantity' => 4, 'believers' => self::STORED['believers'] ) ),
			'new believers keep the stored quantity'  => array( array( 'id' => 3, 'meta_data' => array( array( 'key' => '_believers_data', 'value' => $two ) ) ), self::STORED, array( 'sku' => '', 'product_id' => 7, 'quantity' => 1, 'believers' => $two ) ),
			'believers sent as null are none'         => array( array( 'id' => 3, 'meta_data' => array( array( 'key' => '_believers_data', 'value' => null ) ) ), self::STORED, array( 'sku' => '', 'product_id' => 7, 'quantity' => 1, 'believers' => null ) ),
			'another product for the line'            => array( array( 'id' => 3, 'product_id' => 8 ), self::STORED, array( 'sku' => '', 'product_id' => 8, 'quantity' => 1, 'believers' => self::STORED['believers'] ) ),
			'an update of the name only'              => array( array( 'id' => 3, 'name' => '改名' ), self::STORED, null ),
			'an update of other meta only'            => array( array( 'id' => 3, 'meta_data' => array( array( 'key' => 'note', 'value' => 'x' ) ) ), self::STORED, null ),
			'a quantity of 0 removes the line'        => array( array( 'id' => 3, 'quantity' => 0 ), self::STORED, null ),
			'a null product removes the line'         => array( array( 'id' => 3, 'product_id' => null ), self::STORED, null ),
			'not an entry'                            => array( 'lamp', null, null ),
		);
	}

	/**
	 * @dataProvider cases
	 *
	 * @param mixed                     $posted   Posted entry.
	 * @param array<string, mixed>|null $existing The line it updates.
	 * @param array<string, mixed>|null $expected The plan.
	 */
	public function test_plan( mixed $posted, ?array $existing, ?array $expected ): void {
		$this->assertSame( $expected, RestLinePlan::of( $posted, $existing ) );
	}
}
