<?php
/**
 * Tests for AccountMenu: where the plugin's tabs go in My Account.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Support;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Support\AccountMenu;

/**
 * After the tab they belong beside, by preference; before Log out without
 * it; once, whatever the menu held.
 */
final class AccountMenuTest extends TestCase {

	private const MENU = array(
		'dashboard'       => '控制台',
		'orders'          => '訂單',
		'family-book'     => '家人名冊',
		'downloads'       => '下載',
		'customer-logout' => '登出',
	);

	public function test_the_receipts_follow_the_family_book_else_orders_else_come_before_log_out(): void {
		$this->assertSame(
			array( 'dashboard', 'orders', 'family-book', 'receipts', 'downloads', 'customer-logout' ),
			array_keys( AccountMenu::insert( self::MENU, 'receipts', '收據', array( 'family-book', 'orders' ) ) )
		);
		$without_book = array_diff_key( self::MENU, array( 'family-book' => '' ) );
		$this->assertSame(
			array( 'dashboard', 'orders', 'receipts', 'downloads', 'customer-logout' ),
			array_keys( AccountMenu::insert( $without_book, 'receipts', '收據', array( 'family-book', 'orders' ) ) )
		);
		$this->assertSame(
			array( 'dashboard', 'receipts', 'customer-logout' ),
			array_keys( AccountMenu::insert( array( 'dashboard' => '控制台', 'customer-logout' => '登出' ), 'receipts', '收據', array( 'orders' ) ) )
		);
		$this->assertSame( array( 'a', 'receipts' ), array_keys( AccountMenu::insert( array( 'a' => 'A' ), 'receipts', '收據', array( 'orders' ) ) ) );
	}

	public function test_a_tab_already_in_the_menu_is_put_in_its_place_once(): void {
		$menu = AccountMenu::insert( array( 'receipts' => 'old' ) + self::MENU, 'receipts', '收據', array( 'orders' ) );
		$this->assertSame( array( 'dashboard', 'orders', 'receipts', 'family-book', 'downloads', 'customer-logout' ), array_keys( $menu ) );
		$this->assertSame( '收據', $menu['receipts'] );
	}

	public function test_something_else_than_a_list_is_left_alone(): void {
		$this->assertNull( AccountMenu::insert( null, 'receipts', '收據', array() ) );
		$this->assertSame( 'x', AccountMenu::query_var( 'x', 'receipts' ) );
		$this->assertSame( array( 'receipts' => 'receipts' ), AccountMenu::query_var( array(), 'receipts' ) );
	}
}
