<?php
/**
 * The ritual list as one clean A4 page to print.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * A standalone page (no admin menu or bar to hide) with every matching
 * believer, in the columns staff ticked (remembered per user; until they
 * tick any, the columns some row fills). Past ListColumns::LANDSCAPE_AFTER
 * columns it prints landscape; the template keeps names and phones whole.
 */
final class RitualListPrint {

	public const ACTION = 'temple_offerings_ritual_print';

	/** Past this a paper list helps nobody: staff narrow the filter or export. */
	private const MAX_ROWS = 5000;

	/**
	 * @param RitualListQuery $query Orders and their lines.
	 * @param RitualRows      $rows  Flat, readable rows.
	 * @param PrintDocument   $page  The printable page around the list.
	 * @param PrintColumns       $settings  The columns each user chose.
	 * @param Templates $templates The overridable templates.
	 */
	public function __construct( private RitualListQuery $query, private RitualRows $rows, private PrintDocument $page, private PrintColumns $settings, private Templates $templates ) {}

	/**
	 * The print URL of a filter, nonce included (raw; escape on output).
	 *
	 * @param RitualListFilter $filter  What staff asked for.
	 * @param string[]         $columns Column keys to print; [] for the user's last choice.
	 */
	public static function url( RitualListFilter $filter, array $columns = array() ): string {
		$chosen = array() === $columns ? array() : array( 'columns' => implode( ',', $columns ) );
		$args   = array_merge( array( 'action' => self::ACTION ), $filter->to_query(), $chosen, array( '_wpnonce' => wp_create_nonce( self::ACTION ) ) );
		return add_query_arg( $args, admin_url( 'admin-post.php' ) );
	}

	/**
	 * admin-post handler: checks capability and nonce, then prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::RITUAL_LIST ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see ritual lists.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$input  = wp_unslash( $_GET ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- RitualListFilter::from_request() keeps only the filter's known keys and checks each.
		$filter = $this->query->filter( $input );
		$rows   = array();
		$more   = false;
		// Counted apart from the rows: with a row per family registrant they differ.
		$believers = 0;
		$this->query->each_line(
			$filter,
			function ( array $line ) use ( &$rows, &$more, &$believers, $filter ): void {
				if ( count( $rows ) < self::MAX_ROWS ) {
					array_push( $rows, ...$this->rows->rows( $line, $filter->registrant_rows, $filter->tai_sui_only ) );
					$believers += count( $line['believers'] );
				} else {
					$more = true;
				}
			}
		);

		$title   = __( 'Ritual list', 'temple-offerings' );
		$filled  = RitualRows::filled_columns( $this->rows->print_columns(), $rows );
		$asked   = ListColumns::keys( $input['columns'] ?? array() );
		$columns = ListColumns::chosen( $this->rows->print_columns(), array() === $asked ? $this->settings->get() : $asked, $filled );
		if ( array() !== $asked ) {
			$this->settings->remember( array_keys( $columns ) );
		}
		$columns = $this->rows->with_mark( $columns, $rows );
		$landscape = ListColumns::landscape( count( $columns ) );
		$this->page->open( $title, $landscape ? '@page{size:A4 landscape;margin:10mm}' : '@page{size:A4 portrait;margin:12mm}', 'temple-print-list' );
		$this->templates->render(
			'ritual-list',
			array(
				'title'     => $title,
				'summary'   => $this->summary( $filter, $believers ),
				'more'      => $more,
				'columns'   => $columns,
				'rows'      => $rows,
				'landscape' => $landscape,
			)
		);
		$this->page->close();
		exit;
	}

	/**
	 * One line saying what the sheet holds.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param int              $count  Believers listed.
	 */
	private function summary( RitualListFilter $filter, int $count ): string {
		$range = implode( ' – ', array_filter( array( $filter->from, $filter->to ) ) );
		$range = '' === $range ? __( 'all dates', 'temple-offerings' ) : $range;
		/* translators: 1: number of believers, 2: date range of the orders, 3: time the list was printed. */
		return sprintf( __( '%1$d believers; orders: %2$s; printed %3$s', 'temple-offerings' ), $count, $range, wp_date( 'Y-m-d H:i' ) );
	}
}
