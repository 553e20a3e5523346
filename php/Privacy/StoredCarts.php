<?php
/**
 * A customer's carts as WooCommerce keeps them between visits.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

/**
 * A logged-in customer's cart outlives the visit in two places, both keyed by
 * the user id:
 *
 * - user meta `_woocommerce_persistent_cart_<blog id>`: `[ 'cart' => items ]`
 *   (the "persistent cart", loaded again after the next log-in);
 * - the `{prefix}woocommerce_sessions` row whose session_key is the user id:
 *   a serialized array whose `cart` and `removed_cart_contents` (the lines
 *   "Undo" can bring back) are each serialized again.
 *
 * Both hold the believers of offering lines. This class reads them and drops
 * the offering lines from both, keeping every other product. The session's
 * `cart_totals` is dropped with them, so WooCommerce recalculates the totals
 * on the next visit instead of showing the old ones; its cached copy of the
 * session is deleted too.
 */
final class StoredCarts {

	/** Session entries that hold cart lines. */
	private const SESSION_CARTS = array( 'cart', 'removed_cart_contents' );

	/**
	 * Every offering line stored for a user, keyed by cart item key (the same
	 * line is usually in both places; it counts once).
	 *
	 * @param int $user_id User.
	 * @return array<string, array<string, mixed>>
	 */
	public function offering_lines( int $user_id ): array {
		$lines = CartContents::offerings( $this->persistent_cart( $user_id ) );
		$data  = $this->session( $user_id );
		foreach ( self::SESSION_CARTS as $entry ) {
			$lines += CartContents::offerings( maybe_unserialize( $data[ $entry ] ?? null ) );
		}
		return $lines;
	}

	/**
	 * Drops the offering lines from the persistent cart and the session.
	 *
	 * @param int $user_id User.
	 * @return int How many lines were dropped (a line stored in both places counts twice).
	 */
	public function drop_offering_lines( int $user_id ): int {
		return $this->drop_from_persistent_cart( $user_id ) + $this->drop_from_session( $user_id );
	}

	/**
	 * @param int $user_id User.
	 */
	private function drop_from_persistent_cart( int $user_id ): int {
		$key   = $this->persistent_key();
		$saved = get_user_meta( $user_id, $key, true );
		if ( ! is_array( $saved ) || ! is_array( $saved['cart'] ?? null ) ) {
			return 0;
		}
		$kept    = CartContents::without_offerings( $saved['cart'] );
		$dropped = count( $saved['cart'] ) - count( $kept );
		if ( 0 === $dropped ) {
			return 0;
		}
		if ( array() === $kept ) {
			delete_user_meta( $user_id, $key );
		} else {
			$saved['cart'] = $kept;
			update_user_meta( $user_id, $key, $saved );
		}
		return $dropped;
	}

	/**
	 * @param int $user_id User.
	 */
	private function drop_from_session( int $user_id ): int {
		global $wpdb;
		$data = $this->session( $user_id );
		if ( array() === $data ) {
			return 0;
		}
		$dropped = 0;
		foreach ( self::SESSION_CARTS as $entry ) {
			if ( ! isset( $data[ $entry ] ) ) {
				continue;
			}
			$stored = $data[ $entry ];
			$cart   = maybe_unserialize( $stored );
			if ( ! is_array( $cart ) ) {
				continue;
			}
			$kept = CartContents::without_offerings( $cart );
			if ( count( $kept ) === count( $cart ) ) {
				continue;
			}
			$dropped += count( $cart ) - count( $kept );
			if ( 'cart' === $entry && array() === $kept ) {
				// WooCommerce stores no cart rather than an empty one.
				unset( $data[ $entry ] );
			} else {
				$data[ $entry ] = is_string( $stored ) ? maybe_serialize( $kept ) : $kept;
			}
		}
		if ( 0 === $dropped ) {
			return 0;
		}
		unset( $data['cart_totals'] );
		// WooCommerce's own table, no API reaches another user's session.
		$wpdb->update( $this->session_table(), array( 'session_value' => maybe_serialize( $data ) ), array( 'session_key' => (string) $user_id ) );
		$this->forget_cached_session( $user_id );
		return $dropped;
	}

	/**
	 * The persistent cart's items.
	 *
	 * @param int $user_id User.
	 * @return array<string, mixed>
	 */
	private function persistent_cart( int $user_id ): array {
		$saved = get_user_meta( $user_id, $this->persistent_key(), true );
		return is_array( $saved ) && is_array( $saved['cart'] ?? null ) ? $saved['cart'] : array();
	}

	/**
	 * The session's data (each entry still serialized, as stored), or [] when
	 * the user has no stored session.
	 *
	 * @param int $user_id User.
	 * @return array<string, mixed>
	 */
	private function session( int $user_id ): array {
		global $wpdb;
		if ( ! $this->has_sessions() ) {
			return array();
		}
		// WooCommerce's own table, no API reaches another user's session.
		$value = $wpdb->get_var( $wpdb->prepare( 'SELECT session_value FROM %i WHERE session_key = %s', $this->session_table(), (string) $user_id ) );
		$data  = is_string( $value ) ? maybe_unserialize( $value ) : null;
		return is_array( $data ) ? $data : array();
	}

	/**
	 * Drops WooCommerce's cached copy of a session (a persistent object cache
	 * would otherwise serve the old cart).
	 *
	 * @param int $user_id User.
	 */
	private function forget_cached_session( int $user_id ): void {
		if ( class_exists( \WC_Cache_Helper::class ) && defined( 'WC_SESSION_CACHE_GROUP' ) ) {
			wp_cache_delete( \WC_Cache_Helper::get_cache_prefix( WC_SESSION_CACHE_GROUP ) . $user_id, WC_SESSION_CACHE_GROUP );
		}
	}

	/**
	 * Whether WooCommerce is loaded, and with it its sessions table.
	 */
	private function has_sessions(): bool {
		return defined( 'WC_SESSION_CACHE_GROUP' );
	}

	private function session_table(): string {
		global $wpdb;
		return $wpdb->prefix . 'woocommerce_sessions';
	}

	private function persistent_key(): string {
		return '_woocommerce_persistent_cart_' . get_current_blog_id();
	}
}
