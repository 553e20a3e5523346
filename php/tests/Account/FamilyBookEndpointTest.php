<?php
/**
 * The family book endpoint in WooCommerce's query vars and account menu.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Account {

	use PHPUnit\Framework\TestCase;
	use TempleOfferings\Tests\InZhTw;
	use TempleOfferings\Account\FamilyBookEndpoint;

	final class FamilyBookEndpointTest extends TestCase {

		use InZhTw;

		public function test_it_adds_its_query_var_to_woocommerces(): void {
			$vars = ( new FamilyBookEndpoint() )->query_vars(
				array(
					'orders'     => 'orders',
					'view-order' => 'view-order',
				)
			);
			$this->assertSame(
				array(
					'orders'      => 'orders',
					'view-order'  => 'view-order',
					'family-book' => 'family-book',
				),
				$vars
			);
		}

		public function test_the_tab_follows_orders_in_zh_tw(): void {
			$menu = ( new FamilyBookEndpoint() )->menu_items(
				array(
					'dashboard'       => '控制台',
					'orders'          => '訂單',
					'downloads'       => '下載',
					'customer-logout' => '登出',
				)
			);
			$this->assertSame( array( 'dashboard', 'orders', 'family-book', 'downloads', 'customer-logout' ), array_keys( $menu ) );
			$this->assertSame( '家人名冊', $menu['family-book'] );
		}

		public function test_without_orders_the_tab_comes_before_log_out(): void {
			$menu = ( new FamilyBookEndpoint() )->menu_items(
				array(
					'dashboard'       => '控制台',
					'customer-logout' => '登出',
				)
			);
			$this->assertSame( array( 'dashboard', 'family-book', 'customer-logout' ), array_keys( $menu ) );
		}

		public function test_something_else_than_a_list_is_left_alone(): void {
			$endpoint = new FamilyBookEndpoint();
			$this->assertNull( $endpoint->menu_items( null ) );
			$this->assertSame( 'x', $endpoint->query_vars( 'x' ) );
		}
	}
}
