<?php
/**
 * Finds the customers and guest orders a counter search names.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use Automattic\WooCommerce\Utilities\OrderUtil;

/**
 * A phone number (any part of it: 0912, 345678; dashes and spaces in the
 * stored number do not matter) or a name (any part of the family or given
 * name, or both written together as 王小明) is looked up in two places: the
 * customers' accounts (their billing phone and names) and the orders'
 * billing details, guests' orders too (HPOS's address table, or the posts'
 * meta on posts storage). Staff accounts are never a household: only users
 * who are customers (or subscribers) come back. Read straight from the
 * tables with bounded, prepared queries: a counter search must answer while
 * the worshipper waits, and WooCommerce's own order search has no partial
 * phone match.
 */
final class HouseholdFinder {

	/** The roles whose accounts are households. */
	public const ROLES = array( 'customer', 'subscriber' );

	/** Orders one search reads at most (newest first). */
	private const MAX_ORDERS = 80;

	/** Accounts one search reads at most. */
	private const MAX_USERS = 20;

	/** The fewest digits that search phone numbers. */
	public const MIN_DIGITS = 3;

	/**
	 * What a search term asks: the digits of a phone number, a name, or
	 * both empty when it is too short to ask anything.
	 *
	 * @param string $term What staff typed.
	 * @return array{digits: string, name: string}
	 */
	public static function parse( string $term ): array {
		$term   = trim( preg_replace( '/\s+/u', ' ', $term ) ?? '' );
		$digits = preg_replace( '/\D+/', '', $term ) ?? '';
		$name   = 1 === preg_match( '/^[\d\s()+\-.]*$/', $term ) ? '' : $term;
		return array(
			'digits' => strlen( $digits ) >= self::MIN_DIGITS && '' === $name ? $digits : '',
			'name'   => mb_strlen( $name ) >= 1 && ( 1 === preg_match( '/\p{Han}/u', $name ) || mb_strlen( $name ) >= 2 ) ? mb_substr( $name, 0, 40 ) : '',
		);
	}

	/**
	 * The accounts that match, by id.
	 *
	 * @param array{digits: string, name: string} $asked What the term asks.
	 * @return int[]
	 */
	public function customers( array $asked ): array {
		global $wpdb;
		if ( '' === $asked['digits'] && '' === $asked['name'] ) {
			return array();
		}
		$ids = '' !== $asked['digits']
			// A search; its table is WordPress's own and every value a placeholder.
			? $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT user_id FROM {$wpdb->usermeta} WHERE meta_key = 'billing_phone' AND REPLACE( REPLACE( REPLACE( meta_value, '-', '' ), ' ', '' ), '+886', '0' ) LIKE %s ORDER BY user_id DESC LIMIT %d", '%' . $wpdb->esc_like( $asked['digits'] ) . '%', self::MAX_USERS ) )
			: $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT m.user_id FROM {$wpdb->usermeta} m LEFT JOIN {$wpdb->usermeta} f ON f.user_id = m.user_id AND f.meta_key = 'billing_first_name' WHERE ( m.meta_key IN ( 'billing_first_name', 'billing_last_name', 'first_name', 'last_name' ) AND m.meta_value LIKE %s ) OR ( m.meta_key = 'billing_last_name' AND CONCAT( m.meta_value, COALESCE( f.meta_value, '' ) ) LIKE %s ) ORDER BY m.user_id DESC LIMIT %d", '%' . $wpdb->esc_like( $asked['name'] ) . '%', '%' . $wpdb->esc_like( $asked['name'] ) . '%', self::MAX_USERS ) );
		return array_values( array_filter( array_map( 'intval', $ids ), array( self::class, 'is_household' ) ) );
	}

	/**
	 * Whether a user's account is a household: a customer's, never staff's.
	 *
	 * @param int $user_id User id.
	 */
	public static function is_household( int $user_id ): bool {
		$user = $user_id > 0 ? get_userdata( $user_id ) : false;
		return $user instanceof \WP_User
			&& array() !== array_intersect( self::ROLES, $user->roles )
			&& ! user_can( $user, 'edit_posts' )
			&& ! user_can( $user, 'manage_woocommerce' );
	}

