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
 * WooCommerce → Settings → Advanced (after the trusted proxies); the offering
 * page reads them through TaiSuiSettings::for_page().
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
	}
}
