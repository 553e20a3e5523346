<?php
/**
 * The yearly (每年續點) checkbox on the product's Temple tab and on product categories.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use TempleOfferings\Support\Templates;
use WC_Product;
use WP_Term;

/**
 * Staff tick an offering, or a whole category, as renewed every year; its
 * paid orders then get a renewal reminder (ReminderScheduler).
 *
 * A checkbox left unticked is not posted at all, so each form also posts a
 * hidden marker: only a form that showed the checkbox changes the setting,
 * and a product or term saved elsewhere (REST, imports) keeps it. Saves
 * happen on WordPress's and WooCommerce's own save hooks, which have checked
 * their nonce and capability already; both are checked here again, since
 * other code can fire those hooks.
 */
final class YearlyFields {

	public const FIELD = 'temple_offerings_yearly';

	/** Posted with the checkbox, so "unticked" can be told from "not on this form". */
	public const MARKER = 'temple_offerings_yearly_shown';

	/**
	 * @param Templates $templates The fields' templates (a theme may override them).
	 */
	public function __construct( private Templates $templates ) {}

	/**
	 * Hooked on `temple_offerings_temple_tab`: the product's checkbox.
	 *
	 * @param mixed $product The product being edited, or null.
	 */
	public function product_field( mixed $product ): void {
		$yearly = $product instanceof WC_Product && 'yes' === $product->get_meta( YearlyOfferings::PRODUCT_META, true );
		$this->templates->render(
			'admin/product-fields',
			array(
				'class'  => 'options_group temple-offerings-yearly',
				'intro'  => null,
				'fields' => array(
					array(
						'type' => 'checkbox',
						'args' => array(
							'id'          => self::FIELD,
							'label'       => __( 'Renewed every year', 'temple-offerings' ),
							'description' => __( 'Customers who paid for it get a renewal reminder e-mail before the anniversary of their order. Ticking the product\'s category does the same for every product in it.', 'temple-offerings' ),
							'value'       => $yearly ? 'yes' : 'no',
							'cbvalue'     => 'yes',
						),
					),
					array(
						'type' => 'hidden',
						'args' => array(
							'id'    => self::MARKER,
							'value' => '1',
						),
					),
				),
			)
		);
	}

	/**
	 * Hooked on `woocommerce_admin_process_product_object` (WooCommerce saves the product next).
	 *
	 * @param mixed $product Product being saved.
	 */
	public function save_product( mixed $product ): void {
		if ( ! $product instanceof WC_Product || ! $this->posted_marker() || ! current_user_can( 'edit_product', $product->get_id() ) ) {
			return;
		}
		// phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- a nonce is compared, not stored.
		$nonce = isset( $_POST['woocommerce_meta_nonce'] ) && is_string( $_POST['woocommerce_meta_nonce'] ) ? wp_unslash( $_POST['woocommerce_meta_nonce'] ) : '';
		if ( false === wp_verify_nonce( $nonce, 'woocommerce_save_data' ) ) {
			return;
		}
		if ( $this->posted_yes() ) {
			$product->update_meta_data( YearlyOfferings::PRODUCT_META, 'yes' );
		} else {
			$product->delete_meta_data( YearlyOfferings::PRODUCT_META );
		}
	}

	/**
	 * Hooked on `product_cat_add_form_fields`: the checkbox on Products → Categories' add form.
	 */
	public function add_category_field(): void {
		$this->templates->render( 'admin/category-field', $this->category_field( 'add', false ) );
	}

	/**
	 * Hooked on `product_cat_edit_form_fields`: the checkbox on a category's edit screen.
	 *
	 * @param mixed $term The category.
	 */
	public function edit_category_field( mixed $term ): void {
		$yearly = $term instanceof WP_Term && 'yes' === get_term_meta( $term->term_id, YearlyOfferings::TERM_META, true );
		$this->templates->render( 'admin/category-field', $this->category_field( 'edit', $yearly ) );
	}

	/**
	 * The category checkbox, as templates/temple-offerings/admin/category-field.php prints it.
	 *
	 * @param string $form   'add' or 'edit'.
	 * @param bool   $yearly Whether the category is yearly now.
	 * @return array<string, mixed>
	 */
	private function category_field( string $form, bool $yearly ): array {
		return array(
			'form'    => $form,
			'wrap'    => 'term-temple-offerings-yearly-wrap',
			'field'   => self::FIELD,
			'type'    => 'checkbox',
			'label'   => __( 'Renewed every year', 'temple-offerings' ),
			'value'   => 'yes',
			'checked' => $yearly,
			'marker'  => self::MARKER,
			'help'    => __( 'Every product in this category is renewed every year: customers who paid for one get a renewal reminder e-mail before the anniversary of their order.', 'temple-offerings' ),
		);
	}

	/**
	 * Hooked on `created_product_cat` and `edited_product_cat`.
	 *
	 * @param mixed $term_id Term id.
	 */
	public function save_category( mixed $term_id ): void {
		$term_id = (int) $term_id;
		if ( $term_id <= 0 || ! $this->posted_marker() || ! current_user_can( 'edit_term', $term_id ) ) {
			return;
		}
		// The add form (admin-ajax) posts `_wpnonce_add-tag` for "add-tag"; the edit form `_wpnonce` for "update-tag_<id>".
		// phpcs:disable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- nonces are compared, not stored.
		$add_nonce  = isset( $_POST['_wpnonce_add-tag'] ) && is_string( $_POST['_wpnonce_add-tag'] ) ? wp_unslash( $_POST['_wpnonce_add-tag'] ) : '';
		$edit_nonce = isset( $_POST['_wpnonce'] ) && is_string( $_POST['_wpnonce'] ) ? wp_unslash( $_POST['_wpnonce'] ) : '';
		// phpcs:enable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized
		$verified = ( '' !== $add_nonce && false !== wp_verify_nonce( $add_nonce, 'add-tag' ) )
			|| ( '' !== $edit_nonce && false !== wp_verify_nonce( $edit_nonce, 'update-tag_' . $term_id ) );
		if ( ! $verified ) {
			return;
		}
		if ( $this->posted_yes() ) {
			update_term_meta( $term_id, YearlyOfferings::TERM_META, 'yes' );
		} else {
			delete_term_meta( $term_id, YearlyOfferings::TERM_META );
		}
	}

	/**
	 * Whether the form that was posted showed the checkbox.
	 */
	private function posted_marker(): bool {
		return isset( $_POST[ self::MARKER ] ); // phpcs:ignore TempleOfferings.Security.NonceVerification.Missing -- the callers verify the nonce before acting.
	}

	/**
	 * Whether the checkbox was ticked.
	 */
	private function posted_yes(): bool {
		return isset( $_POST[ self::FIELD ] ) && 'yes' === $_POST[ self::FIELD ]; // phpcs:ignore TempleOfferings.Security.NonceVerification.Missing -- the callers verify the nonce before acting.
	}
}
