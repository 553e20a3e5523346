<?php
/**
 * Tests for Corrector: who may change a believer they can see.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Correction;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Correction\Corrector;

/**
 * Staff correct anything at any time; the worshipper not after the line's
 * cutoff, nor over a staff correction (the cutoff is said first).
 */
final class CorrectorTest extends TestCase {

	/**
	 * @return array<string, array{0: Corrector, 1: bool, 2: bool, 3: string}>
	 */
	public static function cases(): array {
		$staff = Corrector::staff( 'admin' );
		$owner = Corrector::worshipper( '王小明（顧客）' );
		return array(
			'staff, open'                        => array( $staff, false, false, '' ),
			'staff, after the cutoff'            => array( $staff, true, false, '' ),
			'staff, over their own correction'   => array( $staff, false, true, '' ),
			'staff, both'                        => array( $staff, true, true, '' ),
			'worshipper, open'                   => array( $owner, false, false, '' ),
			'worshipper, after the cutoff'       => array( $owner, true, false, Corrector::PAST_CUTOFF ),
			'worshipper, over staff'             => array( $owner, false, true, Corrector::STAFF_FINAL ),
			'worshipper, both: the cutoff first' => array( $owner, true, true, Corrector::PAST_CUTOFF ),
		);
	}

	/**
	 * @dataProvider cases
	 */
	public function test_who_may_change_what( Corrector $who, bool $past, bool $final, string $refusal ): void {
		$this->assertSame( $refusal, $who->refusal( $past, $final ) );
	}

	public function test_each_form_has_its_own_nonce_action(): void {
		$staff = Corrector::staff( 'admin' );
		$owner = Corrector::worshipper( '王小明（顧客）' );
		$this->assertSame( 'temple_offerings_correct_12_34_0', $staff->nonce_action( 12, 34, 0 ) );
		$this->assertSame( 'temple_offerings_customer_correct_12_34_0', $owner->nonce_action( 12, 34, 0 ) );
		// Another order, line or believer is another action: a form's nonce saves only its own believer.
		$this->assertNotSame( $owner->nonce_action( 12, 34, 0 ), $owner->nonce_action( 13, 34, 0 ) );
		$this->assertNotSame( $owner->nonce_action( 12, 34, 0 ), $owner->nonce_action( 12, 35, 0 ) );
		$this->assertNotSame( $owner->nonce_action( 12, 34, 0 ), $owner->nonce_action( 12, 34, 1 ) );
	}

	public function test_the_note_names_who_corrected(): void {
		$this->assertTrue( Corrector::staff( 'admin' )->is_staff() );
		$this->assertFalse( Corrector::worshipper( '王小明（顧客）' )->is_staff() );
		$this->assertSame( '王小明（顧客）', Corrector::worshipper( '王小明（顧客）' )->name() );
	}
}
