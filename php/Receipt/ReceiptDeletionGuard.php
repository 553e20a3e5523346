<?php
/**
 * An order that has receipts is never deleted for good.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use WP_Error;

/**
 * An order keeps its receipts and their log, and the receipts table its rows
 * beside it: deleting the order would take the temple's accounts with it,
 * and a number issued would vanish from the year's sequence. So an order with
 * receipts (voided ones too) is never deleted permanently, however it is
 * asked: WooCommerce's REST API (`DELETE …/orders/<id>?force=true`, a batch's
 * `delete`) is answered 409 before anything is done
 * (`rest_request_before_callbacks`); an order deleted through WooCommerce
 * (HPOS and posts storage: `woocommerce_before_delete_order`, the orders
 * screen's "Delete permanently") or its post deleted directly
 * (`pre_delete_post`, the posts storage's screens) stops with the same
 * message. Moving it to the trash is allowed: the receipts stay on it.
 * The filter `temple_offerings_order_deletable` may allow it (test shops).
 */
final class ReceiptDeletionGuard {

	/** The orders routes: one order, or a batch. */
	private const ROUTE = '#^/wc/v[0-9]+/orders/([0-9]+|batch)/?$#';

	/**
	 * @param ReceiptStore $store Where the order keeps its receipts.
	 */
	public function __construct( private ReceiptStore $store ) {}

	/**
	 * Hooked on `rest_request_before_callbacks`.
	 *
	 * @param mixed $response The response so far (null, or an error).
	 * @param mixed $handler  The route's handler.
	 * @param mixed $request  The request.
	 * @return mixed The response, or a WP_Error with status 409.
	 */
	public function check_rest( mixed $response, mixed $handler = null, mixed $request = null ): mixed {
		if ( null !== $response || ! $request instanceof \WP_REST_Request || 1 !== preg_match( self::ROUTE, $request->get_route(), $route ) ) {
			return $response;
		}
		$ids = 'batch' === $route[1]
			? ( is_array( $request['delete'] ?? null ) ? array_map( 'intval', array_filter( $request['delete'], 'is_numeric' ) ) : array() )
			: ( 'DELETE' === $request->get_method() && rest_sanitize_boolean( $request['force'] ?? false ) ? array( (int) $route[1] ) : array() );
		foreach ( $ids as $id ) {
			if ( ! $this->deletable( $id ) ) {
				return new WP_Error( 'temple_offerings_receipts_kept', self::message(), array( 'status' => 409 ) );
			}
		}
		return $response;
	}

	/**
	 * Hooked on `woocommerce_before_delete_order` (order id): stops the
	 * deletion of an order with receipts before anything is removed.
	 *
	 * @param mixed $order_id Order id.
	 */
	public function before_delete( mixed $order_id ): void {
		if ( ! $this->deletable( (int) $order_id ) ) {
			wp_die( esc_html( self::message() ), esc_html__( 'Receipts are kept', 'temple-offerings' ), array( 'response' => 409, 'back_link' => true ) );
		}
	}

	/**
	 * Hooked on `pre_delete_post` (the check so far, the post): the posts
	 * storage's order screens delete an order's post directly.
	 *
	 * @param mixed $check Null to go on.
	 * @param mixed $post  The post.
	 * @return mixed
	 */
	public function before_delete_post( mixed $check, mixed $post = null ): mixed {
		if ( null === $check && $post instanceof \WP_Post && 'shop_order' === $post->post_type ) {
			$this->before_delete( $post->ID );
		}
		return $check;
	}

	/**
	 * Whether the order may be deleted for good: it has no receipt, as the
	 * database holds them now, or the filter allows it.
	 *
	 * @param int $order_id Order id.
	 */
	private function deletable( int $order_id ): bool {
		if ( $order_id <= 0 || ! $this->store->has_receipts( $order_id ) ) {
			return true;
		}
		/**
		 * Filters whether an order that has receipts may be deleted
		 * permanently. Default false: receipts are the temple's accounts.
		 *
		 * @param bool $deletable Whether it may.
		 * @param int  $order_id  The order.
		 */
		return (bool) apply_filters( 'temple_offerings_order_deletable', false, $order_id );
	}

	/**
	 * Why not, for staff.
	 */
	private static function message(): string {
		return __( 'This order has receipts, and receipts are never deleted: they are the temple’s accounts. Void a receipt that no longer stands in the order’s Receipts box; the order itself may be moved to the trash.', 'temple-offerings' );
	}
}
