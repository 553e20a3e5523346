<?php
/**
 * Work done once on every order of a kind, in the background.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Something an order must carry that older orders were saved without (the
 * short-lines flag, a receipt's row in the receipts table) is written once,
 * in the background: WooCommerce's Action Scheduler, one batch of BATCH
 * orders an action, oldest first, each batch scheduling the next, so a shop
 * with years of orders is never held up. The first admin screen after the
 * update starts it; an option named like the action's hook holds the next
 * batch, then DONE. An order saved meanwhile gets it from its own save as
 * always, so the work on one order must give the same result twice.
 */
final class OrderBackfill {

	public const DONE = 'done';

	/** Orders one action handles. */
	public const BATCH = 50;

	private const GROUP = 'temple-offerings';

	/**
	 * @var callable(\WC_Order): void
	 */
	private $each;

	/**
	 * @param string               $hook  The action's hook, also the option holding the next batch.
	 * @param array<string, mixed> $query More wc_get_orders() arguments: which orders.
	 * @param callable             $each  fn( \WC_Order ): void, the work on one order.
	 */
	public function __construct( private string $hook, private array $query, callable $each ) {
		$this->each = $each;
	}

	/**
	 * Adds the two hooks: the first admin screen schedules, the action runs.
	 */
	public function register(): void {
		add_action( 'admin_init', array( $this, 'schedule' ), 10, 0 );
		add_action( $this->hook, array( $this, 'run' ), 10, 1 );
	}

	/**
	 * Schedules the next batch, unless every order is done or a batch is
	 * scheduled already.
	 */
	public function schedule(): void {
		$next = get_option( $this->hook, '1' );
		if ( self::DONE === $next || ! function_exists( 'as_enqueue_async_action' ) || ! function_exists( 'as_has_scheduled_action' )
			|| as_has_scheduled_action( $this->hook, null, self::GROUP ) ) {
			return;
		}
		as_enqueue_async_action( $this->hook, array( 'batch' => max( 1, (int) $next ) ), self::GROUP, true );
	}

	/**
	 * The action: one batch of orders, then the next batch scheduled, or
	 * the work marked done after the last.
	 *
	 * @param mixed $batch Which batch, from 1.
	 */
	public function run( mixed $batch = 1 ): void {
		$batch = max( 1, (int) $batch );
		$ids   = wc_get_orders(
			array_merge(
				array(
					'type'    => 'shop_order',
					'status'  => array_keys( wc_get_order_statuses() ),
					'limit'   => self::BATCH,
					'paged'   => $batch,
					'orderby' => 'ID',
					'order'   => 'ASC',
					'return'  => 'ids',
				),
				$this->query
			)
		);
		$ids = is_array( $ids ) ? $ids : array();
		foreach ( $ids as $id ) {
			$order = wc_get_order( $id );
			if ( $order instanceof \WC_Order ) {
				( $this->each )( $order );
			}
		}
		if ( count( $ids ) < self::BATCH ) {
			update_option( $this->hook, self::DONE, false );
			return;
		}
		update_option( $this->hook, (string) ( $batch + 1 ), false );
		if ( function_exists( 'as_enqueue_async_action' ) ) {
			as_enqueue_async_action( $this->hook, array( 'batch' => $batch + 1 ), self::GROUP, true );
		}
	}
}
