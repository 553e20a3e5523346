<?php
/**
 * WooCommerce's stock hold keeps an offering's places until its stock is lowered.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cart;

use Automattic\WooCommerce\Utilities\OrderUtil;
use TempleOfferings\Offering\Offerings;
use TempleOfferings\Opening\CounterQuotas;
use TempleOfferings\Support\OrderChannel;
use WC_Order;
use WC_Order_Item_Product;

/**
 * A checkout holds the stock of its cart (WooCommerce's reserved stock: one
 * atomic INSERT … SELECT that compares the stock with every hold, row-locked,
 * so two checkouts cannot both take the last place), and the order lowers the
 * stock once it is placed. But WooCommerce counts a hold only while its order
 * is a draft or pending payment: a placed order saves its new status (on hold,
 * processing) first and lowers its stock afterwards, and in that moment
 * neither the hold nor the stock counts its places. A second checkout for the
 * last places in that moment finds them free, and both worshippers get an
 * order: more believers than the temple has lamps (plain WooCommerce sold 101
 * of 100 in `npm run bench -- rush`).
 *
 * For offerings the hold lasts until the stock is lowered instead: a hold
 * counts whatever its order's status, unless the order failed or was
 * cancelled, refunded or trashed, and each line's hold is let go right after
 * WooCommerce has lowered that line's stock. So the places are always counted
 * once, by the hold or by the stock (for a moment by both, which only refuses
 * a place too early), and no checkout waits for another one: on an opening
 * morning every PHP worker keeps serving instead of waiting on a lock.
 *
 * An offering's order is always held: with WooCommerce's hold set to 0 minutes
 * (off), its checkouts still hold for HOLD_MINUTES, which only matters for a
 * checkout left unpaid before it is placed.
 *
 * Places an offering still keeps for the temple's counter (Opening\CounterQuotas)
 * count as held when an online order holds its places: the hold's one
 * statement then compares the stock with every hold and the counter's part,
 * so two checkouts at the same moment cannot both take the page's last
 * places. A counter order's hold sees every place. WooCommerce asks for the
 * held count once per product while it holds an order (after asking the
 * order's minutes), so the counter's part is added to those asks only.
 */
final class PlacesHold {

	/** Minutes an offering's order holds its places when the shop holds stock for no time. */
	public const HOLD_MINUTES = 15;

	/** Statuses whose holds stop counting: the order will never lower its stock. */
	private const ENDED = array( 'wc-failed', 'wc-cancelled', 'wc-refunded', 'trash' );

	/**
	 * The order being held now and, per product it holds, the places kept for
	 * the counter that its hold must leave.
	 *
	 * @var array{order: int, kept: array<int, int>}
	 */
	private array $holding = array(
		'order' => 0,
		'kept'  => array(),
	);

	/**
	 * @param Offerings          $offerings Knows which products are offerings.
	 * @param CounterQuotas|null $quotas    The places kept for the counter (null: none).
	 */
	public function __construct( private Offerings $offerings, private ?CounterQuotas $quotas = null ) {}

	/**
	 * Hooked on `woocommerce_query_for_reserved_stock`: for an offering, the
	 * holds of every order not ended, instead of only drafts and pending ones.
	 *
	 * @param mixed $query            WooCommerce's query.
	 * @param mixed $product_id       The product whose stock is held (the one managing it).
	 * @param mixed $exclude_order_id The order whose own hold is not counted.
	 * @return mixed The query.
	 */
	public function query( mixed $query, mixed $product_id, mixed $exclude_order_id ): mixed {
		global $wpdb;
		if ( ! is_string( $query ) || ! is_numeric( $product_id ) || ! $this->offerings->is_offering( (int) $product_id ) ) {
			return $query;
		}
		$exclude = is_numeric( $exclude_order_id ) ? (int) $exclude_order_id : 0;
		$kept    = 0;
		if ( $exclude > 0 && $exclude === $this->holding['order'] && isset( $this->holding['kept'][ (int) $product_id ] ) ) {
			$kept = $this->holding['kept'][ (int) $product_id ];
			unset( $this->holding['kept'][ (int) $product_id ] );
		}
		$ended = "'" . implode( "', '", self::ENDED ) . "'";
		if ( OrderUtil::custom_orders_table_usage_is_enabled() ) {
			$join   = "{$wpdb->prefix}wc_orders orders ON stock_table.`order_id` = orders.id";
			$status = "orders.status NOT IN ( {$ended} )";
		} else {
			$join   = "{$wpdb->posts} posts ON stock_table.`order_id` = posts.ID";
			$status = "posts.post_status NOT IN ( {$ended} )";
		}
		// The same shape as WooCommerce's query, which its hold reads with LOCK IN SHARE MODE; only
		// table names and fixed statuses are written into it.
		return $wpdb->prepare(
			"SELECT COALESCE( SUM( stock_table.`stock_quantity` ), 0 ) + %d FROM {$wpdb->wc_reserved_stock} stock_table INNER JOIN {$join} WHERE {$status} AND stock_table.`expires` > NOW() AND stock_table.`product_id` = %d AND stock_table.`order_id` != %d",
			$kept,
			(int) $product_id,
			$exclude
		);
	}

