<?php
/**
 * An order's offering lines whose believers do not match their quantity.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Offering\Offerings;
use WC_Order;
use WC_Order_Item_Product;
use WC_Product;

/**
 * Orders can be made past the cart's rules: by another plugin in PHP
 * (`wc_create_order()` then `$order->add_product()`), by staff in the order
 * editor, or before a rule existed. Such lines cannot be refused, so they are
 * found here, by LineCompleteness, for every screen and list that shows
 * them (the order screen, the orders list, the ritual list, its exports, the
 * dashboard).
 *
 * So that a list can ask the database which orders hold one, each order
 * carries FLAG (its number of such lines) from its last save: WooCommerce
 * saves the order on every path that changes its lines (checkout, REST,
 * the order editor, `calculate_totals()`, a status change). Orders saved
 * before the flag existed get it once from ShortLinesBackfill.
 */
final class ShortLines {

	/** Order meta: how many offering lines do not match their quantity; absent when none. */
	public const FLAG = '_temple_offerings_short_lines';

	/** The statuses whose orders still need their believers (the dashboard counts these). */
	public const OPEN_STATUSES = array( 'pending', 'on-hold', 'processing', 'completed' );

	/**
	 * @param LineBelievers     $believers Reads a line's stored believers.
	 * @param Offerings         $offerings Tells offerings from ordinary products.
	 * @param RefundedBelievers $refunded  What refunds took from a line.
	 */
	public function __construct( private LineBelievers $believers, private Offerings $offerings, private RefundedBelievers $refunded ) {}

	/**
	 * A line's completeness, or null for anything but an offering line: a
	 * product line whose product has a form kind, or that stores believers
	 * (its product deleted or moved since). Refunded places and believers
	 * are left out on both sides.
	 *
	 * @param mixed         $item  Order item (any type).
	 * @param WC_Order|null $order The item's order when the caller has it loaded.
	 */
	public function of_item( mixed $item, ?WC_Order $order = null ): ?LineCompleteness {
		if ( ! $item instanceof WC_Order_Item_Product ) {
			return null;
		}
		$read    = $this->believers->read( $item );
		$product = $item->get_product();
		if ( null === $read && ! $this->offerings->is_offering( $product ) ) {
			return null;
		}
		$refunds = $this->refunded->of_line( $item, $order );
		return LineCompleteness::after_refunds(
			$item->get_quantity(),
			$refunds['quantity'],
			null === $read ? 0 : count( $read['believers'] ),
			null === $read ? 0 : count( array_intersect( $refunds['believers'], array_keys( $read['believers'] ) ) )
		);
	}

	/**
	 * The form kind of a line without believers: its product's.
	 *
	 * @param WC_Order_Item_Product $item Line.
	 */
	public function kind_of( WC_Order_Item_Product $item ): ?string {
		$product = $item->get_product();
		return $product instanceof WC_Product ? $this->offerings->kind_of( $product ) : null;
	}

	/**
	 * Whether an order holds a short line of one of these products.
	 *
	 * @param int   $order_id Order id.
	 * @param int[] $products Product (parent) ids.
	 */
	public function has_short_line_of( int $order_id, array $products ): bool {
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof WC_Order ) {
			return false;
		}
		foreach ( $this->of_order( $order ) as $short ) {
			if ( in_array( $short['item']->get_product_id(), $products, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The offering lines of an order that do not match.
	 *
	 * @param WC_Order $order Order.
	 * @return array<int, array{item: WC_Order_Item_Product, line: LineCompleteness}> By item id.
	 */
	public function of_order( WC_Order $order ): array {
		$short = array();
		foreach ( $order->get_items() as $item ) {
			$line = $this->of_item( $item, $order );
			if ( null !== $line && ! $line->matches() && $item instanceof WC_Order_Item_Product ) {
				$short[ $item->get_id() ] = array(
					'item' => $item,
					'line' => $line,
				);
			}
		}
		return $short;
	}

	/**
	 * Hooked on `woocommerce_before_order_object_save`: the order carries its
	 * number of short lines, saved with it.
	 *
	 * @param mixed $order Order being saved (refunds pass here too).
	 */
	public function flag( mixed $order ): void {
		if ( ! $order instanceof WC_Order || 'shop_order' !== $order->get_type() ) {
			return;
		}
		$count = count( $this->of_order( $order ) );
		if ( $count > 0 ) {
			$order->update_meta_data( self::FLAG, (string) $count );
		} elseif ( $order->meta_exists( self::FLAG ) ) {
			$order->delete_meta_data( self::FLAG );
		}
	}

	/**
	 * The `wc_get_orders()` meta query of flagged orders (HPOS and posts storage alike).
	 *
	 * @return array<int, array<string, mixed>>
	 */
	public static function meta_query(): array {
		return array(
			array(
				'key'     => self::FLAG,
				'compare' => 'EXISTS',
			),
		);
	}

	/**
	 * Ids of flagged orders.
	 *
	 * @param array<string, mixed> $args More `wc_get_orders()` arguments (statuses, dates…).
	 * @return int[]
	 */
	public function order_ids( array $args = array() ): array {
		$ids = wc_get_orders(
			array_merge(
				array(
					'type'   => 'shop_order',
					'limit'  => -1,
					'status' => array_map( static fn( string $status ): string => 'wc-' . $status, self::OPEN_STATUSES ),
				),
				$args,
				array(
					'return'     => 'ids',
					'meta_query' => self::meta_query(), // Flagged orders are few; the flag exists for exactly this.
				)
			)
		);
		return array_map( 'intval', is_array( $ids ) ? $ids : array() );
	}

	/**
	 * "2 believers missing (quantity 3, 1 registered)", or for a line with
	 * more believers than places, "2 believers more than the quantity…".
	 *
	 * @param LineCompleteness $line A line that does not match.
	 */
	public static function describe( LineCompleteness $line ): string {
		if ( $line->missing() > 0 ) {
			/* translators: 1: places without a believer, 2: the line's quantity, 3: believers registered. */
			return sprintf( _n( '%1$d believer missing (quantity %2$d, %3$d registered)', '%1$d believers missing (quantity %2$d, %3$d registered)', $line->missing(), 'temple-offerings' ), $line->missing(), $line->places, $line->believers );
		}
		/* translators: 1: believers beyond the quantity, 2: the line's quantity, 3: believers registered. */
		return sprintf( _n( '%1$d believer more than the quantity (quantity %2$d, %3$d registered)', '%1$d believers more than the quantity (quantity %2$d, %3$d registered)', $line->extra(), 'temple-offerings' ), $line->extra(), $line->places, $line->believers );
	}
}
