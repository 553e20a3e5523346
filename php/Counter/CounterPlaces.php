<?php
/**
 * A counter order takes its places under the same lock as a checkout.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Cart\PlacesCheck;
use TempleOfferings\Cart\PlacesLock;
use TempleOfferings\Rest\RouteException;
use TempleOfferings\Support\NamedLock;
use WC_Product;

/**
 * Counter and online registrations draw from the same places (WooCommerce's
 * stock, one unit a believer). A worshipper's checkout holds the MySQL named
 * lock `places` of each counted offering in its cart until its stock is
 * lowered (Cart\PlacesLock); a counter order takes the very same locks, in
 * the same order (by id, so neither waits for the other in a circle), reads
 * the places left from the database under them, and only then makes its
 * order and lowers the stock, before letting go. So whichever comes second
 * sees the places the first one took: a counter order that lost the last
 * place is refused with 409 and the places sentence, and nothing is made.
 */
final class CounterPlaces {

	/** The answer's code when the places do not cover the order. */
	public const TAKEN_CODE = 'temple_offerings_places_taken';

	/**
	 * @param PlacesCheck $check Places left, as the cart reads them.
	 */
	public function __construct( private PlacesCheck $check ) {}

	/**
	 * Runs $work holding the places lock of every counted offering wanted,
	 * once the places left cover what is wanted.
	 *
	 * @param array<int, array{product: WC_Product, quantity: int}> $wanted Products and the places each line takes.
	 * @param callable                                              $work   fn(): mixed, makes the order and lowers the stock.
	 * @return mixed What $work returned.
	 * @throws RouteException 409 when the places are not enough, 503 when a lock did not come.
	 */
	public function run( array $wanted, callable $work ): mixed {
		$groups = array();
		foreach ( $wanted as $line ) {
			$id                          = (int) $line['product']->get_stock_managed_by_id();
			$groups[ $id ]             ??= array(
				'product'  => $line['product'],
				'quantity' => 0,
			);
			$groups[ $id ]['quantity'] += $line['quantity'];
		}
		ksort( $groups );
		$lock = new NamedLock( 'places', PlacesLock::WAIT );
		$held = array();
		try {
			foreach ( array_keys( $groups ) as $id ) {
				if ( ! $groups[ $id ]['product']->managing_stock() ) {
					continue;
				}
				if ( ! $lock->take( $id ) ) {
					throw new RouteException( 'temple_offerings_busy', __( 'The server is busy. Please try again in a moment.', 'temple-offerings' ), 503 );
				}
				$held[] = $id;
			}
			foreach ( $groups as $group ) {
				$left = $this->check->available_now( $group['product'] );
				if ( null !== $left && $group['quantity'] > $left ) {
					throw self::taken( $group['product'], $left );
				}
			}
			return $work();
		} finally {
			foreach ( $held as $id ) {
				$lock->release( $id );
			}
		}
	}

	/**
	 * The refusal: which offering, how many places are left, and that
	 * nothing was registered, so the counter takes no money for it.
	 *
	 * @param WC_Product $product The offering.
	 * @param int        $left    Places left.
	 */
	public static function taken( WC_Product $product, int $left ): RouteException {
		return new RouteException(
			self::TAKEN_CODE,
			/* translators: 1: the places sentence, e.g. "光明燈" is fully booked. */
			sprintf( __( '%1$s Nothing was registered: take no payment for it.', 'temple-offerings' ), PlacesCheck::message( $product->get_name(), $left ) ),
			409,
			array(
				'product_id' => $product->get_id(),
				'left'       => $left,
			)
		);
	}
}
