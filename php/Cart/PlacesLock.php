<?php
/**
 * One checkout at a time per offering whose places are counted.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Support\NamedLock;
use WC_Product;

/**
 * WooCommerce holds stock for an order being placed and lowers the stock once
 * the order is placed, but between the two there is a moment in which neither
 * counts: the placed order has saved its new status (WooCommerce counts the
 * holds of draft and pending orders only) and not yet lowered the stock. A
 * second checkout for the last places that checks the stock in that moment
 * finds them free, and both worshippers get an order: more believers than
 * the temple has lamps.
 *
 * So a checkout whose cart holds an offering with counted places takes a
 * MySQL named lock per such product (shared by every PHP node, like the lamp
 * numbers' lock) before WooCommerce holds its stock, and keeps it until its
 * request ends, after the stock is lowered. Another checkout for the same
 * offering waits, then finds the stock as the first one left it and is
 * refused with the places sentence (PlacesCheck). Checkouts for other
 * products, and adds to the cart, never wait.
 *
 * On an opening morning hundreds check out the same offering at once. A
 * checkout waits a few seconds for the lock, no longer (each waiter holds a
 * PHP worker the whole time), and when it does not come it is refused with
 * 「目前登記人數眾多，請稍後再試。」: never let through unlocked, and nothing
 * of the cart or the checkout's form is lost, so trying again is one click.
 */
final class PlacesLock {

	/**
	 * Seconds a checkout waits for another one of the same offering. Past
	 * it, the checkout is refused (BUSY_CODE).
	 */
	public const WAIT = 10;

	/** The refusal's code when the lock did not come. */
	public const BUSY_CODE = 'temple_offerings_busy';

	/**
	 * The products whose lock this request holds.
	 *
	 * @var int[]
	 */
	private array $held = array();

	/**
	 * @param Offerings $offerings Knows which products are offerings.
	 */
	public function __construct( private Offerings $offerings ) {}

	/**
	 * Hooked on `woocommerce_checkout_process` (classic checkout, before the
	 * order and its stock hold are made) and on
	 * `woocommerce_store_api_checkout_update_customer_from_request` (the block
	 * checkout, before its draft order holds the stock).
	 *
	 * @throws RouteException On the block checkout, when a lock did not come.
	 */
	public function take(): void {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		if ( array() !== $this->held || ! $cart ) {
			return;
		}
		$ids = array();
		foreach ( $cart->get_cart() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( $product instanceof WC_Product && $product->managing_stock() && null !== $this->offerings->kind_of( $product ) ) {
				$ids[] = (int) $product->get_stock_managed_by_id();
			}
		}
		$ids = array_unique( $ids );
		// Always in the same order, so two checkouts of the same two offerings cannot each wait for the other.
		sort( $ids );
		foreach ( $ids as $id ) {
			if ( ! $this->lock()->take( $id ) ) {
				$this->release();
				$this->refuse();
				return;
			}
			$this->held[] = $id;
		}
	}

	/**
	 * Hooked on `shutdown`: the request is done, its stock lowered. (MySQL
	 * would also let go when the connection closes.)
	 */
	public function release(): void {
		foreach ( $this->held as $id ) {
			$this->lock()->release( $id );
		}
		$this->held = array();
	}

	/**
	 * Refuses the checkout whose lock did not come: the classic checkout
	 * with an error notice (it then makes no order and keeps the form), the
	 * block checkout with the Store API's error answer.
	 *
	 * @throws RouteException On the block checkout.
	 */
	private function refuse(): void {
		$message = __( 'Many people are registering right now. Please try again in a moment.', 'temple-offerings' );
		if ( 'woocommerce_checkout_process' === current_action() ) {
			wc_add_notice( $message, 'error', array( 'id' => self::BUSY_CODE ) );
			return;
		}
		throw new RouteException( esc_html( self::BUSY_CODE ), esc_html( $message ), 503 );
	}

	/**
	 * The lock of one product's places.
	 */
	private function lock(): NamedLock {
		return new NamedLock( 'places', self::WAIT );
	}
}
