<?php
/**
 * Tests for UnsubscribeSignature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Reminder;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Reminder\UnsubscribeSignature;

/**
 * The link's signature: made for one user id with the site's key, and
 * nothing else passes.
 */
final class UnsubscribeSignatureTest extends TestCase {

	public function test_a_signature_passes_for_its_own_user_only(): void {
		$signature = new UnsubscribeSignature( 'site-key' );
		$signed    = $signature->sign( 7 );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $signed );
		$this->assertTrue( $signature->verify( 7, $signed ) );
		$this->assertFalse( $signature->verify( 8, $signed ) );
		$this->assertFalse( $signature->verify( 70, $signed ) );
	}

	public function test_another_key_gives_another_signature(): void {
		$this->assertNotSame( ( new UnsubscribeSignature( 'site-key' ) )->sign( 7 ), ( new UnsubscribeSignature( 'other-key' ) )->sign( 7 ) );
		$this->assertFalse( ( new UnsubscribeSignature( 'other-key' ) )->verify( 7, ( new UnsubscribeSignature( 'site-key' ) )->sign( 7 ) ) );
	}

	public function test_it_is_not_a_plain_hmac_of_the_id(): void {
		// The purpose is signed too: an HMAC of the bare id with the same salt (made for something else) fails.
		$this->assertFalse( ( new UnsubscribeSignature( 'site-key' ) )->verify( 7, hash_hmac( 'sha256', '7', 'site-key' ) ) );
	}

	public function test_malformed_input_fails(): void {
		$signature = new UnsubscribeSignature( 'site-key' );
		$signed    = $signature->sign( 7 );
		$this->assertFalse( $signature->verify( 7, strtoupper( $signed ) ) );
		$this->assertFalse( $signature->verify( 7, substr( $signed, 0, 63 ) ) );
		$this->assertFalse( $signature->verify( 7, array( $signed ) ) );
		$this->assertFalse( $signature->verify( 7, null ) );
		$this->assertFalse( $signature->verify( 7, '' ) );
		$this->assertFalse( $signature->verify( 0, ( new UnsubscribeSignature( 'site-key' ) )->sign( 0 ) ) );
		$this->assertFalse( $signature->verify( -7, $signature->sign( -7 ) ) );
	}

	public function test_an_empty_key_signs_nothing_valid(): void {
		$empty = new UnsubscribeSignature( '' );
		$this->assertFalse( $empty->verify( 7, $empty->sign( 7 ) ) );
	}
}
