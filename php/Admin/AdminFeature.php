<?php
/**
 * The admin side shared by the staff screens: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Admin;

/**
 * The "needs WooCommerce" notice, and the staff stylesheet on the ritual list
 * and the order screens (the corrections load it, and the form's date
 * script, themselves).
 */
final class AdminFeature {

	/**
	 * @param StaffAssets $staff_assets The staff stylesheet and the correction form's date script.
	 */
	public function __construct( private StaffAssets $staff_assets ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		add_action( 'admin_notices', array( new MissingWooCommerceNotice(), 'render' ) );
		add_action( 'admin_enqueue_scripts', array( $this->staff_assets, 'enqueue' ) );
	}
}
