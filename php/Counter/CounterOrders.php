<?php
/**
 * Makes the counter's orders: real WooCommerce orders, as the checkout makes them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\CartRefusal;
use TempleOfferings\Opening\PersonalShares;
use TempleOfferings\Opening\CounterWindows;
use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Rest\RouteException;
use TempleOfferings\Support\OrderChannel;
use WC_Order;
use WC_Product;
use WP_User;

/**
 * One path, whatever the screen: the account (only one a search showed this
 * staff member: Households' token), each line's believers checked by the
 * cart's own rules for its product (BelieverCart::check(): sanitized,
 * validated for its form, one per place, the product on sale), the
 * counter's registration window (its own, else the offering's:
 * CounterWindows) and the offering's limits (Opening), then the places left
 * (CounterPlaces): every place left, those the offering keeps for the
 * counter and those the page has not sold. Only then is the order made, by
 * WooCommerce (wc_create_order()), with the lines' believers stored as the
 * checkout stores them, the channel and the staff member (OrderChannel), the
 * payment (CounterPayment) and a note; its places held as a checkout holds
 * them (CounterPlaces::hold()); paid at once (WooCommerce's
 * payment_complete(): stock, lamp numbers, receipts, e-mails) or put on hold
 * for a transfer (stock and e-mails), as an online order would be. A failure
 * while the order is made deletes it again: a refused counter order leaves
 * nothing behind.
 */
final class CounterOrders {

	/** WooCommerce's `created_via` of the counter's orders. */
	public const CREATED_VIA = 'temple-counter';

	/**
	 * @param BelieverCart        $cart    The cart's rules.
	 * @param CounterWindows      $windows When the counter takes registrations (its own window, else the offering's).
	 * @param PersonalShares      $shares  Places per order and per person.
	 * @param CounterPlaces       $places  The places left, and the order's hold on them.
	 * @param HouseholdBook       $book    Adds new people to the family book.
	 */
	public function __construct(
		private BelieverCart $cart,
		private CounterWindows $windows,
		private PersonalShares $shares,
		private CounterPlaces $places,
		private HouseholdBook $book
	) {}

	/**
	 * Makes the order.
	 *
	 * @param CounterRequest $request      What the screen sent.
	 * @param WP_User        $staff        Who takes it.
	 * @param callable       $before_write fn(): void, called once the order is known to be accepted (may throw).
	 * @return array{order: WC_Order, book: array{added: int, error: string}}
	 * @throws RouteException When anything is refused; nothing is made then.
	 */
	public function create( CounterRequest $request, WP_User $staff, callable $before_write ): array {
		if ( $request->customer_id > 0 && ! Households::token_valid( $request->customer_id, $request->token ) ) {
			throw new RouteException( 'temple_offerings_household_not_found', __( 'This household was not found by a search on this screen. Search for it again.', 'temple-offerings' ), 403 );
		}
		$lines = array();
		foreach ( $request->lines as $index => $line ) {
			$lines[] = $this->accepted( $line, $index );
		}
		$this->opening( $lines, $request );
		$this->places->check(
			array_map(
				static fn( array $line ): array => array(
					'product'  => $line['product'],
					'quantity' => count( $line['believers'] ),
				),
				$lines
			)
		);
		$before_write();
		$order = $this->make( $request, $staff, $lines );
		$book = $request->customer_id > 0 ? $this->book->add( $request->customer_id, $lines ) : array(
			'added' => 0,
			'error' => '',
		);
		return array(
			'order' => $order,
			'book'  => $book,
		);
	}

