<?php
/**
 * WooCommerce → 收據 → 年度捐款人: a year's donors with their totals, their statements, and the export.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\NationalId;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\CsvWriter;
use TempleOfferings\Support\Download;
use TempleOfferings\Support\Templates;
use TempleOfferings\Support\XlsxWriter;

/**
 * The receipts screen's second tab: one row per donor of the year (a name
 * within an account, or within a guest's e-mail: ReceiptDonor), with the
 * account, the e-mail, the ID number on the latest of their receipts that
 * holds one (masked), how many receipts and their sums (not voided), and a
 * link to the donor's annual statement; then the year's totals. The yearly
 * export per donor (CSV and .xlsx) holds the same rows, for the temple's
 * accounts and the donation records it files. Same capability as the list.
 */
final class ReceiptDonorsView {

	public const VIEW = 'donors';

	public const ACTION_CSV = 'temple_offerings_donors_csv';

	public const ACTION_XLSX = 'temple_offerings_donors_xlsx';

	/** The file's ASCII name, for clients without filename*. */
	private const FALLBACK = 'donors';

	/**
	 * @param ReceiptDonors $donors    The receipts table's donors.
	 * @param Templates     $templates The tab's template.
	 */
	public function __construct( private ReceiptDonors $donors, private Templates $templates ) {}

	/**
	 * Column key => heading.
	 *
	 * @return array<string, string>
	 */
	public static function headings(): array {
		return array(
			'payer'     => __( 'Name on the receipts', 'temple-offerings' ),
			'account'   => _x( 'Account', 'the donors list: the account a donor gave from', 'temple-offerings' ),
			'email'     => __( 'Email', 'temple-offerings' ),
			'payer_id'  => __( 'ID number', 'temple-offerings' ),
			'receipts'  => __( 'Number of receipts', 'temple-offerings' ),
			'donations' => __( 'Donations', 'temple-offerings' ),
			'fees'      => __( 'Fees', 'temple-offerings' ),
			'total'     => __( 'Total', 'temple-offerings' ),
		);
	}

	/**
	 * The year's donors as rows of cells (counts and amounts as ints),
	 * each with its statement's address. The ID number is whole only for
	 * the export (the temple's record of donations for the tax office),
	 * masked on the screen.
	 *
	 * @param int  $year  The statement year (the year the money was received).
	 * @param bool $whole The ID numbers written out in full.
	 * @return array<int, array{cells: array<string, string|int>, statement: string}>
	 */
	public function rows( int $year, bool $whole = false ): array {
		$donors = $this->donors->of_year( $year );
		cache_users( array_filter( array_column( $donors, 'customer_id' ) ) );
		$rows = array();
		foreach ( $donors as $donor ) {
			$user   = $donor['customer_id'] > 0 ? get_userdata( $donor['customer_id'] ) : false;
			$rows[] = array(
				'cells'     => array(
					'payer'     => $donor['payer'],
					'account'   => $user instanceof \WP_User ? $user->display_name : ( $donor['customer_id'] > 0 ? __( 'Deleted account', 'temple-offerings' ) : self::guest( $donor ) ),
					'email'     => $user instanceof \WP_User ? $user->user_email : $donor['email'],
					'payer_id'  => $whole ? $donor['payer_id'] : NationalId::mask( $donor['payer_id'] ),
					'receipts'  => (int) $donor['receipts'],
					'donations' => (int) $donor['donations'],
					'fees'      => (int) $donor['fees'],
					'total'     => (int) $donor['total'],
				),
				'statement' => StatementPrint::url( new ReceiptDonor( $year, $donor['donor'] ) ),
			);
		}
		return $rows;
	}

