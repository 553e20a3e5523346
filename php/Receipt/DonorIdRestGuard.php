<?php
/**
 * WooCommerce's customers API neither hands out nor writes a donor's ID number.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use WP_Error;

/**
 * WooCommerce's REST customers API (wc/v1–v3) answers an administrator with
 * every meta of the account that does not start with an underscore, and
 * writes whatever `meta_data` a request sends, a posted `id` renaming the row
 * it names. The donor's ID number (user meta DonorId::USER_META) would then
 * be read whole where every screen masks it, and written unchecked where only
 * a valid number may be stored. So it is left out of the answers
 * (`woocommerce_rest_prepare_customer`), and a create, update or batch that
 * names it, or the id of its row, is answered 400 before anything is saved
 * (`rest_request_before_callbacks`): the number is given in My Account.
 */
final class DonorIdRestGuard {

	/** The customers routes, each version's, the batch too. */
	private const ROUTE = '#^/wc/v[0-9]+/customers(/|$)#';

	/**
	 * Hooked on `rest_request_before_callbacks`.
	 *
	 * @param mixed $response The response so far (null, or an error).
	 * @param mixed $handler  The route's handler.
	 * @param mixed $request  The request.
	 * @return mixed The response, or a WP_Error with status 400.
	 */
	public function check( mixed $response, mixed $handler = null, mixed $request = null ): mixed {
		if ( null !== $response || ! $request instanceof \WP_REST_Request || 'GET' === $request->get_method() || 1 !== preg_match( self::ROUTE, $request->get_route() ) ) {
			return $response;
		}
		$sent = array( $request['meta_data'] ?? null );
		foreach ( array( 'create', 'update' ) as $batch ) {
			foreach ( is_array( $request[ $batch ] ?? null ) ? $request[ $batch ] : array() as $item ) {
				$sent[] = is_array( $item ) ? ( $item['meta_data'] ?? null ) : null;
			}
		}
		foreach ( $sent as $meta_data ) {
			if ( self::names_it( $meta_data ) ) {
				return new WP_Error( 'temple_offerings_donor_id_read_only', __( 'A donor’s ID number is given in My Account → Receipts, never through the account’s meta data. Nothing was saved.', 'temple-offerings' ), array( 'status' => 400 ) );
			}
		}
		return $response;
	}

	/**
	 * Hooked on `woocommerce_rest_prepare_customer`: the answer without the
	 * ID number.
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
			$data['meta_data'] = array_values( array_filter( $data['meta_data'], static fn( $meta ): bool => ! self::is_key( is_array( $meta ) ? ( $meta['key'] ?? null ) : ( is_object( $meta ) ? ( $meta->key ?? null ) : null ) ) ) );
			$response->set_data( $data );
		}
		return $response;
	}

	/**
	 * Whether posted meta names the ID number, by its key or by its row's id.
	 *
	 * @param mixed $meta_data As posted.
	 */
	private static function names_it( mixed $meta_data ): bool {
		global $wpdb;
		foreach ( is_array( $meta_data ) ? $meta_data : array() as $meta ) {
			if ( is_array( $meta ) && self::is_key( $meta['key'] ?? null ) ) {
				return true;
			}
		}
		$ids = ReceiptRestGuard::ids( $meta_data );
		if ( array() === $ids ) {
			return false;
		}
		$marks = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		// Every id a placeholder; uncached: the rows as they are now.
		return 0 < (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = %s AND umeta_id IN ({$marks})", DonorId::USER_META, ...$ids ) );
	}

	/**
	 * Whether a meta key is the ID number's (as WordPress compares keys: trimmed, any case).
	 *
	 * @param mixed $key Meta key.
	 */
	private static function is_key( mixed $key ): bool {
		return is_string( $key ) && strtolower( trim( $key ) ) === DonorId::USER_META;
	}
}
