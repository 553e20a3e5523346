<?php
/**
 * A field posted with a product's or a category's own edit form.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

use WC_Product;

/**
 * Per-offering settings (the registration cutoff, the 太歲 year) are saved on
 * WordPress's and WooCommerce's own save hooks, which other code can fire
 * too: a value counts only when it came with the edit form itself (its
 * nonce) from a user who may edit what is saved, and a form that did not
 * show the field changes nothing.
 */
final class PostedField {

	/**
	 * The field's text (trimmed, sanitized) posted with WooCommerce's product
	 * form, or null when it was not, or the request is not that form of a
	 * user who may edit the product.
	 *
	 * @param WC_Product $product The product being saved.
	 * @param string     $field   The field's name.
	 */
	public static function on_product( WC_Product $product, string $field ): ?string {
		// phpcs:disable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- the nonce is checked right here; the value is sanitized below.
		if ( ! isset( $_POST[ $field ] ) || ! is_string( $_POST[ $field ] ) ) {
			return null;
		}
		$nonce = isset( $_POST['woocommerce_meta_nonce'] ) && is_string( $_POST['woocommerce_meta_nonce'] ) ? wp_unslash( $_POST['woocommerce_meta_nonce'] ) : '';
		if ( ! current_user_can( 'edit_product', $product->get_id() ) || false === wp_verify_nonce( $nonce, 'woocommerce_save_data' ) ) {
			return null;
		}
		return trim( sanitize_text_field( wp_unslash( $_POST[ $field ] ) ) );
		// phpcs:enable
	}

	/**
	 * The field's text posted with a product category's add or edit form, or
	 * null when it was not, or the request is neither form (their nonces) of
	 * a user who may edit the category.
	 *
	 * @param int    $term_id The category's id.
	 * @param string $field   The field's name.
	 */
	public static function on_category( int $term_id, string $field ): ?string {
		if ( $term_id <= 0 || ! isset( $_POST[ $field ] ) || ! is_string( $_POST[ $field ] ) || ! current_user_can( 'edit_term', $term_id ) ) {
			return null;
		}
		$edit = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) && false !== wp_verify_nonce( wp_unslash( $_POST['_wpnonce'] ), 'update-tag_' . $term_id );
		$add  = isset( $_POST['_wpnonce_add-tag'] ) && is_string( $_POST['_wpnonce_add-tag'] ) && false !== wp_verify_nonce( wp_unslash( $_POST['_wpnonce_add-tag'] ), 'add-tag' );
		if ( ! $edit && ! $add ) {
			return null;
		}
		return trim( sanitize_text_field( wp_unslash( $_POST[ $field ] ) ) );
	}

	/**
	 * Saves one field posted with WooCommerce's product form into the
	 * product's meta: empty removes the value, a value $parse reads is stored
	 * as it returns it, and anything else stores nothing and tells staff why
	 * (a typo never changes what is stored).
	 *
	 * @param mixed                     $product  The product WooCommerce is about to save.
	 * @param string                    $field    The field's name.
	 * @param string                    $meta_key Where the value is kept.
	 * @param callable(string): ?string $parse    The posted text as stored, or null when it is no value.
	 * @param callable(string): string  $refused  The message for staff, given the product's name.
	 */
	public static function save_on_product( mixed $product, string $field, string $meta_key, callable $parse, callable $refused ): void {
		$posted = $product instanceof WC_Product ? self::on_product( $product, $field ) : null;
		if ( null === $posted ) {
			return;
		}
		if ( '' === $posted ) {
			$product->delete_meta_data( $meta_key );
			return;
		}
		$value = $parse( $posted );
		if ( null === $value ) {
			ProductFormErrors::add( $refused( $product->get_name() ) );
			return;
		}
		$product->update_meta_data( $meta_key, $value );
	}

	/**
	 * Saves one field posted with a product category's add or edit form into
	 * the category's term meta: empty removes the value, a value $parse reads
	 * is stored as it returns it, and anything else (which the browser's
	 * input never posts) keeps the stored value rather than losing it.
	 *
	 * @param mixed                     $term_id  The category's id.
	 * @param string                    $field    The field's name.
	 * @param string                    $meta_key Where the value is kept.
	 * @param callable(string): ?string $parse    The posted text as stored, or null when it is no value.
	 */
	public static function save_on_category( mixed $term_id, string $field, string $meta_key, callable $parse ): void {
		$term_id = (int) $term_id;
		$posted  = self::on_category( $term_id, $field );
		if ( null === $posted ) {
			return;
		}
		if ( '' === $posted ) {
			delete_term_meta( $term_id, $meta_key );
			return;
		}
		$value = $parse( $posted );
		if ( null !== $value ) {
			update_term_meta( $term_id, $meta_key, $value );
		}
	}
}
