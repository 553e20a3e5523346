<?php
/**
 * Refuses places past an offering's limits per order, person, phone and household.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use Automattic\WooCommerce\StoreApi\Exceptions\RouteException;
use TempleOfferings\Support\NamedLock;
use WC_Product;
use WP_Error;

/**
 * The limits are checked where places are asked for and again where they
 * are taken:
 *
 * - adds (`woocommerce_add_to_cart_validation` at 26, after the places;
 *   `woocommerce_store_api_add_to_cart_data` at 25, once the believers set
 *   the quantity): the cart with the add, and the person's orders when the
 *   person is known, say how many are left;
 * - checkouts (the classic one's `woocommerce_after_checkout_validation`, the
 *   block checkout's `woocommerce_store_api_checkout_update_customer_from_request`
 *   on its POST): the cart is the new order, counted with the person's other
 *   orders (a guest's by the billing e-mail now known) while this request
 *   holds a lock per limited offering, until it ends (`shutdown`), after its
 *   order is placed. Two tabs of one person checking out at once are taken
 *   one after the other, and the second counts the first's order. A lock that
 *   does not come within WAIT seconds refuses the checkout with
 *   「目前登記人數眾多，請稍後再試」, never lets it through unlocked.
 */
final class ShareGuard {

	/** Seconds a checkout waits for another one of a limited offering. */
	public const WAIT = 10;

	public const BUSY_CODE = 'temple_offerings_busy';

	/**
	 * Offerings whose lock this request holds.
	 *
	 * @var int[]
	 */
	private array $held = array();

	/**
	 * @param PersonalShares $shares Limits and counts.
	 */
	public function __construct( private PersonalShares $shares ) {}

	/**
	 * Hooked on `woocommerce_add_to_cart_validation` at 26.
	 *
	 * @param mixed $passed       Validation so far.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Places being added.
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed False when refused, else what it was given.
	 */
	public function validate( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		return AddRefusal::validate( $passed, $product_id, $variation_id, fn( WC_Product $product ): ?array => $this->add_refusal( $product, $quantity ) );
	}

	/**
	 * Hooked on `woocommerce_store_api_add_to_cart_data` at 25.
	 *
	 * @param mixed $data `{ id, quantity, variation, cart_item_data }`.
	 * @return mixed
	 * @throws RouteException Past a limit.
	 */
	public function store_api( mixed $data ): mixed {
		return AddRefusal::store_api( $data, fn( WC_Product $product ): ?array => $this->add_refusal( $product, is_array( $data ) ? $data['quantity'] ?? 0 : 0 ) );
	}

	/**
	 * Hooked on `woocommerce_after_checkout_validation` (classic checkout).
	 *
	 * @param mixed $data   The posted checkout fields.
	 * @param mixed $errors WP_Error to add to.
	 */
	public function classic_checkout( mixed $data, mixed $errors = null ): void {
		if ( ! $errors instanceof WP_Error || $errors->has_errors() ) {
			return;
		}
		$email = is_array( $data ) && is_string( $data['billing_email'] ?? null ) ? $data['billing_email'] : '';
		$phone = is_array( $data ) && is_string( $data['billing_phone'] ?? null ) ? $data['billing_phone'] : '';
		foreach ( $this->checkout_refusals( $email, $phone ) as $refusal ) {
			AddRefusal::add_to( $errors, $refusal );
		}
	}

	/**
	 * Hooked on `woocommerce_store_api_checkout_update_customer_from_request`
	 * at 10.
	 *
	 * @param mixed $customer The customer, its billing e-mail set from the request.
	 * @param mixed $request  The checkout request.
	 * @throws RouteException Past a limit, or when the lock did not come.
	 */
	public function store_api_checkout( mixed $customer, mixed $request = null ): void {
		if ( ! $request instanceof \WP_REST_Request || 'POST' !== $request->get_method() ) {
			return;
		}
		$email = $customer instanceof \WC_Customer ? (string) $customer->get_billing_email() : '';
		$phone = $customer instanceof \WC_Customer ? (string) $customer->get_billing_phone() : '';
		foreach ( $this->checkout_refusals( $email, $phone ) as $refusal ) {
			AddRefusal::raise( $refusal );
		}
	}

	/**
	 * Hooked on `shutdown`: the order is placed, or the checkout refused.
	 */
	public function release(): void {
		foreach ( $this->held as $offering ) {
			$this->lock()->release( $offering );
		}
		$this->held = array();
	}

	/**
	 * The refusals of the cart about to become an order, counted under the
	 * offerings' locks (taken here, kept to the end of the request).
	 *
	 * @param string $email The billing e-mail.
	 * @param string $phone The billing phone.
	 * @return array<int, array{code: string, message: string}>
	 */
	private function checkout_refusals( string $email, string $phone ): array {
		$cart      = function_exists( 'WC' ) ? WC()->cart : null;
		$offerings = array_keys( PersonalShares::in_cart( $cart ) );
		$limited   = array_values( array_filter( $offerings, array( $this->shares, 'limited' ) ) );
		if ( array() === $limited ) {
			return array();
		}
		if ( ! $this->take( $limited ) ) {
			return array(
				array(
					'code'    => self::BUSY_CODE,
					'message' => __( 'Many people are registering right now. Please try again in a moment.', 'temple-offerings' ),
				),
			);
		}
		return $this->shares->cart_refusals( $cart, get_current_user_id(), $email, self::orders_paid_again(), $phone );
	}

	/**
	 * Takes the locks of offerings, in one order (so two checkouts of the
	 * same two offerings cannot each wait for the other).
	 *
	 * @param int[] $offerings Product ids.
	 * @return bool Whether every lock came.
	 */
	private function take( array $offerings ): bool {
		sort( $offerings );
		foreach ( $offerings as $offering ) {
			if ( in_array( $offering, $this->held, true ) ) {
				continue;
			}
			if ( ! $this->lock()->take( $offering ) ) {
				return false;
			}
			$this->held[] = $offering;
		}
		return true;
	}

	/**
	 * The refusal of an add, or null.
	 *
	 * @param WC_Product $product  Product or variation.
	 * @param mixed      $quantity Places being added.
	 * @return array{code: string, message: string, left: int}|null
	 */
	private function add_refusal( WC_Product $product, mixed $quantity ): ?array {
		$customer = function_exists( 'WC' ) && WC()->customer ? WC()->customer : null;
		$email    = 0 === get_current_user_id() && $customer ? (string) $customer->get_billing_email() : '';
		return $this->shares->refusal(
			$product,
			is_numeric( $quantity ) ? (int) ceil( (float) $quantity ) : 0,
			function_exists( 'WC' ) ? WC()->cart : null,
			get_current_user_id(),
			$email,
			self::orders_paid_again(),
			$customer ? (string) $customer->get_billing_phone() : ''
		);
	}

	/**
	 * The orders this checkout may pay for again rather than make anew: the
	 * classic checkout's order awaiting payment and the block checkout's
	 * draft. Their lines are this cart, counted as such, not twice.
	 *
	 * @return int[]
	 */
	private static function orders_paid_again(): array {
		$session = function_exists( 'WC' ) && WC()->session ? WC()->session : null;
		if ( ! $session ) {
			return array();
		}
		return array_values( array_filter( array( absint( $session->get( 'order_awaiting_payment', 0 ) ), absint( $session->get( 'store_api_draft_order', 0 ) ) ) ) );
	}

	/**
	 * The lock of one offering's shares.
	 */
	private function lock(): NamedLock {
		return new NamedLock( 'shares', self::WAIT );
	}
}
