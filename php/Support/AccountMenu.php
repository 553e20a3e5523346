<?php
/**
 * A My Account tab of the plugin, the WooCommerce way.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Pure PHP. An endpoint added to WooCommerce's own query vars
 * (`woocommerce_get_query_vars`) gets its rewrite endpoint, its query var,
 * its current menu item and its `woocommerce_account_<endpoint>_endpoint`
 * content from WooCommerce; its tab goes in the account menu after a tab it
 * belongs beside (`woocommerce_account_menu_items`).
 */
final class AccountMenu {

	/**
	 * WooCommerce's query vars with the endpoint added.
	 *
	 * @param mixed  $vars     Query vars, key => slug.
	 * @param string $endpoint The endpoint's slug.
	 * @return mixed
	 */
	public static function query_var( mixed $vars, string $endpoint ): mixed {
		if ( is_array( $vars ) ) {
			$vars[ $endpoint ] = $endpoint;
		}
		return $vars;
	}

	/**
	 * The account menu with the tab: after the first of $after the menu has,
	 * else before Log out, else last.
	 *
	 * @param mixed    $items    Menu items, endpoint => label.
	 * @param string   $endpoint The tab's endpoint.
	 * @param string   $label    Its label.
	 * @param string[] $after    Tabs to follow, by preference.
	 * @return mixed
	 */
	public static function insert( mixed $items, string $endpoint, string $label, array $after ): mixed {
		if ( ! is_array( $items ) ) {
			return $items;
		}
		unset( $items[ $endpoint ] );
		$keys = array_keys( $items );
		$at   = false;
		foreach ( $after as $key ) {
			$found = array_search( $key, $keys, true );
			if ( false !== $found ) {
				$at = $found + 1;
				break;
			}
		}
		$at = false === $at ? array_search( 'customer-logout', $keys, true ) : $at;
		$at = false === $at ? count( $items ) : $at;
		return array_slice( $items, 0, (int) $at, true ) + array( $endpoint => $label ) + array_slice( $items, (int) $at, null, true );
	}
}