	/**
	 * Hooked on `woocommerce_reduce_order_item_stock`: the line's stock now
	 * counts its places, so its part of the hold goes.
	 *
	 * @param mixed $item   The order line.
	 * @param mixed $change WooCommerce's change: product, from, to.
	 * @param mixed $order  The order.
	 */
	public function lowered( mixed $item, mixed $change, mixed $order ): void {
		global $wpdb;
		if ( ! $item instanceof WC_Order_Item_Product || ! $order instanceof WC_Order || ! is_array( $change ) ) {
			return;
		}
		$product = $item->get_product();
		if ( ! $product || ! $this->offerings->is_offering( $product ) ) {
			return;
		}
		$lowered = (int) round( (float) ( $change['from'] ?? 0 ) - (float) ( $change['to'] ?? 0 ) );
		if ( $lowered <= 0 ) {
			return;
		}
		$managed = (int) $product->get_stock_managed_by_id();
		// Lines of one stock (variations kept by their parent) share one hold row: each takes its own
		// part off. WooCommerce's hold table has no API for a part of a hold.
		$wpdb->query( $wpdb->prepare( "UPDATE {$wpdb->wc_reserved_stock} SET stock_quantity = GREATEST( 0, stock_quantity - %d ) WHERE order_id = %d AND product_id = %d", $lowered, $order->get_id(), $managed ) );
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->wc_reserved_stock} WHERE order_id = %d AND product_id = %d AND stock_quantity <= 0", $order->get_id(), $managed ) );
	}

	/**
	 * Hooked on `woocommerce_order_hold_stock_minutes`: an order of offerings
	 * holds its places for HOLD_MINUTES at least.
	 *
	 * @param mixed $minutes The shop's hold, in minutes.
	 * @param mixed $order   The order being held.
	 * @return mixed The minutes.
	 */
	public function minutes( mixed $minutes, mixed $order ): mixed {
		if ( ! $order instanceof WC_Order ) {
			return $minutes;
		}
		$this->holding = array(
			'order' => $order->get_id(),
			'kept'  => $this->kept_for_counter( $order ),
		);
		if ( is_numeric( $minutes ) && (int) $minutes > 0 ) {
			return $minutes;
		}
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( $product && $product->managing_stock() && $this->offerings->is_offering( $product ) ) {
				return self::HOLD_MINUTES;
			}
		}
		return $minutes;
	}

	/**
	 * Per product an online order holds, the places still kept for the
	 * counter; none for the counter's own orders.
	 *
	 * @param WC_Order $order The order being held.
	 * @return array<int, int> Product managing the stock => places kept.
	 */
	private function kept_for_counter( WC_Order $order ): array {
		if ( null === $this->quotas || in_array( OrderChannel::of( $order ), array( OrderChannel::COUNTER, OrderChannel::PHONE ), true ) ) {
			return array();
		}
		$kept = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( $product && $product->managing_stock() && $this->offerings->is_offering( $product ) ) {
				$reserved = $this->quotas->reserved( $product );
				if ( $reserved > 0 ) {
					$kept[ (int) $product->get_stock_managed_by_id() ] = $reserved;
				}
			}
		}
		return $kept;
	}
}
