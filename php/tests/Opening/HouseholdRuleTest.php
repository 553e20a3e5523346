<?php
/**
 * Tests for HouseholdRule: which orders are a household's, and the refusals in zh_TW.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Opening;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Opening\HouseholdRule;
use TempleOfferings\Tests\InZhTw;

/**
 * An account with the orders bearing its phone; guests sharing a phone.
 */
final class HouseholdRuleTest extends TestCase {

	use InZhTw;

	/**
	 * Orders: 1 and 2 of account 7 (its phone), 3 a guest's with that phone,
	 * 4 a guest's with another, 5 account 8's with another, 6 account 9's
	 * with account 7's phone, 10 account 9's with no phone.
	 *
	 * @return array<int, array{id: int, customer: int, phone: string}>
	 */
	private static function orders(): array {
		return array(
			array( 'id' => 1, 'customer' => 7, 'phone' => '0912345678' ),
			array( 'id' => 2, 'customer' => 7, 'phone' => '' ),
			array( 'id' => 3, 'customer' => 0, 'phone' => '0912345678' ),
			array( 'id' => 4, 'customer' => 0, 'phone' => '0922000000' ),
			array( 'id' => 5, 'customer' => 8, 'phone' => '0933000000' ),
			array( 'id' => 6, 'customer' => 9, 'phone' => '0912345678' ),
			array( 'id' => 10, 'customer' => 9, 'phone' => '' ),
		);
	}

	public function test_an_account_is_its_orders_and_every_order_of_its_phone(): void {
		$this->assertSame( array( 1, 2, 3, 6, 10 ), HouseholdRule::members( self::orders(), 7, array( '0912345678' ) ) );
	}

	public function test_an_account_without_a_phone_is_its_orders(): void {
		$this->assertSame( array( 1, 2 ), HouseholdRule::members( self::orders(), 7, array() ) );
		$this->assertSame( array( 5 ), HouseholdRule::members( self::orders(), 8, array( '' ) ) );
	}

	public function test_a_guest_is_the_orders_of_the_phone_and_of_the_accounts_that_used_it(): void {
		$this->assertSame( array( 1, 2, 3, 6, 10 ), HouseholdRule::members( self::orders(), 0, array( '0912345678' ) ) );
		$this->assertSame( array( 4 ), HouseholdRule::members( self::orders(), 0, array( '0922000000' ) ) );
		$this->assertSame( array(), HouseholdRule::members( self::orders(), 0, array( '' ) ) );
	}

	public function test_within_the_limits_nothing_is_refused(): void {
		$this->assertSame( array(), HouseholdRule::refusals( '光明燈', 3, 4, 1, 1, 2, 1 ) );
		$this->assertSame( array(), HouseholdRule::refusals( '光明燈', null, null, 9, 9, 9, 9 ) );
	}

	public function test_past_the_phone_it_says_how_many_are_left_to_this_phone(): void {
		$this->assertSame(
			array(
				array(
					'code'    => 'temple_offerings_phone_limit',
					'message' => '「光明燈」每個電話號碼限登記 2 位，這個電話號碼還可登記 1 位。',
					'left'    => 1,
				),
			),
			HouseholdRule::refusals( '光明燈', 2, null, 0, 1, 0, 2 )
		);
		$this->assertSame( '「光明燈」每個電話號碼限登記 2 位，這個電話號碼已登記滿 2 位。', HouseholdRule::refusals( '光明燈', 2, null, 1, 1, 0, 1 )[0]['message'] ?? '' );
	}

	public function test_past_the_household_it_says_how_many_are_left_to_the_household(): void {
		$this->assertSame( '「光明燈」每戶限登記 3 位，您的家戶還可登記 1 位。', HouseholdRule::refusals( '光明燈', null, 3, 0, 0, 2, 2 )[0]['message'] ?? '' );
		$this->assertSame( 'temple_offerings_household_limit', HouseholdRule::refusals( '光明燈', null, 3, 0, 0, 2, 2 )[0]['code'] ?? '' );
		$this->assertSame( '「光明燈」每戶限登記 3 位，您的家戶已登記滿 3 位。', HouseholdRule::refusals( '光明燈', null, 3, 0, 0, 4, 1 )[0]['message'] ?? '' );
	}

	public function test_the_refusal_leaving_the_fewest_places_speaks(): void {
		$phone     = array(
			'code'    => 'phone',
			'message' => '',
			'left'    => 2,
		);
		$household = array(
			'code'    => 'household',
			'message' => '',
			'left'    => 0,
		);
		$this->assertSame( $household, HouseholdRule::fewest( array( null, $phone, $household ) ) );
		$this->assertNull( HouseholdRule::fewest( array( null ) ) );
	}
}
