<?php
/**
 * Tests for UnsubscribeRequest, what a request to the unsubscribe link asks for.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Reminder;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Reminder\UnsubscribeRequest;

/**
 * A GET (a mail scanner's prefetch, a link preview) never unsubscribes; the
 * button's POST and RFC 8058's one-click POST do; a wrong signature is
 * refused whatever is sent.
 */
final class UnsubscribeRequestTest extends TestCase {

	/**
	 * @return array<string, array{0: string, 1: bool, 2: array<string, mixed>, 3: bool, 4: string}>
	 */
	public static function requests(): array {
		$one_click = array( 'List-Unsubscribe' => 'One-Click' );
		$button    = array( UnsubscribeRequest::CONFIRM_FIELD => '1' );
		return array(
			'GET asks first'                        => array( 'GET', true, array(), false, UnsubscribeRequest::CONFIRM ),
			'HEAD asks first'                       => array( 'HEAD', true, array(), false, UnsubscribeRequest::CONFIRM ),
			'GET of someone already off says so'    => array( 'GET', true, array(), true, UnsubscribeRequest::DONE ),
			'GET with the one-click field in it'    => array( 'GET', true, $one_click, false, UnsubscribeRequest::CONFIRM ),
			'the button posts'                      => array( 'POST', true, $button, false, UnsubscribeRequest::UNSUBSCRIBE ),
			'lower-case method'                     => array( 'post', true, $button, false, UnsubscribeRequest::UNSUBSCRIBE ),
			'RFC 8058 one-click'                    => array( 'POST', true, $one_click, false, UnsubscribeRequest::UNSUBSCRIBE ),
			'one-click with more fields'            => array( 'POST', true, $one_click + array( 'x' => 'y' ), false, UnsubscribeRequest::UNSUBSCRIBE ),
			'one-click again when off'              => array( 'POST', true, $one_click, true, UnsubscribeRequest::UNSUBSCRIBE ),
			'an empty POST only asks'               => array( 'POST', true, array(), false, UnsubscribeRequest::CONFIRM ),
			'another one-click value only asks'     => array( 'POST', true, array( 'List-Unsubscribe' => 'one-click!' ), false, UnsubscribeRequest::CONFIRM ),
			'a button value other than 1 only asks' => array( 'POST', true, array( UnsubscribeRequest::CONFIRM_FIELD => 'yes' ), false, UnsubscribeRequest::CONFIRM ),
			'an array where text belongs'           => array( 'POST', true, array( 'List-Unsubscribe' => array( 'One-Click' ) ), false, UnsubscribeRequest::CONFIRM ),
			'PUT only asks'                         => array( 'PUT', true, $button, false, UnsubscribeRequest::CONFIRM ),
			'forged GET'                            => array( 'GET', false, array(), false, UnsubscribeRequest::REFUSE ),
			'forged button POST'                    => array( 'POST', false, $button, false, UnsubscribeRequest::REFUSE ),
			'forged one-click'                      => array( 'POST', false, $one_click, false, UnsubscribeRequest::REFUSE ),
		);
	}

	/**
	 * @dataProvider requests
	 *
	 * @param string               $method   HTTP method.
	 * @param bool                 $signed   Whether the signature is right.
	 * @param array<string, mixed> $body     POST fields.
	 * @param bool                 $off      Already unsubscribed.
	 * @param string               $expected What to do.
	 */
	public function test_only_a_signed_post_that_asks_unsubscribes( string $method, bool $signed, array $body, bool $off, string $expected ): void {
		$this->assertSame( $expected, UnsubscribeRequest::action( $method, $signed, $body, $off ) );
	}
}
