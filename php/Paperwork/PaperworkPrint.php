<?php
/**
 * The ritual paperwork printed from the ritual list: lamp labels, memorial
 * tablets and the reading list.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Paperwork;

use TempleOfferings\RitualList\RitualListFilter;
use TempleOfferings\RitualList\RitualListQuery;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * One admin-post action for the three sheets (the `view` parameter picks
 * one), each a standalone A4 page for the believers of the filter. Staff
 * only, nonce-checked; the sheets' data comes from PaperworkSheets and is
 * placed by templates a theme can override.
 */
final class PaperworkPrint {

	public const ACTION = 'temple_offerings_paperwork';

	/** Sheet => template name. */
	public const VIEWS = array(
		'labels'  => 'labels',
		'tablets' => 'tablets',
		'reading' => 'reading-list',
	);

	/** Past this a paper run helps nobody: staff narrow the filter. */
	private const MAX_BELIEVERS = 5000;

	/**
	 * @param RitualListQuery    $query     Orders and their lines.
	 * @param PaperworkSheets    $sheets    What each sheet holds.
	 * @param PaperworkSettings  $settings  The label grid.
	 * @param PrintDocument      $page      The printable page around a sheet.
	 * @param Templates $templates The overridable templates.
	 */
	public function __construct(
		private RitualListQuery $query,
		private PaperworkSheets $sheets,
		private PaperworkSettings $settings,
		private PrintDocument $page,
		private Templates $templates
	) {}

	/**
	 * The URL of one sheet for a filter, nonce included (raw; escape on output).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param string           $view   A key of VIEWS.
	 */
	public static function url( RitualListFilter $filter, string $view ): string {
		$args = array_merge(
			array(
				'action' => self::ACTION,
				'view'   => $view,
			),
			$filter->to_query(),
			array( '_wpnonce' => wp_create_nonce( self::ACTION ) )
		);
		return add_query_arg( $args, admin_url( 'admin-post.php' ) );
	}

	/**
	 * Hooked on `temple_offerings_ritual_list_buttons`: a button per sheet,
	 * after the list's own export and print buttons.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 */
	public function buttons( RitualListFilter $filter ): void {
		$sheets = array(
			'labels'  => __( 'Print lamp labels', 'temple-offerings' ),
			'tablets' => __( 'Print memorial tablets', 'temple-offerings' ),
			'reading' => __( 'Print reading list', 'temple-offerings' ),
		);
		$buttons = array();
		foreach ( $sheets as $view => $label ) {
			$buttons[] = array(
				'url'   => self::url( $filter, $view ),
				'label' => $label,
			);
		}
		$this->templates->render( 'admin/paperwork-buttons', array( 'buttons' => $buttons ) );
	}

	/**
	 * admin-post handler: capability, nonce, then the sheet.
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::RITUAL_LIST ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see ritual lists.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$input = wp_unslash( $_GET ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- the view is looked up in VIEWS; RitualListFilter::from_request() keeps only the filter's known keys and checks each.
		$view  = is_string( $input['view'] ?? null ) ? $input['view'] : '';
		if ( ! isset( self::VIEWS[ $view ] ) ) {
			wp_die( esc_html__( 'This print view does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
		}
		$filter = $this->query->filter( $input );
		$lines  = array();
		$count  = 0;
		$more   = false;
		$this->query->each_line(
			$filter,
			static function ( array $line ) use ( &$lines, &$count, &$more ): void {
				if ( $count >= self::MAX_BELIEVERS ) {
					$more = true;
					return;
				}
				$lines[] = $line;
				$count  += count( $line['believers'] );
			}
		);

		$args = array(
			'more'    => $more,
			'printed' => wp_date( 'Y-m-d H:i' ),
		);
		switch ( $view ) {
			case 'labels':
				$grid          = $this->settings->grid();
				$args['title'] = __( 'Lamp labels', 'temple-offerings' );
				$args['grid']  = $grid;
				$args['pages'] = $grid->pages( $this->sheets->labels( $lines ) );
				$rules         = sprintf(
					'@page{size:A4 portrait;margin:%1$dmm %2$dmm}.temple-label-sheet{grid-template-columns:repeat(%3$d,%4$.2fmm);grid-auto-rows:%5$.2fmm}',
					$grid->margin_top,
					$grid->margin_side,
					$grid->columns,
					$grid->label_width(),
					$grid->label_height()
				);
				break;
			case 'tablets':
				$args['title']   = __( 'Memorial tablets', 'temple-offerings' );
				$args['tablets'] = $this->sheets->tablets( $lines );
				$rules           = '@page{size:A4 portrait;margin:10mm}';
				break;
			default:
				$args['title']  = __( 'Reading list', 'temple-offerings' );
				$args['groups'] = $this->sheets->reading_list( $lines );
				$rules          = '@page{size:A4 portrait;margin:15mm}';
		}
		$this->page->open( $args['title'], $rules, 'temple-print-' . $view );
		$this->templates->render( self::VIEWS[ $view ], $args );
		$this->page->close();
		exit;
	}
}
