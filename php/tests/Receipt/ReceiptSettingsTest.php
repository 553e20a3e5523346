<?php
/**
 * Tests for ReceiptSettings' sanitizers that need no WordPress.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptSettings;

/**
 * A tax number is eight digits or nothing; the counter's series a letter
 * and at most three more letters or digits, or nothing; who may void is one
 * of three capabilities, whatever was posted.
 */
final class ReceiptSettingsTest extends TestCase {

	public function test_a_time_zone_other_than_taiwan_s_is_warned_of(): void {
		$this->assertSame( '', ReceiptSettings::time_zone_warning( 8 * 3600 ) );
		$this->assertStringContainsString( 'UTC+00:00', ReceiptSettings::time_zone_warning( 0 ) );
		$this->assertStringContainsString( 'UTC-05:30', ReceiptSettings::time_zone_warning( -5 * 3600 - 1800 ) );
		$this->assertStringContainsString( 'UTC+09:00', ReceiptSettings::time_zone_warning( 9 * 3600 ) );
	}

	public function test_tax_id(): void {
		$this->assertSame( '12345675', ReceiptSettings::tax_id( '12345675' ) );
		$this->assertSame( '12345675', ReceiptSettings::tax_id( ' 1234 5675 ' ) );
		$this->assertSame( '', ReceiptSettings::tax_id( '' ) );
		$this->assertNull( ReceiptSettings::tax_id( '1234567' ) );
		$this->assertNull( ReceiptSettings::tax_id( '123456789' ) );
		$this->assertNull( ReceiptSettings::tax_id( '1234567A' ) );
		$this->assertSame( '', ReceiptSettings::tax_id( array( '12345675' ) ) );
	}

	public function test_series(): void {
		$this->assertSame( 'C', ReceiptSettings::series( 'c' ) );
		$this->assertSame( 'T1A', ReceiptSettings::series( ' t1a ' ) );
		$this->assertSame( 'ABCD', ReceiptSettings::series( 'abcd' ) );
		$this->assertSame( '', ReceiptSettings::series( '' ) );
		$this->assertSame( '', ReceiptSettings::series( null ) );
		// A digit first would read as part of the year (1115-000001); longer than four, other characters: not a series.
		$this->assertNull( ReceiptSettings::series( '1A' ) );
		// Nor a digit last, beside the year (A1115-000001).
		$this->assertNull( ReceiptSettings::series( 'A1' ) );
		$this->assertNull( ReceiptSettings::series( 'T12' ) );
		$this->assertNull( ReceiptSettings::series( 'ABCDE' ) );
		$this->assertNull( ReceiptSettings::series( 'C-1' ) );
		$this->assertNull( ReceiptSettings::series( '臨櫃' ) );
		$this->assertNull( ReceiptSettings::series( 'Ｃ' ) );
	}

	public function test_capability(): void {
		$this->assertSame( 'manage_options', ReceiptSettings::capability( 'manage_options' ) );
		$this->assertSame( 'edit_shop_orders', ReceiptSettings::capability( 'edit_shop_orders' ) );
		$this->assertSame( 'manage_woocommerce', ReceiptSettings::capability( 'read' ) );
		$this->assertSame( 'manage_woocommerce', ReceiptSettings::capability( null ) );
	}
}
