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

	public function test_a_key_in_another_case_or_with_spaces_is_the_same_key(): void {
		// The database finds `_TEMPLE_OFFERINGS_RECEIPTS ` where the receipts are read.
		$this->assertSame( array( '_TEMPLE_OFFERINGS_RECEIPTS ' ), ReceiptRestGuard::named( array( array( 'key' => '_TEMPLE_OFFERINGS_RECEIPTS ' ) ) ) );
	}

	public function test_the_posted_meta_ids(): void {
		$this->assertSame(
			array( 12, 7 ),
			ReceiptRestGuard::ids(
				array(
					array(
						'id'  => 12,
						'key' => 'x',
					),
					array( 'id' => '7' ),
					array( 'id' => 12 ),
					array( 'id' => 0 ),
					array( 'id' => '-3' ),
					array( 'id' => '4x' ),
					array( 'key' => 'no id' ),
					'x',
				)
			)
		);
		$this->assertSame( array(), ReceiptRestGuard::ids( null ) );
	}

	public function test_anything_else_names_nothing(): void {
		$this->assertSame( array(), ReceiptRestGuard::named( null ) );
		$this->assertSame( array(), ReceiptRestGuard::named( 'meta' ) );
		$this->assertSame( array(), ReceiptRestGuard::named( array( array( 'key' => '_temple_offerings_receipts_x' ), array( 'value' => 1 ), 'x', array( 'key' => array( '_temple_offerings_receipts' ) ) ) ) );
	}
}
