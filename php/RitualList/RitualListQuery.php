<?php
/**
 * The WooCommerce-facing side of the ritual list: which orders, and their
 * believer lines as plain data.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Domain\CartMetaData;
use TempleOfferings\Order\OrderLines;
use TempleOfferings\Order\ShortLines;

/**
 * Reads orders through wc_get_orders() (HPOS and posts storage alike), in
 * batches, so an export of thousands of orders never holds them all, and
 * their lines' believers through OrderLines (LineBelievers, the one reader
 * of them, underneath).
 * Everything it hands on is plain arrays for RitualRows. The lists (screen,
 * print, exports) also get the offering lines whose believers do not match
 * their quantity (ShortLines), even with no believer at all, so RitualRows
 * marks each missing place instead of the line vanishing. Believers a
 * refund took (RefundedBelievers) are left out of every list, label and
 * sheet; the order screen's Believers box asks for them too, to show them
 * as refunded.
 */
final class RitualListQuery {

	/** Orders loaded at a time while streaming. */
	public const BATCH = 100;

	/**
	 * @param OrderLines      $lines Each order's believer lines, as plain data.
	 * @param ShortLines|null $short Finds lines whose believers do not match their quantity; null lists believers only.
	 */
	public function __construct( private OrderLines $lines, private ?ShortLines $short = null ) {}

	/**
	 * The filter staff submitted; the shop's paid statuses when none.
	 *
	 * @param array<string, mixed> $input Unslashed request parameters.
	 */
	public function filter( array $input ): RitualListFilter {
		$known = array_map( static fn( string $status ): string => substr( $status, 3 ), array_keys( wc_get_order_statuses() ) );
		return RitualListFilter::from_request( $input, $known, wc_get_is_paid_statuses() );
	}

	/**
	 * Calls $each with every matching order line, oldest order first.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param callable         $each   fn( array $line ): void, line as RitualRows::rows() takes it.
	 * @return int Orders visited.
	 */
	public function each_line( RitualListFilter $filter, callable $each ): int {
		$products  = $this->product_ids( $filter );
		$order_ids = $this->order_ids( $products );
		$visited   = 0;
		for ( $page = 1; ; $page++ ) {
			$orders = wc_get_orders( $filter->order_query_args( self::BATCH, $page, $order_ids ) );
			foreach ( $orders as $order ) {
				foreach ( $this->lines->of_order( $order, $products, true ) as $line ) {
					$each( $line );
				}
				++$visited;
			}
			// Loaded orders sit in WordPress's in-memory cache; drop them between batches.
			$this->forget();
			if ( count( $orders ) < self::BATCH ) {
				return $visited;
			}
		}
	}

	/**
	 * What the list leaves out because it is not paid yet: the orders in the
	 * unpaid statuses the filter does not ask for (same products and dates),
	 * and the registrants they hold. Bank transfer and cash at the temple
	 * leave orders on hold until staff mark them paid, so a list of paid
	 * orders can be empty while registrants wait.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @return array{orders: int, believers: int, statuses: string[]}
	 */
	public function unpaid( RitualListFilter $filter ): array {
		$statuses = $filter->unpaid_left_out();
		$found    = array(
			'orders'    => 0,
			'believers' => 0,
			'statuses'  => $statuses,
		);
		if ( array() === $statuses ) {
			return $found;
		}
		$found['orders'] = $this->each_line(
			$filter->with_statuses( $statuses ),
			static function ( array $line ) use ( &$found ): void {
				$found['believers'] += count( $line['believers'] );
			}
		);
		return $found;
	}

	/**
	 * The orders matching the filter (statuses, dates, products) that hold
	 * an offering line whose believers do not match its quantity, oldest
	 * first, with those lines.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @return array<int, array{order: \WC_Order, lines: array<int, array{item: \WC_Order_Item_Product, line: \TempleOfferings\Order\LineCompleteness}>}>
	 */
	public function short_orders( RitualListFilter $filter ): array {
		if ( null === $this->short ) {
			return array();
		}
		$products = $this->product_ids( $filter );
		$ids      = $this->short->order_ids( array( 'status' => 'any' ) );
		if ( null !== $products ) {
			$ids = array_values( array_filter( $ids, fn( int $id ): bool => $this->short->has_short_line_of( $id, $products ) ) );
		}
		if ( array() === $ids ) {
			return array();
		}
		$found = array();
		foreach ( wc_get_orders( $filter->order_query_args( self::BATCH, 1, $ids ) ) as $order ) {
			$lines = array_filter(
				$this->short->of_order( $order ),
				static fn( array $short ): bool => null === $products || in_array( $short['item']->get_product_id(), $products, true )
			);
			if ( array() !== $lines ) {
				$found[] = array(
					'order' => $order,
					'lines' => $lines,
				);
			}
		}
		return $found;
	}

