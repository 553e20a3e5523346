<?php
/**
 * The ritual list as a CSV download.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Staff;

/**
 * Streams one CSV row per believer straight to the response while orders are
 * read in batches, so 20,000 believers never sit in memory at once.
 */
final class RitualListExport {

	public const ACTION = 'temple_offerings_ritual_csv';

	/** Rows between flushes to the client. */
	private const FLUSH_EVERY = 500;

	/**
	 * @param RitualListQuery $query Orders and their lines.
	 * @param RitualRows      $rows  Flat, readable rows.
	 */
	public function __construct( private RitualListQuery $query, private RitualRows $rows ) {}

	/**
	 * The download URL of a filter, nonce included (raw; escape on output).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 */
	public static function url( RitualListFilter $filter ): string {
		$args = array_merge( array( 'action' => self::ACTION ), $filter->to_query(), array( '_wpnonce' => wp_create_nonce( self::ACTION ) ) );
		return add_query_arg( $args, admin_url( 'admin-post.php' ) );
	}

	/**
	 * admin-post handler: checks capability and nonce, then sends the file.
	 */
	public function download(): void {
		if ( ! current_user_can( 'manage_woocommerce' ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export ritual lists.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::ACTION );
		$filter = $this->query->filter( wp_unslash( $_GET ) ); // phpcs:ignore WordPress.Security.NonceVerification -- checked above.

		wc_set_time_limit( 0 );
		while ( ob_get_level() > 0 ) {
			ob_end_clean();
		}
		nocache_headers();
		header( 'Content-Type: text/csv; charset=UTF-8' );
		header( 'Content-Disposition: attachment; filename="ritual-list-' . gmdate( 'Ymd-His' ) . '.csv"' );
		header( 'X-Content-Type-Options: nosniff' );
		$out = fopen( 'php://output', 'wb' ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		$this->write( $filter, $out );
		fclose( $out ); // phpcs:ignore WordPress.WP.AlternativeFunctions
		exit;
	}

	/**
	 * Writes the whole list as CSV to a stream.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param resource         $stream Writable stream.
	 * @return int Believer rows written.
	 */
	public function write( RitualListFilter $filter, $stream ): int {
		$csv = new CsvWriter( $stream );
		$csv->bom();
		$csv->row( $this->rows->columns() );
		$count = 0;
		$this->query->each_line(
			$filter,
			function ( array $line ) use ( $csv, &$count ): void {
				foreach ( $this->rows->rows( $line ) as $row ) {
					$csv->row( $row );
					if ( 0 === ++$count % self::FLUSH_EVERY ) {
						flush();
					}
				}
			}
		);
		return $count;
	}
}