	/**
	 * One line, as the cart would take it.
	 *
	 * @param array<string, mixed> $line  The request's line.
	 * @param int                  $index Its place in the request.
	 * @return array{product: WC_Product, kind: string, believers: array<int, array<string, mixed>>, saved_ids: int[]}
	 * @throws RouteException 400 when the product or a believer is refused.
	 */
	private function accepted( array $line, int $index ): array {
		$id      = $line['variation_id'] > 0 ? $line['variation_id'] : $line['product_id'];
		$product = wc_get_product( $id );
		if ( ! $product instanceof WC_Product || ( $line['variation_id'] > 0 && $product->get_parent_id() !== $line['product_id'] ) ) {
			throw new RouteException( CartRefusal::UNKNOWN_PRODUCT, __( 'This offering is not available.', 'temple-offerings' ), 400, array( 'line' => $index ) );
		}
		try {
			$accepted = $this->cart->check( $id, count( $line['believers'] ), null, $line['believers'] );
		} catch ( CartRefusal $refused ) {
			/* translators: 1: offering (product) name, 2: what is wrong. */
			throw new RouteException( $refused->error_code, sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $product->get_name(), $refused->getMessage() ), 400, array( 'line' => $index, 'errors' => $refused->errors ) );
		}
		if ( null === $accepted ) {
			// An ordinary shop product carries no believers: the counter registers offerings only.
			throw new RouteException( CartRefusal::UNKNOWN_PRODUCT, __( 'This offering is not available.', 'temple-offerings' ), 400, array( 'line' => $index ) );
		}
		return array(
			'product'   => $product,
			'kind'      => $accepted['kind'],
			'believers' => $accepted['believers'],
			'saved_ids' => $line['saved_ids'],
		);
	}

	/**
	 * The offerings' registration windows and limits, as the checkout checks them.
	 *
	 * @param array<int, array<string, mixed>> $lines   Accepted lines.
	 * @param CounterRequest                   $request The request.
	 * @throws RouteException 400 with the page's sentence.
	 */
	private function opening( array $lines, CounterRequest $request ): void {
		$places = array();
		foreach ( $lines as $index => $line ) {
			$refusal = $this->windows->refusal( $line['product'] );
			if ( null !== $refusal ) {
				throw new RouteException( $refusal['code'], $refusal['message'], 400, array( 'line' => $index ) );
			}
			$offering            = PersonalShares::offering_id( $line['product'] );
			$places[ $offering ] = array(
				'product'  => $line['product'],
				'quantity' => ( $places[ $offering ]['quantity'] ?? 0 ) + count( $line['believers'] ),
			);
		}
		foreach ( $places as $offering ) {
			$refusal = $this->shares->refusal( $offering['product'], $offering['quantity'], null, $request->customer_id, $request->contact['email'], array(), $request->contact['phone'] ?? '' );
			if ( null !== $refusal ) {
				throw new RouteException( $refusal['code'], $refusal['message'], 400 );
			}
		}
	}

	/**
	 * The order itself, its places held before it is paid.
	 *
	 * @param CounterRequest                   $request The request.
	 * @param WP_User                          $staff   Who takes it.
	 * @param array<int, array<string, mixed>> $lines   Accepted lines.
	 * @throws \Throwable What WooCommerce threw; the order is deleted first.
	 */
	private function make( CounterRequest $request, WP_User $staff, array $lines ): WC_Order {
		$order = wc_create_order(
			array(
				'customer_id' => $request->customer_id,
				'created_via' => self::CREATED_VIA,
			)
		);
		if ( ! $order instanceof WC_Order ) {
			throw new \RuntimeException( 'wc_create_order() failed.' );
		}
		try {
			$this->fill( $order, $request, $staff, $lines );
			// Before anything is paid, numbered or sent: the places are this order's or it goes.
			$this->places->hold( $order );
		} catch ( \Throwable $failure ) {
			$order->delete( true );
			throw $failure;
		}
		if ( CounterPayment::paid_at_once( $request->payment ) ) {
			// Stock, lamp numbers, receipts and the e-mails follow WooCommerce's own paid hooks.
			$order->payment_complete();
		} else {
			$order->update_status( 'on-hold', __( 'Waiting for the bank transfer.', 'temple-offerings' ) );
		}
		$fresh = wc_get_order( $order->get_id() );
		return $fresh instanceof WC_Order ? $fresh : $order;
	}

	/**
	 * The order's lines, worshipper, payment, channel and note, saved.
	 *
	 * @param WC_Order                         $order   The new order.
	 * @param CounterRequest                   $request The request.
	 * @param WP_User                          $staff   Who takes it.
	 * @param array<int, array<string, mixed>> $lines   Accepted lines.
	 */
	private function fill( WC_Order $order, CounterRequest $request, WP_User $staff, array $lines ): void {
		$free = CounterPayment::FREE === $request->payment;
		foreach ( $lines as $line ) {
			$quantity = count( $line['believers'] );
			$item_id  = $order->add_product( $line['product'], $quantity, $free ? array( 'subtotal' => 0, 'total' => 0 ) : array() );
			$item     = $order->get_item( $item_id );
			if ( ! $item instanceof \WC_Order_Item_Product ) {
				throw new \RuntimeException( 'The order line was not added.' );
			}
			// As the checkout stores them (Order\OrderBelievers::store()).
			$item->update_meta_data( LineBelievers::DATA_KEY, array_values( $line['believers'] ) );
			$item->update_meta_data( LineBelievers::KIND_KEY, $line['kind'] );
			$item->save();
		}
		$this->billing( $order, $request );
		$order->set_payment_method( CounterPayment::method( $request->payment ) );
		$order->set_payment_method_title( CounterPayment::label( $request->payment ) );
		$order->update_meta_data( CounterPayment::META, $request->payment );
		if ( $free ) {
			$order->update_meta_data( CounterPayment::REASON_META, $request->reason );
		}
		if ( '' !== $request->note ) {
			$order->set_customer_note( $request->note );
		}
		OrderChannel::record( $order, $request->channel, $staff->ID );
		$order->calculate_totals();
		$order->save();
		$order->add_order_note( esc_html( self::note( $request, $staff ) ), 0, true );
	}

	/**
	 * The worshipper's details: what the screen sent; an account's own
	 * family and given names when the name sent is the account's.
	 *
	 * @param WC_Order       $order   The order.
	 * @param CounterRequest $request The request.
	 */
	private function billing( WC_Order $order, CounterRequest $request ): void {
		$contact = $request->contact;
		$last    = '';
		$first   = $contact['name'];
		if ( $request->customer_id > 0 ) {
			$account = new \WC_Customer( $request->customer_id );
			if ( Households::name_of( $account->get_billing_last_name(), $account->get_billing_first_name() ) === $contact['name'] ) {
				$last  = $account->get_billing_last_name();
				$first = $account->get_billing_first_name();
			}
			$contact['email'] = '' !== $contact['email'] ? $contact['email'] : $account->get_billing_email();
			$contact['phone'] = '' !== $contact['phone'] ? $contact['phone'] : $account->get_billing_phone();
		}
		$order->set_billing_last_name( $last );
		$order->set_billing_first_name( $first );
		$order->set_billing_phone( $contact['phone'] );
		$order->set_billing_email( $contact['email'] );
		$order->set_billing_address_1( $contact['address_1'] );
		$order->set_billing_city( $contact['city'] );
		$order->set_billing_state( $contact['state'] );
		$order->set_billing_postcode( $contact['postcode'] );
		$order->set_billing_country( WC()->countries->get_base_country() );
	}

	/**
	 * The order note: who took it, how, and how it is paid.
	 *
	 * @param CounterRequest $request The request.
	 * @param WP_User        $staff   Who takes it.
	 */
	private static function note( CounterRequest $request, WP_User $staff ): string {
		$note = OrderChannel::PHONE === $request->channel
			/* translators: 1: staff member's display name, 2: how it is paid (現金, 轉帳/ATM…). */
			? sprintf( __( 'Registered by phone, taken by %1$s; payment: %2$s.', 'temple-offerings' ), $staff->display_name, CounterPayment::label( $request->payment ) )
			/* translators: 1: staff member's display name, 2: how it is paid (現金, 轉帳/ATM…). */
			: sprintf( __( 'Registered at the counter by %1$s; payment: %2$s.', 'temple-offerings' ), $staff->display_name, CounterPayment::label( $request->payment ) );
		if ( CounterPayment::FREE === $request->payment ) {
			/* translators: 1: the note so far, 2: why the offerings are free. */
			$note = sprintf( __( '%1$s Free because: %2$s', 'temple-offerings' ), $note, $request->reason );
		}
		return $note;
	}
}
