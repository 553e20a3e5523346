<?php
/**
 * The registration cutoff (登記截止日): every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Cutoff;

use TempleOfferings\Support\Templates;

/**
 * Set on the product's Temple tab or its category: the product's own day
 * wins, else its categories' earliest. Past it the offering is not
 * purchasable (so every WooCommerce path refuses it), and the page shows it
 * closed.
 */
final class CutoffFeature {

	/**
	 * @param RegistrationCutoff $cutoff    The offering's cutoff day.
	 * @param Templates          $templates The fields' templates, as a theme may override them.
	 */
	public function __construct( private RegistrationCutoff $cutoff, private Templates $templates ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$fields = new CutoffFields( $this->templates );
		add_action( 'temple_offerings_temple_tab', array( $fields, 'product_field' ), 10, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $fields, 'save_product' ), 10, 1 );
		add_action( 'product_cat_add_form_fields', array( $fields, 'category_add_field' ), 10, 0 );
		add_action( 'product_cat_edit_form_fields', array( $fields, 'category_edit_field' ), 10, 1 );
		// Before ProductsCache's flush on the same events, so no answer is cached with the old day.
		add_action( 'created_product_cat', array( $fields, 'save_category' ), 5, 1 );
		add_action( 'edited_product_cat', array( $fields, 'save_category' ), 5, 1 );
		add_filter( 'woocommerce_is_purchasable', array( $this->cutoff, 'purchasable' ), 10, 2 );
		add_filter( 'woocommerce_variation_is_purchasable', array( $this->cutoff, 'purchasable' ), 10, 2 );
		add_filter( 'woocommerce_cart_product_cannot_be_purchased_message', array( $this->cutoff, 'refusal' ), 10, 2 );
	}
}
