<?php
/**
 * WooCommerce's orders API neither rewrites nor hands out an order's receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use Automattic\WooCommerce\Utilities\OrderUtil;
use WP_Error;

/**
 * WooCommerce's REST orders API (wc/v2, wc/v3) writes whatever `meta_data`
 * a request sends, underscore keys too, and answers with every meta of the
 * order. The receipts' meta would then be a way around their rules: a PUT
 * could replace an order's receipts or their log (nothing is ever deleted),
 * or set an ID number unchecked, and every answer would carry the donor's ID
 * number whole. A posted entry's `id` renames the row of that id whatever it
 * was (`update_meta_data( $key, $value, $id )`), so the keys can be reached
 * without being named. So a create or update naming one of these keys, or
 * the id of a row that has one, is answered 400 and saves nothing (`woocommerce_rest_pre_insert_shop_order_object`),
 * and the keys are left out of the order's answers
 * (`woocommerce_rest_prepare_shop_order_object`): the receipts are read from
 * their prints, the Receipts box and the receipts list, and changed there.
 */
final class ReceiptRestGuard {

	/** The order meta only the receipts write. */
	public const KEYS = array( ReceiptStore::META, ReceiptStore::LOG_META, DonorId::ORDER_META, DonorIdRetention::PENDING );

	/**
	 * Hooked on `woocommerce_rest_pre_insert_shop_order_object`.
	 *
	 * @param mixed $order   The order about to be saved.
	 * @param mixed $request The request.
	 * @return mixed The order, or a WP_Error with status 400.
	 */
	public function check( mixed $order, mixed $request = null ): mixed {
		if ( ! $request instanceof \WP_REST_Request ) {
			return $order;
		}
		$posted = $request['meta_data'] ?? null;
		// A posted id renames the row it names (update_meta_data( $key, $value, $id )): a guarded row may not be named by its id either.
		if ( array() === self::named( $posted ) && array() === self::named( array_map( static fn( string $key ): array => array( 'key' => $key ), self::keys_of_ids( self::ids( $posted ) ) ) ) ) {
			return $order;
		}
		return new WP_Error( 'temple_offerings_receipts_read_only', __( 'An order’s receipts are changed only in its Receipts box (issue, void, reissue), never through its meta data. Nothing was saved.', 'temple-offerings' ), array( 'status' => 400 ) );
	}

	/**
	 * Hooked on `woocommerce_rest_prepare_shop_order_object`: the answer
	 * without the receipts' meta.
	 *
	 * @param mixed $response The answer.
	 * @return mixed
	 */
	public function hide( mixed $response ): mixed {
		if ( ! $response instanceof \WP_REST_Response ) {
			return $response;
		}
		$data = $response->get_data();
		if ( is_array( $data ) && is_array( $data['meta_data'] ?? null ) ) {
			$data['meta_data'] = array_values( array_filter( $data['meta_data'], static fn( $meta ): bool => array() === self::named( array( $meta ) ) ) );
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * The meta ids a request's `meta_data` names (pure): each entry's `id`
	 * that is a positive whole number.
	 *
	 * @param mixed $meta_data As posted.
	 * @return int[]
	 */
	public static function ids( mixed $meta_data ): array {
		$ids = array();
		foreach ( is_array( $meta_data ) ? $meta_data : array() as $meta ) {
			$id = is_array( $meta ) ? ( $meta['id'] ?? null ) : null;
			if ( ( is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ) && (int) $id > 0 ) {
				$ids[] = (int) $id;
			}
		}
		return array_values( array_unique( $ids ) );
	}

	/**
	 * The keys the order meta rows of these ids have in the database now
	 * (the HPOS table or the posts' meta, whichever keeps orders).
	 *
	 * @param int[] $ids Meta ids.
	 * @return string[]
	 */
	private static function keys_of_ids( array $ids ): array {
		global $wpdb;
		if ( array() === $ids ) {
			return array();
		}
		$hpos  = class_exists( OrderUtil::class ) && OrderUtil::custom_orders_table_usage_is_enabled();
		$table = $hpos ? "{$wpdb->prefix}wc_orders_meta" : $wpdb->postmeta;
		$field = $hpos ? 'id' : 'meta_id';
		$marks = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// The table and field are the plugin's own choice; every id is a placeholder. Uncached: the rows as they are now.
		return array_map( 'strval', $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$table} WHERE {$field} IN ({$marks})", ...$ids ) ) );
	}

	/**
	 * The receipts' keys among posted or answered meta (arrays or WC_Meta_Data).
	 *
	 * @param mixed $meta_data The meta.
	 * @return string[]
	 */
	public static function named( mixed $meta_data ): array {
		$keys = array();
		foreach ( is_array( $meta_data ) ? $meta_data : array() as $meta ) {
			$key    = is_array( $meta ) ? ( $meta['key'] ?? null ) : ( is_object( $meta ) ? ( $meta->key ?? null ) : null );
			// As the database compares keys: any case, trailing spaces ignored.
			$keys[] = is_string( $key ) && in_array( strtolower( trim( $key ) ), self::KEYS, true ) ? $key : '';
		}
		return array_values( array_filter( $keys ) );
	}
}
