<?php
/**
 * The 家人名冊 (family book) tab of My Account, registered the WooCommerce way.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Account;

use TempleOfferings\Support\AccountMenu;

/**
 * Adds the `family-book` endpoint to WooCommerce's own list of query vars, so
 * WooCommerce adds its rewrite endpoint and query var, marks the menu item
 * current and calls `woocommerce_account_family-book_endpoint` for the page
 * content; the tab sits after Orders in the account menu.
 */
final class FamilyBookEndpoint {

	/** The endpoint's slug, query var and menu key. */
	public const ENDPOINT = 'family-book';

	/**
	 * Hooked on `woocommerce_get_query_vars`.
	 *
	 * @param mixed $vars WooCommerce's query vars, key => slug.
	 * @return mixed
	 */
	public function query_vars( mixed $vars ): mixed {
		return AccountMenu::query_var( $vars, self::ENDPOINT );
	}

	/**
	 * Hooked on `woocommerce_account_menu_items`: the tab after Orders (or
	 * before Log out when a shop removed Orders).
	 *
	 * @param mixed $items Menu items, endpoint => label.
	 * @return mixed
	 */
	public function menu_items( mixed $items ): mixed {
		return AccountMenu::insert( $items, self::ENDPOINT, __( 'Family book', 'temple-offerings' ), array( 'orders' ) );
	}

	/**
	 * Hooked on `woocommerce_endpoint_family-book_title`: the page's heading.
	 *
	 * @return string
	 */
	public function title(): string {
		return __( 'Family book', 'temple-offerings' );
	}

	/**
	 * Whether this request shows the family book.
	 */
	public static function is_current(): bool {
		return function_exists( 'is_account_page' ) && is_account_page() && is_wc_endpoint_url( self::ENDPOINT );
	}
}
