<?php
/**
 * What the plugin's staff screens share: their menu entry and page links.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * The ritual list and the receipts list sit under WooCommerce's menu. Staff
 * who do not see that menu (it asks for `edit_others_shop_orders`: the
 * counter clerk, a temple's accountant) get the screen as a menu of its own,
 * when they hold its capability. Both page their tables with WordPress's own
 * page links.
 */
final class StaffScreen {

	/**
	 * Adds a staff screen's menu entry (call on `admin_menu`).
	 *
	 * @param string   $title      The screen's title, also its menu label.
	 * @param string   $capability Who may see it.
	 * @param string   $slug       The page slug.
	 * @param callable $render     Prints the screen.
	 * @param string   $icon       A dashicon, for the menu of its own.
	 * @param int      $position   The menu of its own's position.
	 */
	public static function menu( string $title, string $capability, string $slug, callable $render, string $icon, int $position ): void {
		if ( ! current_user_can( 'edit_others_shop_orders' ) ) {
			add_menu_page( $title, $title, $capability, $slug, $render, $icon, $position );
			return;
		}
		add_submenu_page( 'woocommerce', $title, $title, $capability, $slug, $render );
	}

	/**
	 * Page links under a table, as WordPress writes them ('' for one page).
	 *
	 * @param callable $url   fn( int $page ): string, the screen's address of a page (raw).
	 * @param int      $paged Current page.
	 * @param int      $pages Number of pages.
	 */
	public static function pagination( callable $url, int $paged, int $pages ): string {
		if ( $pages < 2 ) {
			return '';
		}
		return (string) paginate_links(
			array(
				'base'      => str_replace( '999999999', '%#%', $url( 999999999 ) ),
				'format'    => '',
				'current'   => $paged,
				'total'     => $pages,
				'prev_text' => __( 'Previous page', 'temple-offerings' ),
				'next_text' => __( 'Next page', 'temple-offerings' ),
			)
		);
	}
}