	/**
	 * The matching orders, newest first: id and customer.
	 *
	 * @param array{digits: string, name: string} $asked What the term asks.
	 * @return array<int, array{id: int, customer: int}>
	 */
	public function orders( array $asked ): array {
		if ( '' === $asked['digits'] && '' === $asked['name'] ) {
			return array();
		}
		$rows = class_exists( OrderUtil::class ) && OrderUtil::custom_orders_table_usage_is_enabled()
			? $this->hpos_orders( $asked )
			: $this->post_orders( $asked );
		return array_map(
			static fn( array $row ): array => array(
				'id'       => (int) $row['id'],
				'customer' => (int) $row['customer'],
			),
			$rows
		);
	}

	/**
	 * HPOS: the orders table and its billing addresses.
	 *
	 * @param array{digits: string, name: string} $asked What the term asks.
	 * @return array<int, array<string, string>>
	 */
	private function hpos_orders( array $asked ): array {
		global $wpdb;
		$orders    = $wpdb->prefix . 'wc_orders';
		$addresses = $wpdb->prefix . 'wc_order_addresses';
		$like      = '%' . $wpdb->esc_like( '' !== $asked['digits'] ? $asked['digits'] : $asked['name'] ) . '%';
		$where     = '' !== $asked['digits']
			? "REPLACE( REPLACE( REPLACE( a.phone, '-', '' ), ' ', '' ), '+886', '0' ) LIKE %s"
			: "( CONCAT( COALESCE( a.last_name, '' ), COALESCE( a.first_name, '' ) ) LIKE %s OR CONCAT( COALESCE( a.first_name, '' ), ' ', COALESCE( a.last_name, '' ) ) LIKE %s )";
		$args      = '' !== $asked['digits'] ? array( $like ) : array( $like, $like );
		// WooCommerce's own tables; the condition is one of the two above and every value a placeholder.
		$sql = "SELECT o.id AS id, o.customer_id AS customer FROM {$orders} o INNER JOIN {$addresses} a ON a.order_id = o.id AND a.address_type = 'billing' WHERE o.type = 'shop_order' AND o.status NOT IN ( 'trash', 'auto-draft', 'wc-checkout-draft' ) AND {$where} ORDER BY o.date_created_gmt DESC LIMIT %d";
		return (array) $wpdb->get_results( $wpdb->prepare( $sql, ...array_merge( $args, array( self::MAX_ORDERS ) ) ), ARRAY_A );
	}

	/**
	 * Posts storage: the orders' posts and their billing meta.
	 *
	 * @param array{digits: string, name: string} $asked What the term asks.
	 * @return array<int, array<string, string>>
	 */
	private function post_orders( array $asked ): array {
		global $wpdb;
		$like = '%' . $wpdb->esc_like( '' !== $asked['digits'] ? $asked['digits'] : $asked['name'] ) . '%';
		if ( '' !== $asked['digits'] ) {
			$sql  = "SELECT p.ID AS id, COALESCE( c.meta_value, 0 ) AS customer FROM {$wpdb->posts} p INNER JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_billing_phone' LEFT JOIN {$wpdb->postmeta} c ON c.post_id = p.ID AND c.meta_key = '_customer_user' WHERE p.post_type = 'shop_order' AND p.post_status NOT IN ( 'trash', 'auto-draft', 'wc-checkout-draft' ) AND REPLACE( REPLACE( REPLACE( m.meta_value, '-', '' ), ' ', '' ), '+886', '0' ) LIKE %s ORDER BY p.post_date_gmt DESC LIMIT %d";
			$args = array( $like, self::MAX_ORDERS );
		} else {
			$sql  = "SELECT p.ID AS id, COALESCE( c.meta_value, 0 ) AS customer FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} l ON l.post_id = p.ID AND l.meta_key = '_billing_last_name' LEFT JOIN {$wpdb->postmeta} f ON f.post_id = p.ID AND f.meta_key = '_billing_first_name' LEFT JOIN {$wpdb->postmeta} c ON c.post_id = p.ID AND c.meta_key = '_customer_user' WHERE p.post_type = 'shop_order' AND p.post_status NOT IN ( 'trash', 'auto-draft', 'wc-checkout-draft' ) AND ( CONCAT( COALESCE( l.meta_value, '' ), COALESCE( f.meta_value, '' ) ) LIKE %s OR CONCAT( COALESCE( f.meta_value, '' ), ' ', COALESCE( l.meta_value, '' ) ) LIKE %s ) ORDER BY p.post_date_gmt DESC LIMIT %d";
			$args = array( $like, $like, self::MAX_ORDERS );
		}
		return (array) $wpdb->get_results( $wpdb->prepare( $sql, ...$args ), ARRAY_A );
	}
}
