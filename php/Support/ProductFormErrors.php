<?php
/**
 * Errors of the product form's save, shown above the product once it has reloaded.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * WooCommerce keeps such errors in memory (WC_Admin_Meta_Boxes::add_error())
 * and writes them to its error store, an option, only at `shutdown`, where
 * they wait for the reloaded form to print them. Anything that keeps
 * WooCommerce's shutdown callback from running, or that serves the reloaded
 * form first, loses the error: staff read 「商品已更新」 and never learn that a
 * field of theirs was not saved (the end-to-end runs on a busy machine saw
 * it happen to the lamp numbers' and the payment deadline's errors).
 *
 * add() writes the error to the store at once as well; WooCommerce's own
 * write at shutdown merges the same text once (array_unique).
 */
final class ProductFormErrors {

	/** WooCommerce's option of the errors waiting for the reloaded form (WC_Admin_Meta_Boxes::ERROR_STORE). */
	private const STORE = 'woocommerce_meta_box_errors';

	/**
	 * Adds an error of the product (or variation) being saved.
	 *
	 * @param string $text The error, in the staff's language.
	 */
	public static function add( string $text ): void {
		\WC_Admin_Meta_Boxes::add_error( $text );
		$stored = get_option( self::STORE, array() );
		$stored = is_array( $stored ) ? $stored : array();
		update_option( self::STORE, array_values( array_unique( array_merge( $stored, array( $text ) ) ) ) );
	}
}
