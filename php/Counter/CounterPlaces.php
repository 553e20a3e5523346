<?php
/**
 * A counter order holds its places as a checkout does.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use Automattic\WooCommerce\Checkout\Helpers\ReserveStockException;
use TempleOfferings\Cart\PlacesCheck;
use TempleOfferings\Rest\RouteException;
use WC_Order;
use WC_Order_Item_Product;
use WC_Product;

/**
 * Counter and online registrations draw from the same places (WooCommerce's
 * stock, one unit a believer). A worshipper's checkout holds its places in
 * WooCommerce's stock hold until its stock is lowered (Cart\PlacesHold); a
 * counter order holds its places the same way, right after it is made and
 * before it is paid: the hold is one atomic statement that compares the
 * stock with every other hold, so of a counter order and a checkout wanting
 * the last place only one gets it. A counter order that lost it is refused
 * with 409 and the places sentence, and nothing is kept: the order is deleted
 * before anything is paid, numbered or sent. Nobody waits for anyone.
 */
final class CounterPlaces {

	/** The answer's code when the places do not cover the order. */
	public const TAKEN_CODE = 'temple_offerings_places_taken';

	/**
	 * @param PlacesCheck $check Places left, as the cart reads them.
	 */
	public function __construct( private PlacesCheck $check ) {}

	/**
	 * Refuses at once what the places left do not cover (the hold decides for good).
	 *
	 * @param array<int, array{product: WC_Product, quantity: int}> $wanted Products and the places each line takes.
	 * @throws RouteException 409 when the places are not enough.
	 */
	public function check( array $wanted ): void {
		$groups = array();
		foreach ( $wanted as $line ) {
			$id                          = (int) $line['product']->get_stock_managed_by_id();
			$groups[ $id ]             ??= array(
				'product'  => $line['product'],
				'quantity' => 0,
			);
			$groups[ $id ]['quantity'] += $line['quantity'];
		}
		foreach ( $groups as $group ) {
			$left = $this->check->available_now( $group['product'] );
			if ( null !== $left && $group['quantity'] > $left ) {
				throw self::taken( $group['product'], $left );
			}
		}
	}

	/**
	 * Holds a new, unpaid counter order's places, as a checkout holds its cart's.
	 *
	 * @param WC_Order $order The order, with its lines, not yet paid.
	 * @throws RouteException 409 when another registration took the places first.
	 */
	public function hold( WC_Order $order ): void {
		try {
			wc_reserve_stock_for_order( $order );
		} catch ( ReserveStockException $refused ) {
			foreach ( $order->get_items() as $item ) {
				$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
				if ( ! $product instanceof WC_Product ) {
					continue;
				}
				$left = $this->check->available_now( $product );
				if ( null !== $left && $item->get_quantity() > $left ) {
					throw self::taken( $product, $left );
				}
			}
			throw new RouteException( self::TAKEN_CODE, wp_strip_all_tags( $refused->getMessage() ), 409 );
		}
	}

	/**
	 * The refusal: which offering, how many places are left, and that
	 * nothing was registered, so the counter takes no money for it.
	 *
	 * @param WC_Product $product The offering.
	 * @param int        $left    Places left.
	 */
	public static function taken( WC_Product $product, int $left ): RouteException {
		return new RouteException(
			self::TAKEN_CODE,
			/* translators: 1: the places sentence, e.g. "光明燈" is fully booked. */
			sprintf( __( '%1$s Nothing was registered: take no payment for it.', 'temple-offerings' ), PlacesCheck::message( $product->get_name(), $left ) ),
			409,
			array(
				'product_id' => $product->get_id(),
				'left'       => $left,
			)
		);
	}
}
