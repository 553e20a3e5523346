<?php
/**
 * The temple's 太歲 rules: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\TaiSui;

/**
 * Where a birth year begins, what counts, the year and the 太歲燈, set in
 * WooCommerce → Settings → Advanced (after the trusted proxies); an
 * offering's own year (its season) on its Temple tab or its category. The
 * offering page reads them through TaiSuiSettings::for_page() and each row's
 * `tai_sui_year`.
 */
final class TaiSuiFeature {

	/**
	 * @param TaiSuiSettings $tai_sui The settings.
	 */
	public function __construct( private TaiSuiSettings $tai_sui ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		add_filter( 'woocommerce_get_settings_advanced', array( $this->tai_sui, 'add' ), 40, 2 );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::BOUNDARY, array( $this->tai_sui, 'save_boundary' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::RELATIONS, array( $this->tai_sui, 'save_relations' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::YEAR, array( $this->tai_sui, 'save_year' ) );
		add_filter( 'woocommerce_admin_settings_sanitize_option_' . TaiSuiSettings::PRODUCT, array( $this->tai_sui, 'save_product' ) );
		$fields = new SeasonFields();
		// After the tab's other fields (lamp numbers, yearly, cutoff), on both screens.
		add_action( 'temple_offerings_temple_tab', array( $fields, 'product_field' ), 20, 1 );
		add_action( 'woocommerce_admin_process_product_object', array( $fields, 'save_product' ), 10, 1 );
		add_action( 'product_cat_add_form_fields', array( $fields, 'category_add_field' ), 20, 0 );
		add_action( 'product_cat_edit_form_fields', array( $fields, 'category_edit_field' ), 20, 1 );
		// Before ProductsCache's flush on the same events, so no row is cached with the old year.
		add_action( 'created_product_cat', array( $fields, 'save_category' ), 5, 1 );
		add_action( 'edited_product_cat', array( $fields, 'save_category' ), 5, 1 );
	}
}
