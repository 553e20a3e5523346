<?php
/**
 * The counter's capabilities, role and channel words.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Tests\Counter;

use PHPUnit\Framework\TestCase;
use TempleOfferings\Counter\CounterRole;
use TempleOfferings\Support\OrderChannel;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Tests\InZhTw;

/**
 * Who holds which task, and what the orders list says of an order's channel.
 */
final class CounterTest extends TestCase {

	use InZhTw;

	public function test_whoever_manages_woocommerce_holds_every_task_and_no_one_else_gains_any(): void {
		$grant = new Capabilities();
		$this->assertSame(
			array(
				'manage_woocommerce'          => true,
				Capabilities::COUNTER         => true,
				Capabilities::RITUAL_LIST     => true,
				Capabilities::RECEIPTS        => true,
			),
			$grant->grant( array( 'manage_woocommerce' => true ) )
		);
		$this->assertSame( array( 'read' => true ), $grant->grant( array( 'read' => true ) ) );
		// A role that lost manage_woocommerce (false) gains nothing.
		$this->assertSame( array( 'manage_woocommerce' => false ), $grant->grant( array( 'manage_woocommerce' => false ) ) );
		$this->assertNull( $grant->grant( null ) );
	}

	public function test_the_counter_role_holds_the_tasks_and_wp_admin_entry_and_nothing_of_the_shop(): void {
		$caps = CounterRole::caps();
		$this->assertTrue( $caps[ Capabilities::COUNTER ] );
		$this->assertTrue( $caps[ Capabilities::RITUAL_LIST ] );
		$this->assertTrue( $caps['view_admin_dashboard'] );
		// The receipts list is the temple's accounts: who gave how much.
		$this->assertArrayNotHasKey( Capabilities::RECEIPTS, $caps );
		foreach ( array( 'manage_woocommerce', 'edit_shop_orders', 'edit_products', 'list_users', 'edit_posts', 'manage_options' ) as $shop_cap ) {
			$this->assertArrayNotHasKey( $shop_cap, $caps );
		}
	}

	public function test_the_role_name_is_translated_only_where_wordpress_shows_role_names(): void {
		$role = new CounterRole();
		$this->assertSame( '櫃台人員', $role->translate_name( 'Temple counter', 'Temple counter', 'User role', 'default' ) );
		$this->assertSame( 'kept', $role->translate_name( 'kept', 'Temple counter', 'User role', 'woocommerce' ) );
		$this->assertSame( 'kept', $role->translate_name( 'kept', 'Shop manager', 'User role', 'default' ) );
	}

	public function test_channels_are_named_in_the_temple_s_words(): void {
		$this->assertSame( array( '網路', '臨櫃', '電話' ), array_map( array( OrderChannel::class, 'label' ), OrderChannel::CHANNELS ) );
		$this->assertSame( '', OrderChannel::label( 'pos' ) );
	}

	public function test_lists_name_the_channel_then_who_took_it(): void {
		$this->assertSame( '臨櫃 · 王小明', OrderChannel::text( '臨櫃', '王小明' ) );
		$this->assertSame( '網路', OrderChannel::text( '網路', '' ) );
		$this->assertSame( '', OrderChannel::text( '', '' ) );
	}

	public function test_the_filter_asks_only_for_known_channels_and_real_staff_ids(): void {
		$this->assertSame(
			array(
				array(
					'key'   => OrderChannel::META,
					'value' => 'counter',
				),
				array(
					'key'   => OrderChannel::TAKEN_BY,
					'value' => '7',
				),
			),
			OrderChannel::meta_query( 'counter', 7 )
		);
		$this->assertSame( array(), OrderChannel::meta_query( "web' OR 1=1", 0 ) );
		$this->assertSame( array(), OrderChannel::meta_query( '', -3 ) );
	}
}
