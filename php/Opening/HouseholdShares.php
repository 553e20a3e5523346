<?php
/**
 * How many places of an offering one phone number and one household hold.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use WC_Order;

/**
 * Staff set, on a product's Temple tab, the places one phone number and one
 * household may hold (HouseholdFields). Every order saved, on any path,
 * carries its billing phone normalised (PhoneNumber) in PHONE_META, so the
 * orders of a phone are found through WooCommerce's order API by that meta,
 * on HPOS and posts storage alike, however the phone was typed. Which orders
 * are a household's: HouseholdRule.
 */
final class HouseholdShares {

	/** Product meta: places per phone number. */
	public const PER_PHONE_KEY = '_temple_offerings_per_phone';

	/** Product meta: places per household. */
	public const PER_HOUSEHOLD_KEY = '_temple_offerings_per_household';

	/** Order meta: the billing phone, normalised. */
	public const PHONE_META = '_temple_offerings_phone';

	/** Orders read per phone or account at most: a household far past any limit is refused anyway. */
	private const MAX_ORDERS = 200;

	/**
	 * The limits of an offering.
	 *
	 * @param int $offering Product id (not a variation).
	 * @return array{per_phone: int|null, per_household: int|null}
	 */
	public function limits( int $offering ): array {
		return array(
			'per_phone'     => ShareLimit::parse( get_post_meta( $offering, self::PER_PHONE_KEY, true ) ),
			'per_household' => ShareLimit::parse( get_post_meta( $offering, self::PER_HOUSEHOLD_KEY, true ) ),
		);
	}

	/**
	 * Hooked on `woocommerce_before_order_object_save`: the order carries its phone, normalised.
	 *
	 * @param mixed $order The order about to be saved.
	 */
	public function stamp( mixed $order ): void {
		if ( ! $order instanceof WC_Order || 'shop_order' !== $order->get_type() ) {
			return;
		}
		$phone = PhoneNumber::normalise( (string) $order->get_billing_phone() );
		if ( $phone === (string) $order->get_meta( self::PHONE_META ) ) {
			return;
		}
		if ( '' === $phone ) {
			$order->delete_meta_data( self::PHONE_META );
		} else {
			$order->update_meta_data( self::PHONE_META, $phone );
		}
	}

	/**
	 * The refusals of adding places past the phone's or the household's limit.
	 *
	 * @param int    $offering Product id.
	 * @param string $name     The offering's name.
	 * @param int    $in_cart  The offering's places already in this cart.
	 * @param int    $adding   Places being added.
	 * @param int    $customer The account, 0 for a guest.
	 * @param string $phone    The billing phone as typed ('' when not known yet).
	 * @param int[]  $exclude  Orders not counted (the one being paid for again).
	 * @return array<int, array{code: string, message: string, left: int}>
	 */
	public function refusals( int $offering, string $name, int $in_cart, int $adding, int $customer, string $phone, array $exclude ): array {
		$limits = $this->limits( $offering );
		if ( null === $limits['per_phone'] && null === $limits['per_household'] ) {
			return array();
		}
		$phone  = PhoneNumber::normalise( $phone );
		$phones = array_values( array_unique( array_filter( array( $phone, $customer > 0 ? PhoneNumber::normalise( (string) get_user_meta( $customer, 'billing_phone', true ) ) : '' ) ) ) );
		$orders = array();
		foreach ( $phones as $each ) {
			$orders += $this->orders( array( 'meta_key' => self::PHONE_META, 'meta_value' => $each ) );
		}
		$phone_orders = $orders;
		$customers    = $customer > 0 ? array( $customer ) : array();
		foreach ( $orders as $order ) {
			$customers[] = $order->get_customer_id();
		}
		foreach ( array_unique( array_filter( $customers ) ) as $each ) {
			$orders += $this->orders( array( 'customer_id' => $each ) );
		}
		$known = '' !== $phone || $customer > 0;
		return HouseholdRule::refusals(
			$name,
			'' === $phone ? null : $limits['per_phone'],
			$known ? $limits['per_household'] : null,
			$in_cart,
			'' === $phone ? 0 : $this->taken( $offering, array_filter( $phone_orders, static fn( WC_Order $order ): bool => $phone === (string) $order->get_meta( self::PHONE_META ) ), $exclude ),
			$this->taken( $offering, array_intersect_key( $orders, array_flip( HouseholdRule::members( self::rows( $orders ), $customer, $phones ) ) ), $exclude ),
			$adding
		);
	}

	/**
	 * Orders that hold places, by id.
	 *
	 * @param array<string, mixed> $query What else the orders match.
	 * @return array<int, WC_Order>
	 */
	private function orders( array $query ): array {
		$found = wc_get_orders(
			$query + array(
				'limit'  => self::MAX_ORDERS,
				'status' => ShareLimit::COUNTED,
				'type'   => 'shop_order',
			)
		);
		$orders = array();
		foreach ( is_array( $found ) ? $found : array() as $order ) {
			if ( $order instanceof WC_Order ) {
				$orders[ $order->get_id() ] = $order;
			}
		}
		return $orders;
	}

	/**
	 * The rows HouseholdRule reads.
	 *
	 * @param array<int, WC_Order> $orders Orders by id.
	 * @return array<int, array{id: int, customer: int, phone: string}>
	 */
	private static function rows( array $orders ): array {
		$rows = array();
		foreach ( $orders as $id => $order ) {
			$rows[] = array(
				'id'       => $id,
				'customer' => $order->get_customer_id(),
				'phone'    => (string) $order->get_meta( self::PHONE_META ),
			);
		}
		return $rows;
	}

	/**
	 * The places an offering holds on some orders.
	 *
	 * @param int                  $offering Product id.
	 * @param array<int, WC_Order> $orders   The orders.
	 * @param int[]                $exclude  Orders not counted.
	 */
	private function taken( int $offering, array $orders, array $exclude ): int {
		return ShareLimit::taken( OrderPlaces::lines( $orders, $offering ), $exclude );
	}
}