	/**
	 * The tab (templates/temple-offerings/admin/receipt-donors.php).
	 *
	 * @param ReceiptFilter $filter The year asked for (the tab keeps the list's filter for its way back).
	 * @param array<int, array{0: int, 1: string}> $years The years to offer: [ year, label ].
	 */
	public function render( ReceiptFilter $filter, array $years ): void {
		$rows = $this->rows( $filter->year );
		$sums = array();
		foreach ( array( 'receipts', 'donations', 'fees', 'total' ) as $key ) {
			$sums[ $key ] = array_sum( array_map( static fn( array $row ): int => (int) $row['cells'][ $key ], $rows ) );
		}
		$this->templates->render(
			'admin/receipt-donors',
			array(
				'tabs'     => ReceiptListPage::tabs( $filter, self::VIEW ),
				'form'     => array(
					'action' => admin_url( 'admin.php' ),
					'page'   => ReceiptListPage::SLUG,
					'view'   => self::VIEW,
					'years'  => $years,
				),
				'year'     => $filter->year,
				'headings' => self::headings(),
				'rows'     => $rows,
				'sums'     => $sums,
				'csv'       => self::url( $filter->year, self::ACTION_CSV ),
				'xlsx'      => self::url( $filter->year, self::ACTION_XLSX ),
				'templates' => $this->templates,
			)
		);
	}

	/**
	 * The export's address for a year, nonce included (raw; escape on output).
	 *
	 * @param int    $year   Calendar year.
	 * @param string $action ACTION_CSV or ACTION_XLSX.
	 */
	public static function url( int $year, string $action ): string {
		return add_query_arg(
			array(
				'action'   => $action,
				'year'     => (string) $year,
				'_wpnonce' => wp_create_nonce( $action ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * admin-post handler: the CSV.
	 */
	public function csv(): void {
		$year = $this->checked_year( self::ACTION_CSV );
		Download::csv(
			self::title( $year ),
			self::FALLBACK,
			function ( CsvWriter $csv ) use ( $year ): void {
				$csv->row( self::headings() );
				foreach ( $this->rows( $year, true ) as $row ) {
					$csv->row( $row['cells'] );
				}
			}
		);
	}

	/**
	 * admin-post handler: the workbook.
	 */
	public function xlsx(): void {
		$year = $this->checked_year( self::ACTION_XLSX );
		Download::xlsx(
			self::title( $year ),
			self::FALLBACK,
			function ( string $path, string $temp_dir ) use ( $year ): void {
				$xlsx = new XlsxWriter( self::title( $year ), $temp_dir );
				$xlsx->heading( self::headings() );
				foreach ( $this->rows( $year, true ) as $row ) {
					$xlsx->row( $row['cells'] );
				}
				$xlsx->finish( $path );
			}
		);
	}

	/**
	 * A guest donor: by the e-mail beside it, else by their first order (two
	 * guests of one name without an e-mail are told apart by their phone or
	 * their order, which the list then names).
	 *
	 * @param array{email: string, order_number: string} $donor The donor.
	 */
	private static function guest( array $donor ): string {
		if ( '' !== $donor['email'] || '' === $donor['order_number'] ) {
			return __( 'Guest', 'temple-offerings' );
		}
		/* translators: %s: the number of a guest donor's first order. */
		return sprintf( __( 'Guest (order #%s)', 'temple-offerings' ), $donor['order_number'] );
	}

	/**
	 * The export's title: 2026 年捐款人.
	 *
	 * @param int $year Calendar year.
	 */
	private static function title( int $year ): string {
		/* translators: an export's file name, %d: the year of its donors. */
		return sprintf( __( 'Donors of %d', 'temple-offerings' ), $year );
	}

	/**
	 * Refuses anyone without the receipts capability and a request without
	 * the action's nonce, then reads the year (the current one when none
	 * valid is asked for).
	 *
	 * @param string $action Nonce action.
	 */
	private function checked_year( string $action ): int {
		if ( ! current_user_can( Capabilities::RECEIPTS ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to export the receipts.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( $action );
		$input = wp_unslash( $_GET ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- ReceiptFilter::from_request() keeps only the year's known form.
		return ReceiptFilter::from_request( is_array( $input ) ? array( 'year' => $input['year'] ?? null ) : array(), array(), (int) current_datetime()->format( 'Y' ) )->year;
	}
}
