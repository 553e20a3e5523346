<?php
/**
 * How many places of an offering one person and one order may hold, and hold.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Opening;

use WC_Cart;
use WC_Product;

/**
 * Staff set, on a product's Temple tab, the places one order and one person
 * may hold (ShareLimit). A person is the customer's account, or for a guest
 * the billing e-mail (known at checkout, and at an add once the shop's
 * session has one); their places are read from their orders through
 * WooCommerce's order API, so HPOS and posts storage count alike. The
 * limits per phone number and per household (HouseholdShares) are refused
 * with these, the one leaving the fewest places first.
 */
final class PersonalShares {

	/** Product meta: places per order. */
	public const PER_ORDER_KEY = '_temple_offerings_per_order';

	/** Product meta: places per person. */
	public const PER_PERSON_KEY = '_temple_offerings_per_person';

	/**
	 * @param HouseholdShares $households Places per phone number and per household.
	 */
	public function __construct( private HouseholdShares $households = new HouseholdShares() ) {}

	/**
	 * The product whose places a product or variation counts against.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public static function offering_id( WC_Product $product ): int {
		return $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id();
	}

	/**
	 * The limits of an offering.
	 *
	 * @param int $offering Product id (not a variation).
	 * @return array{per_order: int|null, per_person: int|null}
	 */
	public function limits( int $offering ): array {
		return array(
			'per_order'  => ShareLimit::parse( get_post_meta( $offering, self::PER_ORDER_KEY, true ) ),
			'per_person' => ShareLimit::parse( get_post_meta( $offering, self::PER_PERSON_KEY, true ) ),
		);
	}

	/**
	 * Whether an offering has a limit at all.
	 *
	 * @param int $offering Product id.
	 */
	public function limited( int $offering ): bool {
		return array( null, null, null, null ) !== array_merge( array_values( $this->limits( $offering ) ), array_values( $this->households->limits( $offering ) ) );
	}

	/**
	 * The places a person holds on an offering, on orders other than those excluded.
	 *
	 * @param int    $offering Product id.
	 * @param int    $customer The customer's user id, 0 for a guest.
	 * @param string $email    A guest's billing e-mail ('' when unknown).
	 * @param int[]  $exclude  Orders not counted (the one being paid for again).
	 * @return int|null Null when the person is unknown (a guest without an e-mail).
	 */
	public function taken( int $offering, int $customer, string $email, array $exclude = array() ): ?int {
		$query = array(
			'limit'  => -1,
			'status' => ShareLimit::COUNTED,
			'type'   => 'shop_order',
		);
		if ( $customer > 0 ) {
			$query['customer_id'] = $customer;
		} elseif ( '' !== $email && is_email( $email ) ) {
			$query['billing_email'] = $email;
		} else {
			return null;
		}
		$lines = OrderPlaces::lines( wc_get_orders( $query ), $offering );
		return ShareLimit::taken( $lines, $exclude );
	}

	/**
	 * The places of each offering in a cart, by offering id.
	 *
	 * @param WC_Cart|null $cart The cart.
	 * @return array<int, array{name: string, quantity: int}>
	 */
	public static function in_cart( ?WC_Cart $cart ): array {
		$offerings = array();
		foreach ( $cart ? $cart->get_cart() : array() as $item ) {
			$product = is_array( $item ) ? ( $item['data'] ?? null ) : null;
			if ( ! $product instanceof WC_Product ) {
				continue;
			}
			$id                 = self::offering_id( $product );
			$offerings[ $id ] ??= array(
				'name'     => self::name_of( $id, $product ),
				'quantity' => 0,
			);
			$offerings[ $id ]['quantity'] += (int) ( $item['quantity'] ?? 0 );
		}
		return $offerings;
	}

	/**
	 * The refusal of adding places of a product to a cart, or null.
	 *
	 * @param WC_Product   $product  Product or variation being added.
	 * @param int          $adding   Places being added.
	 * @param WC_Cart|null $cart     The cart they go into.
	 * @param int          $customer The user id, 0 for a guest.
	 * @param string       $email    A guest's billing e-mail, if known.
	 * @param int[]        $exclude  Orders not counted.
	 * @param string       $phone    The billing phone, if known.
	 * @return array{code: string, message: string, left: int}|null
	 */
	public function refusal( WC_Product $product, int $adding, ?WC_Cart $cart, int $customer, string $email, array $exclude = array(), string $phone = '' ): ?array {
		$offering = self::offering_id( $product );
		if ( ! $this->limited( $offering ) ) {
			return null;
		}
		return $this->offering_refusal( $offering, self::name_of( $offering, $product ), self::in_cart( $cart )[ $offering ]['quantity'] ?? 0, $adding, $customer, $email, $exclude, $phone );
	}

	/**
	 * The refusal of one offering's places, the limit leaving the fewest first, or null.
	 *
	 * @param int    $offering Product id.
	 * @param string $name     Its name.
	 * @param int    $in_cart  Its places already in the cart.
	 * @param int    $adding   Places being added.
	 * @param int    $customer The user id, 0 for a guest.
	 * @param string $email    A guest's billing e-mail, if known.
	 * @param int[]  $exclude  Orders not counted.
	 * @param string $phone    The billing phone, if known.
	 * @return array{code: string, message: string, left: int}|null
	 */
	private function offering_refusal( int $offering, string $name, int $in_cart, int $adding, int $customer, string $email, array $exclude, string $phone ): ?array {
		$limits = $this->limits( $offering );
		$taken  = null === $limits['per_person'] ? null : $this->taken( $offering, $customer, $email, $exclude );
		$own    = ShareLimit::refusal( $name, $limits['per_order'], null === $taken ? null : $limits['per_person'], $in_cart, $taken ?? 0, $adding );
		return HouseholdRule::fewest( array_merge( array( $own ), $this->households->refusals( $offering, $name, $in_cart, $adding, $customer, $phone, $exclude ) ) );
	}

	/**
	 * The refusals of a whole cart at checkout (its lines are the order), one per offering.
	 *
	 * @param WC_Cart|null $cart     The cart.
	 * @param int          $customer The user id, 0 for a guest.
	 * @param string       $email    The billing e-mail.
	 * @param int[]        $exclude  Orders not counted (the one being paid for again).
	 * @param string       $phone    The billing phone.
	 * @return array<int, array{code: string, message: string, left: int}>
	 */
	public function cart_refusals( ?WC_Cart $cart, int $customer, string $email, array $exclude, string $phone = '' ): array {
		$refusals = array();
		foreach ( self::in_cart( $cart ) as $offering => $line ) {
			if ( ! $this->limited( $offering ) ) {
				continue;
			}
			$refusal = $this->offering_refusal( $offering, $line['name'], 0, $line['quantity'], $customer, $email, $exclude, $phone );
			if ( null !== $refusal ) {
				$refusals[] = $refusal;
			}
		}
		return $refusals;
	}

	/**
	 * The name an offering's refusal gives: the product's, not a variation's.
	 *
	 * @param int        $offering Product id.
	 * @param WC_Product $product  The product or one of its variations.
	 */
	private static function name_of( int $offering, WC_Product $product ): string {
		if ( $product->get_id() === $offering ) {
			return $product->get_name();
		}
		$parent = wc_get_product( $offering );
		return $parent instanceof WC_Product ? $parent->get_name() : $product->get_name();
	}
}
