<?php
/**
 * The Store API's stock refusals of offerings, in the plugin's words.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

/**
 * When two worshippers check out the last places at the same moment,
 * WooCommerce's stock hold lets one through and refuses the other with its
 * own sentence; the answer then carries PlacesCheck's, with the places left.
 */
final class PlacesAnswer {

	/**
	 * The codes WooCommerce's Store API refuses with when the stock does not
	 * cover the cart: its add-item and cart checks, the cart check at checkout,
	 * and the checkout's stock hold (which two checkouts at the same moment race for).
	 */
	private const STOCK_CODES = array(
		'woocommerce_rest_product_out_of_stock',
		'woocommerce_rest_product_partially_out_of_stock',
		'woocommerce_cart_error',
		'woocommerce_product_out_of_stock',
		'woocommerce_product_not_enough_stock',
	);

	/**
	 * @param PlacesCheck $check Places left.
	 */
	public function __construct( private PlacesCheck $check ) {}

	/**
	 * Hooked on `rest_post_dispatch`: when the Store API refuses an add or a
	 * checkout for lack of stock and an offering line is the reason, the answer
	 * carries this plugin's sentence (places left, what to do) instead of
	 * WooCommerce's; its code and status stay WooCommerce's.
	 *
	 * @param mixed $response The answer.
	 * @param mixed $server   The server (unused).
	 * @param mixed $request  The request.
	 * @return mixed
	 */
	public function store_api_answer( mixed $response, mixed $server = null, mixed $request = null ): mixed {
		if ( ! $response instanceof \WP_REST_Response || ! $request instanceof \WP_REST_Request || $response->get_status() < 400 ) {
			return $response;
		}
		if ( ! preg_match( '#^/wc/store(/v\d+)?/(checkout|cart)#', $request->get_route() ) ) {
			return $response;
		}
		$data = $response->get_data();
		if ( ! is_array( $data ) || ! in_array( $data['code'] ?? '', self::STOCK_CODES, true ) ) {
			return $response;
		}
		// WooCommerce's stock codes say the stock did not cover the cart; its general
		// cart error may be about anything, and is only reworded when the places show it now.
		$messages = $this->check->shortfall_messages( 'woocommerce_cart_error' !== $data['code'] );
		if ( array() === $messages ) {
			return $response;
		}
		$data['message'] = esc_html( implode( ' ', $messages ) );
		$response->set_data( $data );
		return $response;
	}
}
