<?php
/**
 * A cart never checks out the places an offering keeps for the temple's counter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Opening\ChannelQuota;
use WP_Error;

/**
 * WooCommerce's own stock check at checkout sees the whole stock, places
 * kept for the counter included, so it lets through a cart filled while the
 * page still had places and checked out after the counter's part is all
 * that is left. PlacesCheck::kept_refusals() says which lines take kept
 * places:
 *
 * - `woocommerce_check_cart_items`: the classic cart shows it, and the
 *   classic checkout runs it before making its order, so no order is made;
 * - `woocommerce_store_api_cart_errors`: the block cart and checkout;
 * - `woocommerce_store_api_checkout_update_customer_from_request` at 5: the
 *   block checkout again, as it begins.
 *
 * These say it in the counter's words. Two checkouts at the same moment
 * cannot both take the page's last places because the stock hold counts
 * the counter's unsold part as held for an online order (PlacesHold).
 */
final class KeptPlacesCheckout {

	/**
	 * @param PlacesCheck $check Places left, as the page may sell them.
	 */
	public function __construct( private PlacesCheck $check ) {}

	/**
	 * Hooked on `woocommerce_check_cart_items`.
	 */
	public function check_cart_items(): void {
		foreach ( $this->check->kept_refusals() as $message ) {
			wc_add_notice( esc_html( $message ), 'error', array( 'code' => ChannelQuota::KEPT_CODE ) );
		}
	}

	/**
	 * Hooked on `woocommerce_store_api_cart_errors`.
	 *
	 * @param mixed $errors WP_Error to add to.
	 */
	public function store_api_cart_errors( mixed $errors ): void {
		if ( ! $errors instanceof WP_Error ) {
			return;
		}
		foreach ( $this->check->kept_refusals() as $message ) {
			$errors->add( ChannelQuota::KEPT_CODE, esc_html( $message ) );
		}
	}

	/**
	 * Hooked on `woocommerce_store_api_checkout_update_customer_from_request` at 5.
	 *
	 * @throws RouteException When a line takes kept places.
	 */
	public function store_api_checkout(): void {
		$messages = $this->check->kept_refusals();
		if ( array() !== $messages ) {
			throw new RouteException( esc_html( ChannelQuota::KEPT_CODE ), esc_html( implode( ' ', $messages ) ), 400 );
		}
	}
}
