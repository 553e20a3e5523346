<?php
/**
 * Tests for LineBelievers, the one reader of an order line's believers.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Order;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Domain\BelieverSanitizer;
use TempleOfferings\Order\LineBelievers;

/**
 * One decode and sanitize policy, one form kind policy.
 */
final class LineBelieversTest extends TestCase {

	/**
	 * Reads stored values, counting how often the product's kind was asked.
	 *
	 * @param mixed       $stored       `_believers_data`.
	 * @param mixed       $kind         `_believers_kind`.
	 * @param string|null $product_kind The kind of the product's categories.
	 * @param int         $asked        Set to how often that kind was asked.
	 * @return array{kind: string, believers: array}|null
	 */
	private static function read( mixed $stored, mixed $kind, ?string $product_kind = null, int &$asked = 0 ): ?array {
		return ( new LineBelievers( new BelieverSanitizer() ) )->of(
			$stored,
			$kind,
			static function () use ( $product_kind, &$asked ): ?string {
				++$asked;
				return $product_kind;
			}
		);
	}

	public function test_a_stored_array_is_read_and_sanitized(): void {
		$read = self::read( array( array( 'name' => '<b>王</b>小明', 'extra' => 'x' ) ), 'pudu' );
		$this->assertSame( 'pudu', $read['kind'] );
		$this->assertSame( '王小明', $read['believers'][0]['name'] );
		$this->assertSame( BelieverSanitizer::keys(), array_keys( $read['believers'][0] ) );
	}

	public function test_json_text_from_older_or_hand_made_orders_is_read_the_same_way(): void {
		$stored = array( array( 'name' => '王小明', 'depends_people' => array( array( 'name' => '王大明' ) ) ) );
		$this->assertSame( self::read( $stored, 'gift' ), self::read( (string) json_encode( $stored, JSON_UNESCAPED_UNICODE ), 'gift' ) );
	}

	/**
	 * @return array<string, array{0: mixed}>
	 */
	public static function nothing_to_read(): array {
		return array(
			'empty text'   => array( '' ),
			'not json'     => array( 'not json' ),
			'json object'  => array( '{"name":"王"}' ),
			'one believer' => array( array( 'name' => '王' ) ),
			'empty list'   => array( array() ),
			'null'         => array( null ),
			'too deep'     => array( str_repeat( '[', 20 ) . str_repeat( ']', 20 ) ),
		);
	}

	/**
	 * @dataProvider nothing_to_read
	 *
	 * @param mixed $stored Stored value.
	 */
	public function test_a_line_without_a_believer_list_has_nothing( mixed $stored ): void {
		$this->assertNull( self::read( $stored, 'light' ) );
	}

	public function test_the_kind_is_the_stored_one_else_the_products_else_a_lamp(): void {
		$asked = 0;
		$this->assertSame( 'animal', self::read( array( array() ), 'animal', 'pudu', $asked )['kind'] );
		$this->assertSame( 0, $asked, 'a stored kind needs no look at the product' );
		$this->assertSame( 'pudu', self::read( array( array() ), 'bogus', 'pudu' )['kind'] );
		$this->assertSame( 'pudu', self::read( array( array() ), '', 'pudu' )['kind'] );
		$this->assertSame( 'pudu', self::read( array( array() ), null, 'pudu' )['kind'] );
		$this->assertSame( 'light', self::read( array( array() ), 'bogus', null )['kind'] );
	}

	public function test_damaged_entries_keep_their_place(): void {
		$read = self::read( array( 'damaged', array( 'name' => '王' ) ), 'light' );
		$this->assertCount( 2, $read['believers'] );
		$this->assertSame( '', $read['believers'][0]['name'] );
		$this->assertSame( '王', $read['believers'][1]['name'] );
	}
}
