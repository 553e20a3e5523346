<?php
/**
 * The ritual list as one clean A4 page to print.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

/**
 * A standalone page (no admin menu or bar to hide) with every matching
 * believer; columns nobody filled are left off so the sheet stays readable.
 */
final class RitualListPrint {

	public const ACTION = 'temple_offerings_ritual_print';

	/** Past this a paper list helps nobody: staff narrow the filter or export. */
	private const MAX_ROWS = 5000;

	/**
	 * @param RitualListQuery $query Orders and their lines.
	 * @param RitualRows      $rows  Flat, readable rows.
	 * @param PrintDocument   $page  The printable page around the list.
	 */
	public function __construct( private RitualListQuery $query, private RitualRows $rows, private PrintDocument $page ) {}

	/**
	 * The print URL of a filter, nonce included (raw; escape on output).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 */
	public static function url( RitualListFilter $filter ): string {
		$args = array_merge( array( 'action' => self::ACTION ), $filter->to_query(), array( '_wpnonce' => wp_create_nonce( self::ACTION ) ) );
		return add_query_arg( $args, admin_url( 'admin-post.php' ) );
	}

	/**
	 * admin-post handler: checks capability and nonce, then prints the page.
	 */
	public function render(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see ritual lists.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$filter = $this->query->filter( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification -- checked above.
		$rows   = array();
		$more   = false;
		// Counted apart from the rows: with a row per family registrant they differ.
		$believers = 0;
		$this->query->each_line(
			$filter,
			function ( array $line ) use ( &$rows, &$more, &$believers, $filter ): void {
				if ( count( $rows ) < self::MAX_ROWS ) {
					array_push( $rows, ...$this->rows->rows( $line, $filter->registrant_rows ) );
					$believers += count( $line['believers'] );
				} else {
					$more = true;
				}
			}
		);

		$title = __( 'Ritual list', 'temple-offerings' );
		$this->page->open( $title );
		echo '<h1>' . esc_html( $title ) . '</h1>';
		echo '<p class="temple-print-meta">' . esc_html( $this->summary( $filter, $believers ) ) . '</p>';
		if ( $more ) {
			echo '<p class="temple-print-warning">' . esc_html__( 'Only the first 5,000 believers are shown. Narrow the filter or export CSV for the rest.', 'temple-offerings' ) . '</p>';
		}
		if ( array() === $rows ) {
			echo '<p>' . esc_html__( 'No believers match this filter.', 'temple-offerings' ) . '</p>';
		} else {
			RowsTable::render( RitualRows::filled_columns( $this->rows->columns(), $rows ), $rows, $title );
		}
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
