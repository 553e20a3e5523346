<?php
/**
 * The staff screens' small stylesheet.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Admin;

/**
 * Loads assets/staff/staff.css on the staff lists (the ritual list, the
 * receipts) and the order screens
 * (and, through enqueue_style(), on any staff page that asks for it, like
 * the correction form), and the correction form's date script
 * (assets/staff/correction-date.js) where enqueue_date_script() is asked:
 * on staff's correction form and on the worshipper's.
 */
final class StaffAssets {

	/**
	 * @param string   $url         URL of assets/staff/staff.css.
	 * @param string   $version     Cache-busting version.
	 * @param string   $date_script URL of assets/staff/correction-date.js.
	 * @param string[] $list_pages The staff lists' admin page slugs (each under WooCommerce, or its own menu).
	 */
	public function __construct( private string $url, private string $version, private string $date_script, private array $list_pages ) {}

	/**
	 * admin_enqueue_scripts callback.
	 */
	public function enqueue(): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		$screen  = get_current_screen();
		$screens = array( wc_get_page_screen_id( 'shop-order' ), 'shop_order' );
		foreach ( $this->list_pages as $page ) {
			array_push( $screens, 'woocommerce_page_' . $page, 'toplevel_page_' . $page );
		}
		if ( $screen && in_array( $screen->id, $screens, true ) ) {
			$this->enqueue_style();
		}
	}

	/**
	 * The staff stylesheet.
	 */
	public function enqueue_style(): void {
		wp_enqueue_style( 'temple-offerings-staff', $this->url, array(), $this->version );
	}

	/**
	 * The correction form's lunar date script: its month select offers only
	 * the leap month the chosen year has. Staff's form and the worshipper's
	 * form in My Account both load it.
	 */
	public function enqueue_date_script(): void {
		wp_enqueue_script(
			'temple-offerings-correction-date',
			$this->date_script,
			array(),
			$this->version,
			array(
				'in_footer' => true,
				'strategy'  => 'defer',
			)
		);
	}
}
