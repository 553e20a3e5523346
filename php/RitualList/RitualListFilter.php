<?php
/**
 * What staff asked the ritual list for, read from the request, and the
 * wc_get_orders() arguments that answer it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Support\OrderChannel;

/**
 * Immutable filter: products, a category, an inclusive date range, order
 * statuses, a channel and the staff member who took the order (and one
 * order, for the counter's papers), whether
 * each family registrant gets a row of its own, and whether only the
 * believers who 犯太歲 are listed. Pure PHP (no WordPress), so parsing and argument building are
 * unit-tested; RitualListQuery is the thin part that talks to WooCommerce.
 */
final class RitualListFilter {

	/** Request keys, shared by the form, the export and the print links. */
	public const KEYS = array( 'products', 'category', 'from', 'to', 'statuses', 'registrant_rows', 'tai_sui', 'order', 'channel', 'staff' );

	private const MAX_PRODUCTS = 200;

	/**
	 * @param int[]    $product_ids Product ids; [] means every product.
	 * @param string   $category    product_cat slug; '' means every category.
	 * @param string   $from        First order date, Y-m-d, or ''.
	 * @param string   $to          Last order date (inclusive), Y-m-d, or ''.
	 * @param string[] $statuses    Order statuses without the wc- prefix.
	 * @param bool     $registrant_rows Each family registrant on a row of its
	 *                                  own (RitualRows::rows()).
	 * @param bool     $tai_sui_only    Only the believers who 犯太歲 in their
	 *                                  offering's season (RitualRows::rows()).
	 * @param int      $order_id        One order's believers only (the counter
	 *                                  prints an order's papers so); 0 for any order.
	 * @param string   $channel         Orders of one channel only (web, counter,
	 *                                  phone, as recorded); '' for every order.
	 * @param int      $staff           Orders one staff member took (their
	 *                                  user id, as the counter records it); 0
	 *                                  for every order.
	 */
	public function __construct(
		public readonly array $product_ids,
		public readonly string $category,
		public readonly string $from,
		public readonly string $to,
		public readonly array $statuses,
		public readonly bool $registrant_rows = false,
		public readonly bool $tai_sui_only = false,
		public readonly int $order_id = 0,
		public readonly string $channel = '',
		public readonly int $staff = 0
	) {}

	/**
	 * Reads a filter from request input (already unslashed). Anything unknown
	 * or malformed is dropped rather than trusted.
	 *
	 * @param array<string, mixed> $input    Request parameters.
	 * @param string[]             $known    Statuses the shop has (no wc- prefix).
	 * @param string[]             $defaults Statuses used when none valid are given.
	 */
	public static function from_request( array $input, array $known, array $defaults ): self {
		$ids = array();
		foreach ( self::list( $input['products'] ?? array() ) as $value ) {
			$id = filter_var( $value, FILTER_VALIDATE_INT, array( 'options' => array( 'min_range' => 1 ) ) );
			if ( false !== $id && ! in_array( $id, $ids, true ) ) {
				$ids[] = $id;
			}
		}
		$category = is_string( $input['category'] ?? null ) ? strtolower( $input['category'] ) : '';
		$category = 1 === preg_match( '/^[a-z0-9_%-]{1,200}$/', $category ) ? $category : '';

		$statuses = array();
		foreach ( self::list( $input['statuses'] ?? array() ) as $value ) {
			$status = is_string( $value ) ? preg_replace( '/^wc-/', '', $value ) : '';
			if ( in_array( $status, $known, true ) && ! in_array( $status, $statuses, true ) ) {
				$statuses[] = $status;
			}
		}
		$statuses = array() === $statuses ? array_values( array_intersect( $defaults, $known ) ) : $statuses;

		$from = self::date( $input['from'] ?? '' );
		$to   = self::date( $input['to'] ?? '' );
		if ( '' !== $from && '' !== $to && $from > $to ) {
			[ $from, $to ] = array( $to, $from );
		}
		$registrant_rows = '1' === ( $input['registrant_rows'] ?? null );
		$tai_sui_only    = '1' === ( $input['tai_sui'] ?? null );
		$order_id        = filter_var( $input['order'] ?? 0, FILTER_VALIDATE_INT, array( 'options' => array( 'min_range' => 1 ) ) );
		$channel         = is_string( $input['channel'] ?? null ) && in_array( $input['channel'], OrderChannel::CHANNELS, true ) ? $input['channel'] : '';
		$staff           = filter_var( $input['staff'] ?? 0, FILTER_VALIDATE_INT, array( 'options' => array( 'min_range' => 1 ) ) );
		return new self( array_slice( $ids, 0, self::MAX_PRODUCTS ), $category, $from, $to, $statuses, $registrant_rows, $tai_sui_only, false === $order_id ? 0 : $order_id, $channel, false === $staff ? 0 : $staff );
	}

