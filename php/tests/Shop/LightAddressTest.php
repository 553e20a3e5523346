<?php
/**
 * Tests for LightAddress: `product` in a "light again" address is the page's.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Shop;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Shop\LightAddress;

/**
 * A page asked with `light` keeps being that page; anything else is as WordPress parsed it.
 */
final class LightAddressTest extends TestCase {

	/** What WordPress makes of `/offerings/?product=12`: a product query on top of the page. */
	private const PARSED = array(
		'pagename'  => 'offerings',
		'product'   => '12',
		'post_type' => 'product',
		'name'      => '12',
	);

	protected function tearDown(): void {
		$_GET = array();
	}

	public function test_a_light_address_stays_the_page(): void {
		$_GET = array(
			'light'   => '7,8',
			'product' => '12',
		);
		$this->assertSame( array( 'pagename' => 'offerings' ), ( new LightAddress() )->request( self::PARSED ) );
	}

	public function test_without_light_or_off_a_page_nothing_changes(): void {
		$_GET = array( 'product' => '12' );
		$this->assertSame( self::PARSED, ( new LightAddress() )->request( self::PARSED ) );
		$_GET    = array( 'light' => '7' );
		$product = array(
			'product'   => 'guangming-lamp',
			'post_type' => 'product',
			'name'      => 'guangming-lamp',
		);
		$this->assertSame( $product, ( new LightAddress() )->request( $product ) );
	}
}
