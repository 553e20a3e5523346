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
 * has gone in (`woocommerce_ajax_added_to_cart`), WooCommerce's own render of
 * the mini-cart for the answer gets an empty template. Rendering it (every
 * line with its image, price and believers) took 3 % of an add with 10
 * believers (`npm run bench -- add-to-cart`, docs/performance.md), time every
 * add of an opening day's rush waits behind.
 *
 * What still runs: the add itself and everything WooCommerce does after it
 * (its `woocommerce_ajax_added_to_cart` and later actions, the "added" notice
 * when the shop sends the worshipper to the cart, the answer's `cart_hash`),
 * and the `woocommerce_add_to_cart_fragments` filter, whose callbacks render
 * with the real templates again, a mini-cart of their own included. What does
 * not: the hooks inside the mini-cart template (`woocommerce_before_mini_cart`,
 * the lines' `woocommerce_cart_item_*` filters…), for this answer only. A
 * refused add, an add without the field and every other request get
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
			add_filter( 'woocommerce_add_to_cart_fragments', array( $this, 'rendered' ), PHP_INT_MIN, 1 );
		}
	}

	/**
	 * Hooked on `woocommerce_add_to_cart_fragments` at its first priority, for
	 * such an add: WooCommerce's own mini-cart has been rendered, so the real
	 * templates are back for every callback of the filter.
	 *
	 * @param mixed $fragments The answer's fragments.
	 * @return mixed The same.
	 */
	public function rendered( mixed $fragments ): mixed {
		remove_filter( 'wc_get_template', array( $this, 'template' ), PHP_INT_MAX );
		return $fragments;
	}

	/**
	 * Hooked on `wc_get_template` from such an add until its fragments are
	 * filtered: the mini-cart is the empty one.
	 *
	 * @param mixed $located The template WooCommerce found.
	 * @param mixed $name    The template's name.
	 * @return mixed
	 */
	public function template( mixed $located, mixed $name = '' ): mixed {
		return 'cart/mini-cart.php' === $name ? dirname( __DIR__, 2 ) . '/templates/cart/mini-cart-unread.php' : $located;
	}
}
