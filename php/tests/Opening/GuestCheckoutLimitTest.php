<?php
/**
 * Tests for GuestCheckoutLimit's setting and its sentences in zh_TW.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Opening;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Opening\GuestCheckoutLimit;
use TempleOfferings\Tests\InZhTw;

/**
 * A limit is a whole number from 0 (none); the refusals say which and how many.
 */
final class GuestCheckoutLimitTest extends TestCase {

	use InZhTw;

	public function test_a_limit_is_a_whole_number_from_zero_to_the_most(): void {
		$this->assertSame( 3, GuestCheckoutLimit::sanitize( ' 3 ' ) );
		$this->assertSame( 0, GuestCheckoutLimit::sanitize( '' ) );
		$this->assertSame( 0, GuestCheckoutLimit::sanitize( '-4' ) );
		$this->assertSame( 0, GuestCheckoutLimit::sanitize( 'many' ) );
		$this->assertSame( GuestCheckoutLimit::MAX, GuestCheckoutLimit::sanitize( '99999' ) );
	}

	public function test_the_refusals_say_which_limit_in_zh_tw(): void {
		$this->assertSame( '此電子郵件在一小時內已以訪客身分結帳 2 次，已達上限。請稍後再試，或登入會員後結帳。', GuestCheckoutLimit::message( GuestCheckoutLimit::EMAIL_CODE, 2 ) );
		$this->assertSame( '您的網路在一小時內已以訪客身分結帳 20 次，已達上限。請稍後再試，或登入會員後結帳。', GuestCheckoutLimit::message( GuestCheckoutLimit::ADDRESS_CODE, 20 ) );
	}
}
