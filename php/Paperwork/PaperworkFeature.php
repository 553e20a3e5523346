<?php
/**
 * The printed paperwork (lamp labels, memorial tablets, the reading list): every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Paperwork;

use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\RitualList\RitualListQuery;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * The ritual list's believers printed as sheets through templates a theme
 * may override; a button per sheet and the label grid's settings sit on the
 * ritual list screen, added through its actions.
 */
final class PaperworkFeature {

	/**
	 * @param RitualListQuery   $query      Orders and their lines.
	 * @param BelieverFormatter $formatter  Labels and readable values.
	 * @param PrintDocument     $print_page The printable page.
	 * @param Templates         $templates  The sheets' templates.
	 */
	public function __construct( private RitualListQuery $query, private BelieverFormatter $formatter, private PrintDocument $print_page, private Templates $templates ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		$settings = new PaperworkSettings( $this->templates );
		$print    = new PaperworkPrint( $this->query, new PaperworkSheets( $this->formatter ), $settings, $this->print_page, $this->templates );
		add_action( 'admin_post_' . PaperworkPrint::ACTION, array( $print, 'render' ) );
		add_action( 'admin_post_' . PaperworkSettings::ACTION, array( $settings, 'save' ) );
		add_action( 'temple_offerings_ritual_list_settings', array( $settings, 'render_form' ), 10, 0 );
		add_action( 'temple_offerings_ritual_list_buttons', array( $print, 'buttons' ), 10, 1 );
	}
}
