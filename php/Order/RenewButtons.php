<?php
/**
 * The 再次登記 (register again) buttons on a worshipper's orders.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Support\Templates;
use WC_Order;

/**
 * Adds a button leading to RenewLink's address on each order of My Account's
 * orders list (WooCommerce's own order actions), and under the order's table
 * on the view-order page and the order-received page (WooCommerce's
 * `woocommerce_order_details_after_order_table`, which both the classic
 * template and the block checkout's order confirmation fire).
 *
 * Shown only to the order's own customer (an account, never a guest order)
 * and only when RenewLink has an address (an offering line on a published
 * offering page); the page itself checks the order again on the server.
 */
final class RenewButtons {

	/** The key of the action in WooCommerce's list, also its button's class. */
	public const ACTION = 'temple-offerings-renew';

	/**
	 * Statuses still waiting for payment: WooCommerce offers "Pay" there, and a
	 * second registration of the same people is not what those orders need.
	 */
	private const UNPAID = array( 'pending', 'failed', 'checkout-draft' );

	/**
	 * @param RenewLink          $link      The renew address.
	 * @param Templates $templates Renders the plugin's templates (a theme may override them).
	 */
	public function __construct( private RenewLink $link, private Templates $templates ) {}

	/**
	 * Whether an order gets the button: pure, on the order's facts.
	 *
	 * @param string $status      Order status, without `wc-`.
	 * @param int    $customer_id The order's customer (0 for a guest order).
	 * @param int    $user_id     The visitor (0 for a guest).
	 */
	public static function offered( string $status, int $customer_id, int $user_id ): bool {
		return $customer_id > 0 && $customer_id === $user_id && ! in_array( $status, self::UNPAID, true );
	}

	/**
	 * Hooked on `woocommerce_my_account_my_orders_actions`.
	 *
	 * @param mixed $actions Order actions, keyed by slug.
	 * @param mixed $order   The order.
	 * @return mixed
	 */
	public function account_action( mixed $actions, mixed $order ): mixed {
		$url = $order instanceof WC_Order ? $this->url( $order ) : null;
		if ( ! is_array( $actions ) || null === $url ) {
			return $actions;
		}
		$actions[ self::ACTION ] = array(
			'url'        => $url,
			'name'       => __( 'Register again', 'temple-offerings' ),
			/* translators: %s: order number. */
			'aria-label' => sprintf( __( 'Register the offerings of order %s again', 'temple-offerings' ), $order->get_order_number() ),
		);
		return $actions;
	}

	/**
	 * Hooked on `woocommerce_order_details_after_order_table`.
	 *
	 * @param mixed $order The order.
	 */
	public function after_order_table( mixed $order ): void {
		$url = $order instanceof WC_Order ? $this->url( $order ) : null;
		if ( null === $url ) {
			return;
		}
		$class = wc_wp_theme_get_element_class_name( 'button' );
		$this->templates->render(
			'order/renew-button',
			array(
				'order'        => $order,
				'url'          => $url,
				'button_class' => $class ? ' ' . $class : '',
			)
		);
	}

	/**
	 * The renew address, when this visitor gets the button for this order.
	 *
	 * @param WC_Order $order The order.
	 */
	private function url( WC_Order $order ): ?string {
		return self::offered( $order->get_status(), $order->get_customer_id(), get_current_user_id() ) ? $this->link->url( $order ) : null;
	}
}
