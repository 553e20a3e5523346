<?php
/**
 * Where an add of an offering through WooCommerce may come from, and how it
 * is counted on the visitor's write rate.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use TempleOfferings\Offering\Offerings;
use TempleOfferings\Security\Origins;
use TempleOfferings\Security\WriteRateLimit;
use WC_Product;
use WP_Error;
use WP_HTTP_Response;
use WP_REST_Request;

/**
 * The adds of offerings that WooCommerce handles (the page's wc-ajax add, the
 * classic form, order again, and the Store API's `cart/add-item` and
 * `cart/items`), around the checks on `woocommerce_add_to_cart_validation`
 * (the cart's believer cap at 15, the believers at 20, the places at 25):
 *
 * - first (origin(), at 1): an add whose `Origin` or `Referer` is foreign
 *   (Origins::request_allowed()) is refused with `temple_offerings_invalid_origin`
 *   and counted nowhere: another site's page posting with a worshipper's
 *   cookies spends nothing of theirs. An add from a visitor whose accepted
 *   budget is already spent this minute (WriteRateLimit::spent()) is refused
 *   for the rate there and then, counted nowhere: no check could let it in,
 *   and on an opening day hundreds of such adds from one address each cost
 *   one indexed read instead of the believers' and places' checks. The
 *   page's own add (wc-ajax) is answered that way earlier still
 *   (answer_spent_early(), on `init` at 6): before WordPress and WooCommerce
 *   do the rest of a request's work, so such an add costs under half of one;
 * - last (count(), at 1000): the add is counted on the visitor's accepted
 *   budget when every check passed, on the refused one when a check refused
 *   it (WriteRateLimit); past the limit it is refused for the rate, with a
 *   notice carrying `retry_after`, which the wc-ajax answer carries too
 *   (CartHooks).
 *
 * The Store API checks an offering's believers and places before that filter
 * runs (StoreApiAdd, PlacesCheck) and answers through REST, so its add is
 * also watched from `rest_request_before_callbacks` (the origin, 403; a spent budget, 429) and
 * `rest_request_after_callbacks` (a refusal the filter never saw is counted
 * as refused; a rate refusal becomes a 429 `temple_offerings_rate_limited`
 * with `retry_after`, instead of WooCommerce's generic 400).
 */
final class AddToCartGuard {

	/** The Store API's routes that add a product to the cart. */
	private const STORE_API_ADD = '#^/wc/store(?:/v\d+)?/cart/(?:add-item|items)$#';

	/** Whether the add being checked was refused for its origin or already counted. */
	private bool $settled = false;

	/** Seconds to wait, when the add being checked was refused for the rate. */
	private ?int $wait = null;

	/** Whether the add being checked is a Store API add of an offering. */
	private bool $store_api = false;

	/**
	 * The product whose wc-ajax add answer_spent_early() found room for in
	 * the visitor's budget, so origin() need not read it again for it; 0 for none.
	 */
	private int $room_for = 0;

	/**
	 * @param WriteRateLimit $rate      Writes per visitor and minute.
	 * @param Offerings      $offerings Tells offerings from ordinary products.
	 * @param Origins        $origins   The allowed origins.
	 */
	public function __construct( private WriteRateLimit $rate, private Offerings $offerings, private Origins $origins ) {}

	/**
	 * Hooked on `woocommerce_add_to_cart_validation` at 1.
	 *
	 * @param mixed $passed       Validation so far.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Requested quantity (unused).
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed False when refused, else what it was given.
	 */
	public function origin( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		$this->settled = false;
		$this->wait    = null;
		$room_for       = $this->room_for;
		$this->room_for = 0;
		if ( ! $passed || ! $this->offerings->is_offering( $product_id, $variation_id ) ) {
			return $passed;
		}
		if ( ! $this->origins->current_request_allowed() ) {
			$this->settled = true;
			wc_add_notice( esc_html( Origins::message() ), 'error', array( 'code' => Origins::ERROR_CODE ) );
			return false;
		}
		// Read on `init` for this product's wc-ajax add (answer_spent_early()), milliseconds ago: once is enough.
		$id         = (int) $variation_id > 0 ? (int) $variation_id : (int) $product_id;
		$this->wait = $room_for > 0 && $room_for === $id ? null : $this->rate->spent();
		if ( null === $this->wait ) {
			return $passed;
		}
		// Refused for the rate before any check runs: every check that follows returns at once on false.
		$this->settled = true;
		$this->rate_notice( $this->wait );
		return false;
	}

