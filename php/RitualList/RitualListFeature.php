<?php
/**
 * The ritual lists (法會名單): every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * WooCommerce → Ritual lists: every registrant of the chosen offerings on
 * screen, printed through a template a theme may override, and exported as
 * CSV and .xlsx. The paperwork adds its sheets to the screen through the
 * list's own actions.
 */
final class RitualListFeature {

	/**
	 * @param RitualListQuery $query      Orders and their lines.
	 * @param RitualRows      $rows       Flat, readable rows.
	 * @param PrintDocument   $print_page The printable page.
	 * @param Templates       $templates  The screen's and the print view's templates.
	 */
	public function __construct( private RitualListQuery $query, private RitualRows $rows, private PrintDocument $print_page, private Templates $templates ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$columns = new PrintColumns();
		$page    = new RitualListPage( $this->query, $this->rows, $columns, $this->templates );
		$export  = new RitualListExport( $this->query, $this->rows );
		$print   = new RitualListPrint( $this->query, $this->rows, $this->print_page, $columns, $this->templates );
		add_action( 'admin_menu', array( $page, 'register_menu' ) );
		add_action( 'admin_post_' . RitualListExport::ACTION, array( $export, 'download' ) );
		add_action( 'admin_post_' . RitualListExport::ACTION_XLSX, array( $export, 'download_xlsx' ) );
		add_action( 'admin_post_' . RitualListPrint::ACTION, array( $print, 'render' ) );
	}
}
