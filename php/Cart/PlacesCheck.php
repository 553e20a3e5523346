<?php
/**
 * Refuses an offering add that asks for more places than are left.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Offering\Seats;
use TempleOfferings\Opening\ChannelQuota;
use TempleOfferings\Opening\CounterQuotas;
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
 *   batch), which runs before the Store API's own stock check;
 * - on `rest_post_dispatch` for the Store API's cart and checkout
 *   (PlacesAnswer): when two worshippers check out the last places at the
 *   same moment, WooCommerce's stock hold lets one through and refuses the
 *   other with its own sentence; that answer then carries this plugin's,
 *   with the places left;
 * - on the classic (shortcode) cart and checkout, whose stock check
 *   (`woocommerce_check_cart_items`, WC_Cart::check_cart_item_stock()) and
 *   stock hold at order creation add WooCommerce's sentence as an error
 *   notice: that notice is reworded (classic_notice()).
 *
 * What is left for this visitor is WooCommerce's stock, less what other
 * checkouts hold (WooCommerce's reserved stock, as the Store API counts it),
 * less what this cart already holds of the same stock, less the places an
 * offering still keeps for the temple's counter (Opening\CounterQuotas; the
 * refusal then says they are kept for the counter). The check cannot be
 * raced past: WooCommerce reduces the stock when an order is placed and its
 * checkout refuses a cart the stock no longer covers.
 */
final class PlacesCheck {

	public const ERROR_CODE = 'temple_offerings_not_enough_places';

	/** Reads of the places after WooCommerce refused for stock (see shortfalls()). */
	private const SETTLE_TRIES = 10;

	/** Microseconds between them. */
	private const SETTLE_WAIT = 100000;

	/**
	 * Whether the next error notice comes from WooCommerce's stock check of
	 * the classic cart or checkout (see expect_stock_notices()).
	 */
	private bool $rewording = false;

