<?php
/**
 * Gives the believers of a paid order their numbers, once.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Numbers;

use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\OrderLine;
use TempleOfferings\Order\RefundedBelievers;
use TempleOfferings\Support\NamedLock;
use TempleOfferings\Support\NumberCounter;
use TempleOfferings\Support\NumberRange;

/**
 * When WooCommerce counts an order as paid (`woocommerce_payment_complete`,
 * and the switch to processing or completed, which staff make by hand for
 * bank transfer and cash at the temple), every offering line whose product
 * gives numbers gets one number per believer, stored on the line as
 * `_believer_numbers` in the believers' order.
 *
 * Once: a payment fires several of those hooks in one request, and an order
 * can be marked paid on two nodes at once. A MySQL named lock per order
 * (held in the database server, so across nodes) serializes the numbering
 * of one order, and under it whether a line already has numbers is read
 * from the item meta table itself, never from a cache that another node
 * may not have refreshed yet. The numbers come from NumberCounter, which
 * never goes back: a cancelled or refunded order keeps its numbers and they
 * are never given again; staff can reissue a line (new numbers, the old
 * ones left unused). A believer a refund took gets no new number: an
 * empty slot, on payment as on a reissue (a number given before the refund
 * stays on the line until a reissue leaves it unused, as any other).
 */
final class OrderNumbers {

	/** Seconds to wait for another request numbering the same order. */
	private const LOCK_WAIT = 10;

	/**
	 * @param NumberCounter  $counter   The atomic counters.
	 * @param ProductNumbers $products  Each line's numbering.
	 * @param LineBelievers     $believers Reads a line's believers.
	 * @param RefundedBelievers $refunded  What refunds took from a line.
	 */
	public function __construct(
		private NumberCounter $counter,
		private ProductNumbers $products,
		private LineBelievers $believers,
		private RefundedBelievers $refunded
	) {}

	/**
	 * Hooked on `woocommerce_payment_complete` and `woocommerce_order_status_processing`
	 * / `_completed`: numbers the order's lines that have none yet.
	 *
	 * The status hooks pass the order object that goes on to the e-mails of
	 * the same change (the worshipper's "order received", staff's "new
	 * order"): its own line items are numbered, so those e-mails show the
	 * numbers; a fresh copy would leave them printing the lines as loaded
	 * before.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $subject  The order (status hooks) or a transaction id (payment_complete).
	 */
	public function on_paid( mixed $order_id, mixed $subject = null ): void {
		$order_id = (int) $order_id;
		$this->locked(
			$order_id,
			function () use ( $order_id, $subject ): void {
				$order = $subject instanceof \WC_Order && $subject->get_id() === $order_id ? $subject : wc_get_order( $order_id );
				if ( ! $order instanceof \WC_Order || ! $order->is_paid() ) {
					return;
				}
				$given = array();
				foreach ( $order->get_items() as $item ) {
					if ( $item instanceof \WC_Order_Item_Product && ! $this->has_numbers( (int) $item->get_id() ) ) {
						$text = $this->number_line( $item, $order );
						if ( null !== $text ) {
							/* translators: 1: offering name, 2: its numbers. */
							$given[] = sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $item->get_name(), $text );
						}
					}
				}
				if ( array() !== $given ) {
					/* translators: %s: offering names with their numbers, e.g. "光明燈: 光明燈-0001 – 光明燈-0003". */
					$order->add_order_note( sprintf( __( 'Numbers given: %s', 'temple-offerings' ), implode( '; ', $given ) ) );
				}
			}
		);
	}

	/**
	 * Gives one line new numbers (staff's reissue), leaving the old ones unused.
	 *
	 * @param \WC_Order $order   Order.
	 * @param int       $item_id Line item id (a line of another order gives nothing: OrderLine).
	 * @return array{old: string, new: string}|null What the line had and has now; null when it gives no numbers
	 *                                              or is not a line of this order.
	 */
	public function reissue( \WC_Order $order, int $item_id ): ?array {
		$result = null;
		$this->locked(
			$order->get_id(),
			function () use ( $order, $item_id, &$result ): void {
				$item = OrderLine::find( $order, $item_id );
				if ( null === $item ) {
					return;
				}
				$old  = $this->believers->read( $item )['numbers'] ?? array();
				$text = $this->number_line( $item, $order );
				if ( null !== $text ) {
					$result = array(
						'old' => implode( ', ', array_filter( $old ) ),
						'new' => $text,
					);
				}
			}
		);
		return $result;
	}

	/**
	 * Gives a line a number per believer no refund took, and saves it.
	 *
	 * @param \WC_Order_Item_Product $item  Line item.
	 * @param \WC_Order              $order Its order.
	 * @return string|null The numbers as ranges, for an order note; null when the line gets none.
	 */
	private function number_line( \WC_Order_Item_Product $item, \WC_Order $order ): ?string {
		$read = $this->believers->read( $item );
		$plan = $this->products->for_line( (int) $item->get_product_id(), (int) $item->get_variation_id() );
		if ( null === $read || null === $plan ) {
			return null;
		}
		$refunded = $this->refunded->of_line( $item, $order )['believers'];
		$paid     = array_values( array_diff( array_keys( $read['believers'] ), $refunded ) );
		if ( array() === $paid ) {
			return null;
		}
		$numbers = $this->counter->reserve( $plan['sequence'], $plan['settings']->start, count( $paid ) );
		$slots   = array_fill( 0, count( $read['believers'] ), '' );
		foreach ( $paid as $at => $index ) {
			$slots[ $index ] = $plan['settings']->format( $numbers[ $at ] );
		}
		$item->update_meta_data( LineBelievers::NUMBERS_KEY, $slots );
		$item->save();
		return NumberRange::describe( array( $plan['settings'], 'format' ), $numbers );
	}

	/**
	 * Whether the line's numbers are stored, asked of the database itself.
	 *
	 * @param int $item_id Line item id.
	 */
	private function has_numbers( int $item_id ): bool {
		global $wpdb;
		// Deliberately uncached: another node may have just written it.
		return null !== $wpdb->get_var(
			$wpdb->prepare(
				"SELECT meta_id FROM {$wpdb->prefix}woocommerce_order_itemmeta WHERE order_item_id = %d AND meta_key = %s LIMIT 1",
				$item_id,
				LineBelievers::NUMBERS_KEY
			)
		);
	}

	/**
	 * Runs $work holding the order's lock; skips it when the lock does not come.
	 *
	 * @param int      $order_id Order id.
	 * @param callable $work     fn(): void.
	 */
	private function locked( int $order_id, callable $work ): void {
		// Another request numbering this order that does not finish in time gives the numbers itself.
		( new NamedLock( 'numbers', self::LOCK_WAIT ) )->run( $order_id, $work );
	}
}
