<?php
/**
 * Tests for NumberSettings: the number format and what staff may type.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Numbers;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Numbers\NumberSettings;

/**
 * 光明燈-, 1, 4 → 光明燈-0001.
 */
final class NumberSettingsTest extends TestCase {

	public static function formats(): array {
		return array(
			'padded'                 => array( '光明燈-', 4, 1, '光明燈-0001' ),
			'exactly the width'      => array( '光明燈-', 4, 1234, '光明燈-1234' ),
			'longer is written whole' => array( '光明燈-', 4, 12345, '光明燈-12345' ),
			'no prefix'              => array( '', 3, 7, '007' ),
			'width one'              => array( '普渡', 1, 9, '普渡9' ),
		);
	}

	/**
	 * @dataProvider formats
	 */
	public function test_format( string $prefix, int $width, int $number, string $expected ): void {
		$this->assertSame( $expected, ( new NumberSettings( $prefix, 1, $width ) )->format( $number ) );
	}

	public function test_from_meta_needs_a_first_number(): void {
		$this->assertNull( NumberSettings::from_meta( '光明燈-', '', '4' ) );
		$this->assertNull( NumberSettings::from_meta( '光明燈-', '0', '4' ) );
		$this->assertNull( NumberSettings::from_meta( '光明燈-', 'abc', '4' ) );
		$this->assertNull( NumberSettings::from_meta( '光明燈-', null, '4' ) );
		$settings = NumberSettings::from_meta( '光明燈-', '101', '' );
		$this->assertNotNull( $settings );
		$this->assertSame( 101, $settings->start );
		// Width left empty: the default.
		$this->assertSame( '光明燈-0101', $settings->format( 101 ) );
	}

	public function test_from_meta_clamps_a_stored_width_and_cleans_the_prefix(): void {
		$this->assertSame( 10, NumberSettings::from_meta( 'A', '1', '99' )->width );
		$this->assertSame( 1, NumberSettings::from_meta( 'A', '1', '0' )->width );
		$this->assertSame( '光明燈b-', NumberSettings::from_meta( "<光明燈>\x07b-", '1', '4' )->prefix );
		$this->assertSame( NumberSettings::PREFIX_MAX, mb_strlen( NumberSettings::from_meta( str_repeat( '燈', 50 ), '1', '4' )->prefix ) );
	}

	public function test_check_input_accepts_good_values_and_empty_start_turns_numbering_off(): void {
		$checked = NumberSettings::check_input( ' 光明燈- ', '0101', '' );
		$this->assertSame( array(), $checked['errors'] );
		$this->assertSame( array( 'prefix' => '光明燈-', 'start' => '101', 'width' => '' ), $checked['values'] );
		$off = NumberSettings::check_input( '光明燈-', '', '4' );
		$this->assertSame( array(), $off['errors'] );
		$this->assertSame( '', $off['values']['start'] );
	}

	public function test_check_input_names_each_bad_value(): void {
		$this->assertSame( array( 'The first number must be a whole number from 1 to 9999999999.' ), NumberSettings::check_input( '', '0', '4' )['errors'] );
		$this->assertSame( array( 'The first number must be a whole number from 1 to 9999999999.' ), NumberSettings::check_input( '', '1.5', '4' )['errors'] );
		$this->assertSame( array( 'The first number must be a whole number from 1 to 9999999999.' ), NumberSettings::check_input( '', '-3', '4' )['errors'] );
		$this->assertSame( array( 'The number width must be a whole number from 1 to 10.' ), NumberSettings::check_input( '', '1', '11' )['errors'] );
		$this->assertCount( 2, NumberSettings::check_input( '', 'x', '0' )['errors'] );
	}
}
