<?php
/**
 * The households a counter search finds, each with its people and what
 * they had last year.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Order\OrderLines;
use TempleOfferings\Support\PlainText;
use WC_Customer;
use WC_Order;

/**
 * A household is a customer's account (its family book, its orders) or,
 * for worshippers without one, the guest orders that share a phone number
 * (a name when they have none). Each comes back with its contact details
 * (the account's billing details, else its newest order's), its people
 * (HouseholdPeople: the family book and last year's believers) and, for an
 * account, a token (a WordPress nonce of this staff member's session for
 * that account) that a counter order must carry to be made for it or to add
 * to its family book: the counter acts only on accounts a search showed it,
 * never on an id typed in.
 */
final class Households {

	/** Households one search answers at most. */
	public const MAX = 10;

	/** Last year's orders read per household at most. */
	private const MAX_LAST_YEAR = 20;

	/** The statuses of paid orders, whose lines count as last year's. */
	private const PAID = array( 'processing', 'completed' );

	/**
	 * @param HouseholdFinder $finder The matching accounts and orders.
	 * @param BelieverStore   $book   Family books.
	 * @param OrderLines      $lines  An order's believers, refunded ones left out.
	 */
	public function __construct( private HouseholdFinder $finder, private BelieverStore $book, private OrderLines $lines ) {}

	/**
	 * The nonce action of one account's token.
	 *
	 * @param int $customer_id The account.
	 */
	public static function token_action( int $customer_id ): string {
		return 'temple_offerings_counter_household_' . $customer_id;
	}

	/**
	 * Whether a token names an account this staff member's search showed.
	 *
	 * @param int    $customer_id The account.
	 * @param string $token       The token sent.
	 */
	public static function token_valid( int $customer_id, string $token ): bool {
		return $customer_id > 0 && '' !== $token && false !== wp_verify_nonce( $token, self::token_action( $customer_id ) ) && HouseholdFinder::is_household( $customer_id );
	}

	/**
	 * The answer to a search.
	 *
	 * @param string $term What staff typed.
	 * @return array<int, array<string, mixed>>
	 */
	public function search( string $term ): array {
		$asked = HouseholdFinder::parse( $term );
		$found = array();
		foreach ( $this->finder->customers( $asked ) as $customer ) {
			$found[ 'c' . $customer ] = array(
				'customer' => $customer,
				'orders'   => array(),
			);
		}
		foreach ( $this->finder->orders( $asked ) as $row ) {
			$order = wc_get_order( $row['id'] );
			if ( ! $order instanceof WC_Order || ( $row['customer'] > 0 && ! HouseholdFinder::is_household( $row['customer'] ) ) ) {
				continue;
			}
			$key                        = $row['customer'] > 0 ? 'c' . $row['customer'] : self::guest_key( $order );
			$found[ $key ]            ??= array(
				'customer' => $row['customer'],
				'orders'   => array(),
			);
			$found[ $key ]['orders'][] = $order;
		}
		$answer = array();
		foreach ( array_slice( $found, 0, self::MAX, true ) as $key => $household ) {
			$answer[] = $this->household( (string) $key, $household['customer'], $household['orders'] );
		}
		return $answer;
	}

	/**
	 * A guest household's key: the digits of its phone, else its name.
	 *
	 * @param WC_Order $order A guest order.
	 */
	private static function guest_key( WC_Order $order ): string {
		$digits = preg_replace( '/\D+/', '', $order->get_billing_phone() ) ?? '';
		return '' !== $digits ? 'g' . $digits : 'n' . md5( mb_strtolower( self::name_of( $order->get_billing_last_name(), $order->get_billing_first_name() ) ) );
	}

	/**
	 * A name as the temple writes it: family name, then given name, joined
	 * without a space when both are Chinese (王小明), with one otherwise.
	 *
	 * @param string $last  Family name.
	 * @param string $first Given name.
	 */
	public static function name_of( string $last, string $first ): string {
		$last  = trim( $last );
		$first = trim( $first );
		$han   = static fn( string $text ): bool => '' === $text || 1 === preg_match( '/^\p{Han}+$/u', $text );
		return trim( $last . ( $han( $last ) && $han( $first ) ? '' : ' ' ) . $first );
	}

