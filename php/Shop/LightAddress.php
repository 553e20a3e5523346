<?php
/**
 * Keeps the offering page's "light again" address an offering page.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Shop;

/**
 * The family book's "light again" opens the offering page with
 * `?light=<saved ids>&product=<product id>`. `product` is also the query
 * variable of WooCommerce's product post type, so WordPress would look for a
 * product named after the id, find none and answer the page with a 404.
 * On a request for a page that carries `light`, the `product` there is the
 * page's own argument (read by the page's script), not a product query.
 */
final class LightAddress {

	/** The argument that marks the address as a "light again" one. */
	public const ARG = 'light';

	/**
	 * Hooked on `request`.
	 *
	 * @param mixed $vars The parsed query variables.
	 * @return mixed
	 */
	public function request( mixed $vars ): mixed {
		// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- only whether the argument is there; nothing is read from it or changed.
		if ( ! is_array( $vars ) || ! isset( $_GET[ self::ARG ], $vars['product'] ) || ! ( isset( $vars['pagename'] ) || isset( $vars['page_id'] ) ) ) {
			return $vars;
		}
		if ( isset( $vars['name'] ) && $vars['name'] === $vars['product'] ) {
			unset( $vars['name'] );
		}
		if ( 'product' === ( $vars['post_type'] ?? '' ) ) {
			unset( $vars['post_type'] );
		}
		unset( $vars['product'] );
		return $vars;
	}
}