	/**
	 * @param Offerings          $offerings Tells offerings from ordinary products.
	 * @param CounterQuotas|null $quotas    The places kept for the counter (null: none kept, as the counter reads them).
	 */
	public function __construct( private Offerings $offerings, private ?CounterQuotas $quotas = null ) {}

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
		$available = $this->available( $product );
		if ( null === $available ) {
			return null;
		}
		$in_cart = 0;
		if ( function_exists( 'WC' ) && WC()->cart ) {
			$in_cart = (int) ( WC()->cart->get_cart_item_quantities()[ $product->get_stock_managed_by_id() ] ?? 0 );
		}
		return max( 0, $available - $in_cart );
	}

	/**
	 * Places left as the database holds them this moment (stock less every
	 * checkout's hold), or null when not counted: for a path with no cart
	 * of its own, such as the counter, which asks before its order holds
	 * the places (PlacesHold decides for good).
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function available_now( WC_Product $product ): ?int {
		return $this->stock_left( $product, true );
	}

	/**
	 * Places not taken by placed orders nor held by other visitors' checkouts
	 * (this visitor's own draft order excluded), or null when not counted.
	 *
	 * @param WC_Product $product Product or variation.
	 * @param bool       $fresh   Read the stock from the database: the cart's product
	 *                            objects were read when the request began, and another
	 *                            worshipper's order may have taken places since.
	 */
	private function available( WC_Product $product, bool $fresh = false ): ?int {
		$left = $this->stock_left( $product, $fresh );
		return null === $left || null === $this->quotas ? $left : ChannelQuota::page_left( $left, $this->quotas->reserved( $product ) );
	}

	/**
	 * The refusal of $left places for a product: the counter's sentence while
	 * places are still kept for it, else the places sentence.
	 *
	 * @param WC_Product $product Product or variation.
	 * @param int        $left    Places left for the page.
	 * @return array{code: string, message: string}
	 */
	private function said( WC_Product $product, int $left ): array {
		$kept = null !== $this->quotas && $this->quotas->reserved( $product ) > 0;
		return array(
			'code'    => $kept ? ChannelQuota::KEPT_CODE : self::ERROR_CODE,
			'message' => $kept ? ChannelQuota::message( $product->get_name(), $left ) : self::message( $product->get_name(), $left ),
		);
	}

	/**
	 * The stock less other checkouts' holds, or null when not counted.
	 *
	 * @param WC_Product $product Product or variation.
	 * @param bool       $fresh   Read the stock from the database.
	 */
	private function stock_left( WC_Product $product, bool $fresh ): ?int {
		$stock = Seats::counted( $product );
		if ( null === $stock ) {
			return $product->is_in_stock() ? null : 0;
		}
		if ( $fresh ) {
			$managed = $product->get_stock_managed_by_id();
			wp_cache_delete( $managed, 'post_meta' );
			$stock = (int) wc_stock_amount( get_post_meta( $managed, '_stock', true ) );
		}
		$session = function_exists( 'WC' ) && WC()->session ? WC()->session : null;
		$draft   = $session ? (int) $session->get( 'store_api_draft_order', 0 ) : 0;
		$held    = (int) wc_get_held_stock_quantity( $product, $draft );
		return max( 0, $stock - $held );
	}

	/**
	 * The refusals for the current cart's offering lines that the places left
	 * no longer cover (another worshipper's order took them meanwhile).
	 *
	 * @return string[]
	 */
	public function cart_refusals(): array {
		return $this->shortfall_messages( false );
	}

	/**
	 * The refusals of the cart's lines that take places still kept for the
	 * counter (the stock alone would cover them, so WooCommerce lets them
	 * through): for the checkouts, before the stock hold decides for good.
	 *
	 * @return string[]
	 */
	public function kept_refusals(): array {
		return null === $this->quotas ? array() : array_values( array_column( $this->shortfalls_now( true ), 'message' ) );
	}

	/**
	 * The refusals of the cart's lines the places left do not cover.
	 *
	 * @param bool $refused Whether WooCommerce refused the cart for stock (see shortfalls()).
	 * @return string[]
	 */
	public function shortfall_messages( bool $refused ): array {
		return array_values( array_column( $this->shortfalls( $refused ), 'message' ) );
	}

	/**
	 * The current cart's offerings whose places left no longer cover it, by
	 * the id that manages their stock, each with its name and refusal.
	 *
	 * WooCommerce may have just refused the cart for stock while the stock and
	 * the holds still cover it: the order that took the places has saved its
	 * new status (so its hold no longer counts) and not yet lowered the stock.
	 * That lasts moments; after such a refusal ($refused) the count is read
	 * again, a few times, until it shows what WooCommerce saw.
	 *
	 * @param bool $refused Whether WooCommerce refused the cart for stock.
	 * @return array<int, array{name: string, message: string}>
	 */
	private function shortfalls( bool $refused ): array {
		$short = $this->shortfalls_now();
		for ( $try = 0; array() === $short && $refused && $try < self::SETTLE_TRIES; $try++ ) {
			usleep( self::SETTLE_WAIT );
			$short = $this->shortfalls_now();
		}
		return $short;
	}

	/**
	 * The shortfalls as the stock and holds read now.
	 *
	 * @param bool $kept_only Only of offerings that still keep places for the counter.
	 * @return array<int, array{name: string, message: string}>
	 */
	private function shortfalls_now( bool $kept_only = false ): array {
		$cart = function_exists( 'WC' ) ? WC()->cart : null;
		if ( ! $cart ) {
			return array();
		}
		$short  = array();
		$wanted = $cart->get_cart_item_quantities();
		foreach ( $cart->get_cart() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( ! $product instanceof WC_Product || ! isset( $item[ BelieverCart::DATA_KEY ] ) ) {
				continue;
			}
			$managed = $product->get_stock_managed_by_id();
			if ( isset( $short[ $managed ] ) || ( $kept_only && 0 === $this->quotas?->reserved( $product ) ) ) {
				continue;
			}
			$available = $this->available( $product, true );
			$want      = (int) ( $wanted[ $managed ] ?? 0 );
			// Kept places only where the stock alone covers the cart: WooCommerce speaks of the rest.
			if ( null !== $available && $want > $available && ( ! $kept_only || $want <= (int) $this->stock_left( $product, true ) ) ) {
				$short[ $managed ] = array(
					'name'    => $product->get_name(),
					'message' => $this->said( $product, $available )['message'],
				);
			}
		}
		return $short;
	}

	/**
	 * Hooked on `woocommerce_check_cart_items` at 0, before WooCommerce's own
	 * check of the cart's stock (at 1), and on `woocommerce_checkout_order_exception`
	 * (the classic checkout's stock hold failed): the error notices that follow
	 * are WooCommerce's stock sentences, to be given this plugin's wording.
	 */
	public function expect_stock_notices(): void {
		$this->rewording = true;
	}

	/**
	 * Hooked on `woocommerce_check_cart_items` at 2, after WooCommerce's check:
	 * later error notices are not about stock.
	 */
	public function stop_expecting_stock_notices(): void {
		$this->rewording = false;
	}

	/**
	 * The names of the cart's offering lines.
	 *
	 * @return string[]
	 */
	private function offering_names(): array {
		$cart  = function_exists( 'WC' ) ? WC()->cart : null;
		$names = array();
		foreach ( $cart ? $cart->get_cart() : array() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( $product instanceof WC_Product && isset( $item[ BelieverCart::DATA_KEY ] ) ) {
				$names[] = $product->get_name();
			}
		}
		return $names;
	}

	/**
	 * Hooked on `woocommerce_cart_has_errors`: the classic checkout, finding
	 * the cart no longer fits the stock, says only that the cart has issues
	 * and drops the notices that say which; the worshipper reads here which
	 * offering lacks places and how many are left.
	 */
	public function print_cart_refusals(): void {
		foreach ( $this->cart_refusals() as $message ) {
			wc_print_notice( esc_html( $message ), 'error' );
		}
	}

	/**
	 * Hooked on `woocommerce_add_error`: while WooCommerce checks the classic
	 * cart and checkout for stock, its sentence about an offering that lacks
	 * places ("not enough in stock", "not in stock", "not enough units") is
	 * replaced by the plugin's, with the places left and what to do, as the
	 * block checkout gets it (store_api_answer). Other notices, and stock
	 * sentences about ordinary products, stay as they are.
	 *
	 * @param mixed $message The notice.
	 * @return mixed
	 */
	public function classic_notice( mixed $message ): mixed {
		if ( ! $this->rewording || ! is_string( $message ) ) {
			return $message;
		}
		// WooCommerce's stock sentences name the product, as written or HTML-escaped;
		// a notice that names no offering of the cart is not about its places.
		$names = static fn( string $name ): bool => str_contains( $message, $name ) || str_contains( $message, esc_html( $name ) );
		if ( ! array_filter( $this->offering_names(), $names ) ) {
			return $message;
		}
		foreach ( $this->shortfalls( true ) as $short ) {
			if ( $names( $short['name'] ) ) {
				return esc_html( $short['message'] );
			}
		}
		return $message;
	}

	/**
	 * The refusal for adding $quantity places, or null when they fit.
	 *
	 * @param WC_Product $product  Product or variation.
	 * @param int        $quantity Believers being added.
	 * @return array{code: string, message: string}|null
	 */
	public function refusal( WC_Product $product, int $quantity ): ?array {
		$left = $this->left( $product );
		return null === $left || $quantity <= $left ? null : $this->said( $product, $left );
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
		$refusal = $product instanceof WC_Product ? $this->refusal( $product, is_numeric( $quantity ) ? (int) ceil( (float) $quantity ) : 0 ) : null;
		if ( null === $refusal ) {
			return $passed;
		}
		wc_add_notice( esc_html( $refusal['message'] ), 'error', array( 'code' => $refusal['code'] ) );
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
		$refusal = $product instanceof WC_Product ? $this->refusal( $product, is_numeric( $data['quantity'] ?? null ) ? (int) ceil( (float) $data['quantity'] ) : 0 ) : null;
		if ( null !== $refusal ) {
			throw new RouteException( $refusal['code'], esc_html( $refusal['message'] ), 400 );
		}
		return $data;
	}
}