	/**
	 * The wc_get_orders() arguments for one batch or one screen page.
	 *
	 * @param int        $limit     Orders per page.
	 * @param int        $page      1-based page.
	 * @param int[]|null $order_ids Only these orders (the ones holding
	 *                              believers of the chosen products); null
	 *                              for no restriction.
	 * @param bool       $paginate  Ask for totals too.
	 * @return array<string, mixed>
	 */
	public function order_query_args( int $limit, int $page, ?array $order_ids, bool $paginate = false ): array {
		$args = array(
			'type'     => 'shop_order',
			'status'   => array_map( static fn( string $status ): string => 'wc-' . $status, $this->statuses ),
			'limit'    => max( 1, $limit ),
			'page'     => max( 1, $page ),
			'orderby'  => array(
				'date' => 'ASC',
				'ID'   => 'ASC',
			),
			'paginate' => $paginate,
		);
		$dates = $this->date_range();
		if ( '' !== $dates ) {
			$args['date_created'] = $dates;
		}
		$meta = OrderChannel::meta_query( $this->channel, $this->staff );
		if ( array() !== $meta ) {
			$args['meta_query'] = $meta;
		}
		if ( $this->order_id > 0 ) {
			$order_ids = null === $order_ids || in_array( $this->order_id, $order_ids, true ) ? array( $this->order_id ) : array();
		}
		if ( null !== $order_ids ) {
			// post__in is WooCommerce's id filter on both HPOS and posts storage; an
			// impossible id keeps "no matching orders" from meaning "every order".
			$args['post__in'] = array() === $order_ids ? array( 0 ) : array_values( $order_ids );
		}
		return $args;
	}

	/**
	 * WooCommerce's date_created syntax: day-precision dates are whole days.
	 */
	public function date_range(): string {
		if ( '' !== $this->from && '' !== $this->to ) {
			return $this->from . '...' . $this->to;
		}
		if ( '' !== $this->from ) {
			return '>=' . $this->from;
		}
		return '' !== $this->to ? '<=' . $this->to : '';
	}

	/** Statuses of orders placed but not paid yet: bank transfer and cash at the temple wait here. */
	public const UNPAID = array( 'pending', 'on-hold' );

	/**
	 * The unpaid statuses this filter leaves out, in UNPAID's order.
	 *
	 * @return string[]
	 */
	public function unpaid_left_out(): array {
		return array_values( array_diff( self::UNPAID, $this->statuses ) );
	}

	/**
	 * The same filter with other statuses.
	 *
	 * @param string[] $statuses Order statuses without the wc- prefix.
	 */
	public function with_statuses( array $statuses ): self {
		return new self( $this->product_ids, $this->category, $this->from, $this->to, array_values( array_unique( $statuses ) ), $this->registrant_rows, $this->tai_sui_only, $this->order_id, $this->channel, $this->staff );
	}

	/**
	 * Whether the list is narrowed to some products (directly or by category).
	 */
	public function narrows_products(): bool {
		return array() !== $this->product_ids || '' !== $this->category;
	}

	/**
	 * The filter as request parameters, for links (export, print, paging).
	 *
	 * @return array<string, string|array<int, string|int>>
	 */
	public function to_query(): array {
		return array_filter(
			array(
				'products'        => $this->product_ids,
				'category'        => $this->category,
				'from'            => $this->from,
				'to'              => $this->to,
				'statuses'        => $this->statuses,
				'registrant_rows' => $this->registrant_rows ? '1' : '',
				'tai_sui'         => $this->tai_sui_only ? '1' : '',
				'order'           => $this->order_id > 0 ? (string) $this->order_id : '',
				'channel'         => $this->channel,
				'staff'           => $this->staff > 0 ? (string) $this->staff : '',
			),
			static fn( $value ): bool => array() !== $value && '' !== $value
		);
	}

	/**
	 * A list parameter: an array, or comma-separated text.
	 *
	 * @param mixed $value Raw value.
	 * @return array<int, mixed>
	 */
	private static function list( mixed $value ): array {
		if ( is_string( $value ) ) {
			$value = explode( ',', $value );
		}
		return is_array( $value ) ? array_values( $value ) : array();
	}

	/**
	 * A real calendar date in Y-m-d, or ''.
	 *
	 * @param mixed $value Raw value.
	 */
	private static function date( mixed $value ): string {
		if ( ! is_string( $value ) || 1 !== preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $parts ) ) {
			return '';
		}
		return checkdate( (int) $parts[2], (int) $parts[3], (int) $parts[1] ) ? $value : '';
	}
}