	/**
	 * One household of the answer.
	 *
	 * @param string     $key      Its key.
	 * @param int        $customer Its account, 0 for guests.
	 * @param WC_Order[] $orders   Its orders the search found, newest first.
	 * @return array<string, mixed>
	 */
	private function household( string $key, int $customer, array $orders ): array {
		$now  = current_datetime();
		$past = $customer > 0 ? $this->last_year_orders( $customer, $now ) : array_values(
			array_filter(
				$orders,
				static fn( WC_Order $order ): bool => $order->has_status( self::PAID ) && null !== $order->get_date_created() && LastYear::holds( $order->get_date_created()->getTimestamp(), $now )
			)
		);
		$lines = array();
		foreach ( $past as $order ) {
			foreach ( $this->lines->of_order( $order ) as $line ) {
				$item    = $order->get_item( $line['item_id'] );
				$lines[] = array(
					'product_id'   => $line['product_id'],
					'variation_id' => $item instanceof \WC_Order_Item_Product ? $item->get_variation_id() : 0,
					'name'         => PlainText::of( $line['product'] ),
					'kind'         => $line['kind'],
					'believers'    => $line['believers'],
				);
			}
		}
		$book = $customer > 0 ? $this->book->list( $customer ) : array();
		return array(
			'key'         => $key,
			'customer_id' => $customer,
			'token'       => $customer > 0 ? wp_create_nonce( self::token_action( $customer ) ) : '',
			'contact'     => $this->contact( $customer, $orders[0] ?? ( $past[0] ?? null ) ),
			'people'      => HouseholdPeople::of( $book, $lines ),
			'last_year'   => count( $past ),
		);
	}

	/**
	 * An account's paid orders of last year, newest first.
	 *
	 * @param int                $customer The account.
	 * @param \DateTimeImmutable $now      Now, in the site's time zone.
	 * @return WC_Order[]
	 */
	private function last_year_orders( int $customer, \DateTimeImmutable $now ): array {
		$window = LastYear::window( $now );
		$orders = wc_get_orders(
			array(
				'type'         => 'shop_order',
				'customer_id'  => $customer,
				'status'       => array_map( static fn( string $status ): string => 'wc-' . $status, self::PAID ),
				'date_created' => $window['from'] . '...' . $window['to'],
				'limit'        => self::MAX_LAST_YEAR,
				'orderby'      => 'date',
				'order'        => 'DESC',
			)
		);
		return array_values( array_filter( is_array( $orders ) ? $orders : array(), static fn( $order ): bool => $order instanceof WC_Order ) );
	}

	/**
	 * How to reach the household: the account's billing details, else its newest order's.
	 *
	 * @param int           $customer The account, 0 for guests.
	 * @param WC_Order|null $order    Its newest order found.
	 * @return array{name: string, phone: string, email: string, address_1: string, city: string, state: string, postcode: string}
	 */
	private function contact( int $customer, ?WC_Order $order ): array {
		$from = null;
		if ( $customer > 0 ) {
			$account = new WC_Customer( $customer );
			$from    = '' !== $account->get_billing_phone() || '' !== $account->get_billing_first_name() ? $account : $order;
		} else {
			$from = $order;
		}
		if ( null === $from ) {
			return array_fill_keys( array( 'name', 'phone', 'email', 'address_1', 'city', 'state', 'postcode' ), '' );
		}
		return array(
			'name'      => self::name_of( $from->get_billing_last_name(), $from->get_billing_first_name() ),
			'phone'     => $from->get_billing_phone(),
			'email'     => $from->get_billing_email(),
			'address_1' => $from->get_billing_address_1(),
			'city'      => $from->get_billing_city(),
			'state'     => $from->get_billing_state(),
			'postcode'  => $from->get_billing_postcode(),
		);
	}
}