	/**
	 * Hooked on `init` at 6, once WooCommerce has registered products and
	 * their categories (at 5): the page's add (`POST /?wc-ajax=add_to_cart`)
	 * of an offering, from an allowed origin, by a visitor whose accepted
	 * budget is spent this minute, is answered here with the rate refusal
	 * that CartHooks would send after the checks (`{ error, message, code,
	 * retry_after, product_url }`). No check could let it in, and the rest
	 * of the request (the blocks, widgets and patterns registered on `init`,
	 * the cart loaded from the session, the answer's fragments, the session
	 * saved) is more than half of what an add costs: on an opening day
	 * hundreds of such adds come from one address. Any other add goes on to
	 * WooCommerce, where origin() and count() see it.
	 */
	public function answer_spent_early(): void {
		// phpcs:disable TempleOfferings.Security.NonceVerification.Missing -- reads which product is added, as WooCommerce's wc-ajax add does; nothing is written.
		if ( ! CartHooks::is_ajax_add() || ! isset( $_POST['product_id'] ) ) {
			return;
		}
		$product_id = (int) apply_filters( 'woocommerce_add_to_cart_product_id', absint( $_POST['product_id'] ) );
		// phpcs:enable
		$product = wc_get_product( $product_id );
		if ( ! $product instanceof WC_Product || ! $this->offerings->is_offering( $product ) || ! $this->origins->current_request_allowed() ) {
			return;
		}
		$wait = $this->rate->spent();
		if ( null === $wait ) {
			$this->room_for = $product_id;
			return;
		}
		$refusal = new CartRefusal( WriteRateLimit::ERROR_CODE, WriteRateLimit::message( $wait ), array(), array( 'retry_after' => $wait ) );
		// The page WooCommerce's refusal names: a variation's parent, through the same filter
		// (CartHooks answers from that filter only once WooCommerce's own add has begun).
		$page_id = $product->is_type( 'variation' ) ? $product->get_parent_id() : $product_id;
		$page    = apply_filters( 'woocommerce_cart_redirect_after_error', get_permalink( $page_id ), $page_id );
		// The headers WooCommerce's wc-ajax answers carry: never cached, never indexed.
		send_origin_headers();
		send_nosniff_header();
		wc_nocache_headers();
		header( 'X-Robots-Tag: noindex' );
		$refusal->send_ajax_answer( $page );
	}

	/**
	 * Hooked on `woocommerce_add_to_cart_validation` at 1000, after every check.
	 *
	 * @param mixed $passed       Validation so far: whether every check passed.
	 * @param mixed $product_id   Product id (the variation id on wc-ajax).
	 * @param mixed $quantity     Requested quantity (unused: one add is one write).
	 * @param mixed $variation_id Variation id, when given separately.
	 * @return mixed False when refused, else what it was given.
	 */
	public function count( mixed $passed, mixed $product_id = 0, mixed $quantity = 0, mixed $variation_id = 0 ): mixed {
		if ( $this->settled || ! $this->offerings->is_offering( $product_id, $variation_id ) ) {
			return $passed;
		}
		$this->settled = true;
		$this->wait    = $passed ? $this->rate->accept() : $this->rate->refuse();
		if ( null === $this->wait ) {
			return $passed;
		}
		$this->rate_notice( $this->wait );
		return false;
	}

	/**
	 * The rate refusal as a WooCommerce error notice, carrying its wait.
	 *
	 * @param int $wait Seconds to wait.
	 */
	private function rate_notice( int $wait ): void {
		wc_add_notice(
			esc_html( WriteRateLimit::message( $wait ) ),
			'error',
			array(
				'code'        => WriteRateLimit::ERROR_CODE,
				'retry_after' => $wait,
			)
		);
	}

	/**
	 * Hooked on `rest_request_before_callbacks`: a Store API add of an
	 * offering from a foreign origin is refused (403) before anything runs.
	 *
	 * @param mixed $response Null, or an answer already made.
	 * @param mixed $handler  The route's handler (unused).
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public function store_api_before( mixed $response, mixed $handler = null, mixed $request = null ): mixed {
		$this->store_api = false;
		$this->settled   = false;
		$this->wait      = null;
		if ( is_wp_error( $response ) || ! self::is_store_api_add( $request ) || ! $this->offerings->is_offering( $request['id'] ?? 0 ) ) {
			return $response;
		}
		$this->store_api = true;
		if ( ! $this->origins->request_allowed( $request->get_header( 'origin' ), $request->get_header( 'referer' ) ) ) {
			$this->settled = true;
			return new WP_Error( Origins::ERROR_CODE, Origins::message(), array( 'status' => 403 ) );
		}
		$wait = $this->rate->spent();
		if ( null === $wait ) {
			return $response;
		}
		// Refused for the rate before the route runs; store_api_after() turns the answer into the 429.
		$this->settled = true;
		$this->wait    = $wait;
		return new WP_Error( WriteRateLimit::ERROR_CODE, WriteRateLimit::message( $wait ), array( 'status' => 429 ) );
	}

	/**
	 * Hooked on `rest_request_after_callbacks`: the Store API add's answer,
	 * counted when the validation filter did not count it, and a 429 when it
	 * was refused for the rate.
	 *
	 * @param mixed $response The answer.
	 * @param mixed $handler  The route's handler (unused).
	 * @param mixed $request  The request (unused: store_api_before() saw it).
	 * @return mixed
	 */
	public function store_api_after( mixed $response, mixed $handler = null, mixed $request = null ): mixed {
		if ( ! $this->store_api ) {
			return $response;
		}
		$this->store_api = false;
		if ( ! $this->settled ) {
			$this->settled = true;
			$status        = $response instanceof WP_Error ? (int) ( $response->get_error_data()['status'] ?? 500 ) : ( $response instanceof WP_HTTP_Response ? $response->get_status() : 200 );
			// Refused before WooCommerce's validation ran: the believers, the places or WooCommerce's own checks.
			// A 5xx is the server's failure, not the visitor's: it spends nothing.
			if ( $status >= 400 && $status < 500 ) {
				$this->wait = $this->rate->refuse();
			}
		}
		if ( null === $this->wait ) {
			return $response;
		}
		return new WP_Error( WriteRateLimit::ERROR_CODE, WriteRateLimit::message( $this->wait ), array( 'status' => 429, 'retry_after' => $this->wait ) );
	}

	/**
	 * Whether a request is a Store API add to the cart.
	 *
	 * @param mixed $request The request.
	 * @phpstan-assert-if-true WP_REST_Request $request
	 */
	private static function is_store_api_add( mixed $request ): bool {
		return $request instanceof WP_REST_Request && 'POST' === $request->get_method() && 1 === preg_match( self::STORE_API_ADD, $request->get_route() );
	}
}
