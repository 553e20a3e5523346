<?php
/**
 * Where an order came from (網路, 臨櫃, 電話) and which staff member took it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

use WC_Order;

/**
 * Two order meta keys: `_temple_offerings_channel` (`web`, `counter` or
 * `phone`) and `_temple_offerings_taken_by` (the staff member's user id, for
 * the counter's and the phone's orders). The worshipper's checkout records
 * `web`; the counter records its own channel and the clerk. Orders placed
 * before the channel was recorded read as `web` when WooCommerce's own
 * `created_via` says the shop's checkout made them, and as no channel
 * otherwise (the order editor, the REST API, other plugins).
 */
final class OrderChannel {

	public const META = '_temple_offerings_channel';

	public const TAKEN_BY = '_temple_offerings_taken_by';

	public const WEB = 'web';

	public const COUNTER = 'counter';

	public const PHONE = 'phone';

	/** The channels, in the order lists show them. */
	public const CHANNELS = array( self::WEB, self::COUNTER, self::PHONE );

	/** WooCommerce's `created_via` of the shop's own checkouts (classic and blocks). */
	private const CHECKOUTS = array( 'checkout', 'store-api' );

	/**
	 * The channel's name as staff read it ('' for none).
	 *
	 * @param string $channel A channel.
	 */
	public static function label( string $channel ): string {
		return match ( $channel ) {
			self::WEB     => _x( 'Online', 'order channel', 'temple-offerings' ),
			self::COUNTER => _x( 'Counter', 'order channel', 'temple-offerings' ),
			self::PHONE   => _x( 'Phone', 'order channel', 'temple-offerings' ),
			default       => '',
		};
	}

	/**
	 * An order's channel and who took it, as lists read it: 「臨櫃 · 林櫃台」,
	 * 「網路」, '' when neither is known.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function describe( WC_Order $order ): string {
		$staff = self::taken_by( $order );
		$user  = $staff > 0 ? get_userdata( $staff ) : false;
		return self::text( self::label( self::of( $order ) ), $user instanceof \WP_User ? $user->display_name : '' );
	}

	/**
	 * The channel's name, then who took it.
	 *
	 * @param string $channel The channel's name ('' for none).
	 * @param string $staff   The staff member's name ('' for none).
	 */
	public static function text( string $channel, string $staff ): string {
		return implode( ' · ', array_filter( array( $channel, $staff ), static fn ( string $part ): bool => '' !== $part ) );
	}

	/**
	 * The order's channel, '' when none is known.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function of( WC_Order $order ): string {
		$stored = (string) $order->get_meta( self::META );
		if ( in_array( $stored, self::CHANNELS, true ) ) {
			return $stored;
		}
		return in_array( $order->get_created_via(), self::CHECKOUTS, true ) ? self::WEB : '';
	}

	/**
	 * The staff member who took the order, 0 for none.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function taken_by( WC_Order $order ): int {
		return max( 0, (int) $order->get_meta( self::TAKEN_BY ) );
	}

	/**
	 * Records the channel (and the staff member) on an order; the caller saves it.
	 *
	 * @param WC_Order $order   The order.
	 * @param string   $channel One of CHANNELS.
	 * @param int      $staff   The staff member's user id, 0 for the worshipper's own order.
	 * @throws \InvalidArgumentException For an unknown channel.
	 */
	public static function record( WC_Order $order, string $channel, int $staff = 0 ): void {
		if ( ! in_array( $channel, self::CHANNELS, true ) ) {
			throw new \InvalidArgumentException( 'Unknown order channel: ' . $channel );
		}
		$order->update_meta_data( self::META, $channel );
		if ( $staff > 0 ) {
			$order->update_meta_data( self::TAKEN_BY, (string) $staff );
		} else {
			$order->delete_meta_data( self::TAKEN_BY );
		}
	}

	/**
	 * Hooked on `woocommerce_checkout_create_order` (the classic checkout) and
	 * `woocommerce_store_api_checkout_update_order_meta` (the block checkout):
	 * the worshipper's own order, before it is saved.
	 *
	 * @param mixed $order The order being placed.
	 */
	public function from_checkout( mixed $order ): void {
		if ( $order instanceof WC_Order ) {
			self::record( $order, self::WEB );
		}
	}

	/**
	 * The meta query for a channel and a staff member (either may be empty).
	 *
	 * @param string $channel One of CHANNELS, or ''.
	 * @param int    $staff   A user id, or 0.
	 * @return array<int, array<string, string>>
	 */
	public static function meta_query( string $channel, int $staff ): array {
		$query = array();
		if ( in_array( $channel, self::CHANNELS, true ) ) {
			$query[] = array(
				'key'   => self::META,
				'value' => $channel,
			);
		}
		if ( $staff > 0 ) {
			$query[] = array(
				'key'   => self::TAKEN_BY,
				'value' => (string) $staff,
			);
		}
		return $query;
	}
}