	/**
	 * One screen page of orders with their lines.
	 *
	 * @param RitualListFilter $filter   What staff asked for.
	 * @param int              $page     1-based page.
	 * @param int              $per_page Orders a page.
	 * @return array{lines: array<int, array<string, mixed>>, orders: int, pages: int}
	 */
	public function page( RitualListFilter $filter, int $page, int $per_page ): array {
		$products = $this->product_ids( $filter );
		$result   = wc_get_orders( $filter->order_query_args( $per_page, $page, $this->order_ids( $products ), true ) );
		$lines    = array();
		foreach ( $result->orders as $order ) {
			array_push( $lines, ...$this->lines->of_order( $order, $products, true ) );
		}
		return array(
			'lines'  => $lines,
			'orders' => (int) $result->total,
			'pages'  => (int) $result->max_num_pages,
		);
	}

	/**
	 * The product ids the filter names, directly or through its category;
	 * null when it names none (every product).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @return int[]|null
	 */
	public function product_ids( RitualListFilter $filter ): ?array {
		if ( ! $filter->narrows_products() ) {
			return null;
		}
		$ids = $filter->product_ids;
		if ( '' !== $filter->category ) {
			$in_category = wc_get_products(
				array(
					'category' => array( $filter->category ),
					'status'   => array( 'publish', 'private', 'draft', 'pending', 'trash' ),
					'limit'    => -1,
					'return'   => 'ids',
				)
			);
			$ids = array() === $ids ? $in_category : array_values( array_intersect( $ids, $in_category ) );
		}
		return array_map( 'intval', $ids );
	}

	/**
	 * Ids of orders with a line that carries believers (of the given products).
	 * Order items live in the same two tables under HPOS and posts storage, so
	 * this one query serves both and keeps believer-less orders off the list.
	 *
	 * @param int[]|null $products Product ids, or null for any.
	 * @return int[]
	 */
	private function order_ids( ?array $products ): array {
		global $wpdb;
		if ( array() === $products ) {
			return array();
		}
		// Orders short of believers may hold a line with none at all: the list names them too.
		$short = null === $this->short ? array() : $this->short->order_ids( array( 'status' => 'any' ) );
		if ( null !== $products && null !== $this->short ) {
			$short = array_values( array_filter( $short, fn( int $id ): bool => $this->short->has_short_line_of( $id, $products ) ) );
		}
		$sql = "SELECT DISTINCT items.order_id FROM {$wpdb->prefix}woocommerce_order_items AS items
			INNER JOIN {$wpdb->prefix}woocommerce_order_itemmeta AS believers
				ON believers.order_item_id = items.order_item_id AND believers.meta_key = %s";
		$args = array( CartMetaData::BELIEVERS_KEY );
		if ( null !== $products ) {
			$sql .= " INNER JOIN {$wpdb->prefix}woocommerce_order_itemmeta AS product
				ON product.order_item_id = items.order_item_id AND product.meta_key = '_product_id'
				AND product.meta_value IN (" . implode( ',', array_fill( 0, count( $products ), '%d' ) ) . ')';
			array_push( $args, ...$products );
		}
		$sql .= " WHERE items.order_item_type = 'line_item'";
		// Placeholders built above; a live list, not cacheable.
		return array_values( array_unique( array_merge( array_map( 'intval', $wpdb->get_col( $wpdb->prepare( $sql, $args ) ) ), $short ) ) );
	}

	/**
	 * Empties WordPress's per-request object cache (orders, items, meta).
	 */
	private function forget(): void {
		if ( function_exists( 'wp_cache_flush_runtime' ) && wp_cache_supports( 'flush_runtime' ) ) {
			wp_cache_flush_runtime();
		}
	}
}
