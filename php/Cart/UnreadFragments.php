<?php
/**
 * The answer to the offering page's wc-ajax add, without the mini-cart it does not read.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

/**
 * WooCommerce answers every wc-ajax add with its mini-cart rendered as HTML
 * (`fragments`), for the header cart of the page whose button posted it. The
 * offering page never reads them: once its adds are in it goes on to the cart
 * page, which renders the cart itself. So the page asks for none
 * (`temple_offerings_fragments=none` in its form body), and once such an add
 * has gone in (`woocommerce_ajax_added_to_cart`), the mini-cart template is an
 * empty one for the rest of that request. Rendering it (every line with its
 * image, price and believers) took 3 % of an add with 10 believers
 * (`npm run bench -- add-to-cart`, docs/performance.md), time every add of an
 * opening day's rush waits behind.
 *
 * Everything else WooCommerce does after an add still runs: its actions, the
 * "added" notice when the shop sends the worshipper to the cart, the
 * `woocommerce_add_to_cart_fragments` filter, and the answer's `cart_hash`.
 * A refused add, an add without the field and every other request get
 * WooCommerce's answer as it is.
 */
final class UnreadFragments {

	/**
	 * The form field by which the page asks for no fragments.
	 */
	public const FIELD = 'temple_offerings_fragments';

	/**
	 * Hooked on `woocommerce_ajax_added_to_cart`, which WooCommerce runs only
	 * once its wc-ajax add has put the product in the cart.
	 */
	public function added(): void {
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Missing -- WooCommerce's add to cart has no nonce; the field only drops HTML from this request's own answer.
		$asked = isset( $_POST[ self::FIELD ] ) && is_string( $_POST[ self::FIELD ] ) ? sanitize_key( wp_unslash( $_POST[ self::FIELD ] ) ) : '';
		if ( 'none' === $asked && CartHooks::is_ajax_add() ) {
			add_filter( 'wc_get_template', array( $this, 'template' ), PHP_INT_MAX, 2 );
		}
	}

	/**
	 * Hooked on `wc_get_template` for the rest of such an add: the mini-cart is the empty one.
	 *
	 * @param mixed $located The template WooCommerce found.
	 * @param mixed $name    The template's name.
	 * @return mixed
	 */
	public function template( mixed $located, mixed $name = '' ): mixed {
		return 'cart/mini-cart.php' === $name ? dirname( __DIR__, 2 ) . '/templates/cart/mini-cart-unread.php' : $located;
	}
}
