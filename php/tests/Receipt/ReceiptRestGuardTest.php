<?php
/**
 * Tests for ReceiptRestGuard::named(): the receipts' meta among what a REST request sends or an answer holds.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Receipt;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Receipt\ReceiptRestGuard;

/**
 * Posted meta (arrays) and answered meta (objects with a key) alike; any
 * other key, or no meta, names nothing.
 */
final class ReceiptRestGuardTest extends TestCase {

	public function test_the_receipts_keys_are_found_posted_or_answered(): void {
		$this->assertSame(
			array( '_temple_offerings_receipts', '_temple_offerings_donor_id' ),
			ReceiptRestGuard::named(
				array(
					array(
						'key'   => 'note',
						'value' => 'x',
					),
					array(
						'key'   => '_temple_offerings_receipts',
						'value' => array(),
					),
					(object) array(
						'key'   => '_temple_offerings_donor_id',
						'value' => 'A123456789',
					),
				)
			)
		);
		$this->assertSame( array( '_temple_offerings_receipt_log', '_temple_offerings_donor_id_erase' ), ReceiptRestGuard::named( array( array( 'key' => '_temple_offerings_receipt_log' ), array( 'key' => '_temple_offerings_donor_id_erase' ) ) ) );
	}

	public function test_anything_else_names_nothing(): void {
		$this->assertSame( array(), ReceiptRestGuard::named( null ) );
		$this->assertSame( array(), ReceiptRestGuard::named( 'meta' ) );
		$this->assertSame( array(), ReceiptRestGuard::named( array( array( 'key' => '_temple_offerings_receipts_x' ), array( 'value' => 1 ), 'x', array( 'key' => array( '_temple_offerings_receipts' ) ) ) ) );
	}
}
