<?php
/**
 * Refuses an offering add that asks for more places than are left.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Catalogue\Seats;
use TempleOfferings\Security\OfferingAdd;
use WC_Product;

/**
 * WooCommerce refuses an add beyond the stock too, but with its own sentence
 * about "stock" that does not name places or say what to do. This check runs
 * first and says how many places are left and to register fewer believers:
 *
 * - on `woocommerce_add_to_cart_validation` (the page's wc-ajax add and the
 *   classic form), after the believers are checked, before WooCommerce's own
 *   stock check in WC_Cart::add_to_cart();
 * - on `woocommerce_store_api_add_to_cart_data` (Store API add-item, also in a
 *   batch), which runs before the Store API's own stock check.
 *
 * What is left for this visitor is WooCommerce's stock, less what other
 * checkouts hold (WooCommerce's reserved stock, as the Store API counts it),
 * less what this cart already holds of the same stock. The check cannot be
 * raced past: WooCommerce reduces the stock when an order is placed and its
 * checkout refuses a cart the stock no longer covers.
 */
final class PlacesCheck {

	public const ERROR_CODE = 'temple_offerings_not_enough_places';

	/**
	 * @param OfferingAdd $offerings Tells offerings from ordinary products.
	 */
	public function __construct( private OfferingAdd $offerings ) {}

	/**
	 * The refusal a worshipper reads.
	 *
	 * @param string $name Offering name.
	 * @param int    $left Places left for this add (0 or more).
	 */
	public static function message( string $name, int $left ): string {
		if ( $left <= 0 ) {
			/* translators: %s: offering name. */
			return sprintf( __( '"%s" is fully booked.', 'temple-offerings' ), $name );
		}
		/* translators: 1: offering name, 2: places left. */
		return sprintf( __( 'Only %2$d places are left for "%1$s". Please register fewer believers.', 'temple-offerings' ), $name, $left );
	}

	/**
	 * Places left for one more add of this product, or null when not counted.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function left( WC_Product $product ): ?int {
		$stock = Seats::counted( $product );
		if ( null === $stock ) {
			return $product->is_in_stock() ? null : 0;
		}
		$session = function_exists( 'WC' ) && WC()->session ? WC()->session : null;
		$draft   = $session ? (int) $session->get( 'store_api_draft_order', 0 ) : 0;
		$held    = wc_get_held_stock_quantity( $product, $draft );
		$in_cart = 0;
		if ( function_exists( 'WC' ) && WC()->cart ) {
			$in_cart = (int) ( WC()->cart->get_cart_item_quantities()[ $product->get_stock_managed_by_id() ] ?? 0 );
		}
		return max( 0, $stock - (int) $held - $in_cart );
	}

	/**
	 * The refusal for adding $quantity places, or null when they fit.
	 *
	 * @param WC_Product $product  Product or variation.
	 * @param int        $quantity Believers being added.
	 */
	public function refusal( WC_Product $product, int $quantity ): ?string {
		$left = $this->left( $product );
		if ( null === $left || $quantity <= $left ) {
			return null;
		}
		return self::message( $product->get_name(), $left );
	}

	/**
	 * Hooked on `woocommerce_add_to_cart_validation` at 25.
	 *
	 * @param mixed $passed       Validation so far.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Believers being added.
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed False when refused, else what it was given.
	 */
	public function validate( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		if ( ! $passed || ! $this->offerings->is_offering( $product_id, $variation_id ) ) {
			return $passed;
		}
		$product = wc_get_product( (int) $variation_id > 0 ? (int) $variation_id : (int) $product_id );
		$message = $product instanceof WC_Product ? $this->refusal( $product, is_numeric( $quantity ) ? (int) ceil( (float) $quantity ) : 0 ) : null;
		if ( null === $message ) {
			return $passed;
		}
		wc_add_notice( esc_html( $message ), 'error', array( 'code' => self::ERROR_CODE ) );
		return false;
	}

	/**
	 * Hooked on `woocommerce_store_api_add_to_cart_data` at 20 (after StoreApiAdd
	 * set the quantity from the believers): a refusal is the route's 400.
	 *
	 * @param mixed $data Add-to-cart data: id, quantity, variation, cart_item_data.
	 * @return mixed
	 * @throws RouteException When the places are not enough.
	 */
	public function store_api( mixed $data ): mixed {
		if ( ! is_array( $data ) || ! $this->offerings->is_offering( $data['id'] ?? 0 ) ) {
			return $data;
		}
		$product = wc_get_product( (int) $data['id'] );
		$message = $product instanceof WC_Product ? $this->refusal( $product, is_numeric( $data['quantity'] ?? null ) ? (int) ceil( (float) $data['quantity'] ) : 0 ) : null;
		if ( null !== $message ) {
			throw new RouteException( self::ERROR_CODE, esc_html( $message ), 400 );
		}
		return $data;
	}
}
