<?php
/**
 * The staff screens' small stylesheet.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

/**
 * Loads assets/staff/staff.css on the ritual list and the order screens only.
 */
final class StaffAssets {

	/**
	 * @param string $url     URL of assets/staff/staff.css.
	 * @param string $version Cache-busting version.
	 */
	public function __construct( private string $url, private string $version ) {}

	/**
	 * admin_enqueue_scripts callback.
	 */
	public function enqueue(): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		$screen  = get_current_screen();
		$screens = array( 'woocommerce_page_' . RitualListPage::SLUG, BelieverCorrectionPage::HOOK, wc_get_page_screen_id( 'shop-order' ), 'shop_order' );
		if ( $screen && in_array( $screen->id, $screens, true ) ) {
			wp_enqueue_style( 'temple-offerings-staff', $this->url, array(), $this->version );
		}
	}
}
