<?php
/**
 * An order's receipts and their log, where the order keeps them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use Automattic\WooCommerce\Utilities\OrderUtil;

/**
 * Order meta `_temple_offerings_receipts` (the receipts, ReceiptRecord) and
 * `_temple_offerings_receipt_log` (ReceiptLog), written through the order
 * object (update_meta_data(), save()), so the HPOS tables and the posts
 * storage alike hold them. A change reads them first from the order meta
 * table itself, never from the order object or a cache: the object handed to
 * a hook may have been loaded before another node wrote (ReceiptIssuer reads
 * them so under the order's lock). Every write also writes the order's rows
 * of the receipts table (ReceiptRegister), inside the caller's transaction.
 */
final class ReceiptStore {

	public const META = '_temple_offerings_receipts';

	public const LOG_META = '_temple_offerings_receipt_log';

	/**
	 * @param ReceiptRegister $register The receipts table's rows of an order.
	 */
	public function __construct( private ReceiptRegister $register ) {}

	/**
	 * The receipts as the order object has them (for showing them).
	 *
	 * @param \WC_Order $order The order.
	 * @return array<int, array<string, mixed>>
	 */
	public function records( \WC_Order $order ): array {
		return self::read( $order );
	}

	/**
	 * The receipts as the order object has them, for a reader that writes
	 * none (the counter's prints) and so needs no store.
	 *
	 * @param \WC_Order $order The order.
	 * @return array<int, array<string, mixed>>
	 */
	public static function read( \WC_Order $order ): array {
		return ReceiptRecord::read_all( $order->get_meta( self::META, true ) );
	}

	/**
	 * The receipts as the database has them now.
	 *
	 * @param \WC_Order $order The order.
	 * @return array<int, array<string, mixed>>
	 */
	public function fresh( \WC_Order $order ): array {
		return ReceiptRecord::read_all( self::stored( $order->get_id(), self::META ) );
	}

	/**
	 * Whether the order has receipts (voided ones too), as the database has them now.
	 *
	 * @param int $order_id Order id.
	 */
	public function has_receipts( int $order_id ): bool {
		return array() !== ReceiptRecord::read_all( self::stored( $order_id, self::META ) );
	}

	/**
	 * The log as the order object has it.
	 *
	 * @param \WC_Order $order The order.
	 * @return array<int, array{at: string, by_id: int, by: string, action: string, number: string, detail: string}>
	 */
	public function log( \WC_Order $order ): array {
		return ReceiptLog::read( $order->get_meta( self::LOG_META, true ) );
	}

	/**
	 * Stores the receipts and appends to the log (read again from the
	 * database, so no entry of another request is lost).
	 *
	 * @param \WC_Order                        $order   The order.
	 * @param array<int, array<string, mixed>> $records Every receipt of the order.
	 * @param array<int, array<string, mixed>> $entries New log entries.
	 * @throws \RuntimeException When the receipts table refuses the rows.
	 */
	public function save( \WC_Order $order, array $records, array $entries ): void {
		$log = array_merge( ReceiptLog::read( self::stored( $order->get_id(), self::LOG_META ) ), $entries );
		$order->update_meta_data( self::META, array_values( $records ) );
		$order->update_meta_data( self::LOG_META, $log );
		$order->save();
		$this->register->write( $order, array_values( $records ) );
	}

	/**
	 * One order meta value, from the table WooCommerce keeps orders in
	 * (ReceiptRegister reads the receipts so too).
	 *
	 * @param int    $order_id Order id.
	 * @param string $key      Meta key.
	 * @return mixed The value, unserialized; null when there is none.
	 */
	public static function stored( int $order_id, string $key ): mixed {
		global $wpdb;
		$hpos = class_exists( OrderUtil::class ) && OrderUtil::custom_orders_table_usage_is_enabled();
		// Deliberately uncached: another node may have just written it.
		$value = $hpos
			? $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->prefix}wc_orders_meta WHERE order_id = %d AND meta_key = %s ORDER BY id DESC LIMIT 1", $order_id, $key ) )
			: $wpdb->get_var( $wpdb->prepare( "SELECT meta_value FROM {$wpdb->postmeta} WHERE post_id = %d AND meta_key = %s ORDER BY meta_id DESC LIMIT 1", $order_id, $key ) );
		// phpcs:enable
		return is_string( $value ) ? maybe_unserialize( $value ) : null;
	}
}
