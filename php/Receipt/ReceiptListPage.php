<?php
/**
 * WooCommerce → Receipts: every receipt of a year, filtered, to check and export.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use Automattic\WooCommerce\Utilities\OrderUtil;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\StaffScreen;
use TempleOfferings\Support\Templates;

/**
 * The submenu screen, for staff holding the receipts capability
 * (Capabilities::RECEIPTS: whoever manages WooCommerce, and any role a
 * temple gives it, e.g. its accountant's; not the counter role, since the
 * list shows who gave how much). A GET form (nonce-checked once submitted)
 * picks the year, type, channel, 經手人 and voided or not; the table pages
 * through the receipts table, with the count and the live receipts' sums
 * over the whole filter, and links the same filter's CSV and Excel exports.
 */
final class ReceiptListPage {

	public const SLUG = 'temple-offerings-receipts';

	public const NONCE = 'temple_offerings_receipts_list';

	private const PER_PAGE = 50;

	/**
	 * @param ReceiptTable       $table     The receipts table.
	 * @param ReceiptSettings    $settings  The year style.
	 * @param ReceiptChannels    $channels  The channels' names.
	 * @param ReceiptDonorsView  $donors    The year's donors, the screen's second tab.
	 * @param Templates          $templates The screen's template (a theme may override it).
	 */
	public function __construct( private ReceiptTable $table, private ReceiptSettings $settings, private ReceiptChannels $channels, private ReceiptDonorsView $donors, private Templates $templates ) {}

	/**
	 * Adds the submenu under WooCommerce; for staff who do not see
	 * WooCommerce's menu (it asks for `edit_others_shop_orders`), a menu of
	 * its own.
	 */
	public function register_menu(): void {
		if ( function_exists( 'WC' ) ) {
			StaffScreen::menu( __( 'Receipts', 'temple-offerings' ), Capabilities::RECEIPTS, self::SLUG, array( $this, 'render' ), 'dashicons-media-spreadsheet', 57 );
		}
	}

	/**
	 * The filter a request asks for (the current year when none).
	 *
	 * @param array<string, mixed> $input Request parameters (unslashed).
	 */
	public function filter( array $input ): ReceiptFilter {
		return ReceiptFilter::from_request( $input, array_keys( $this->channels->labels() ), (int) current_datetime()->format( 'Y' ) );
	}

	/**
	 * The screen (templates/temple-offerings/admin/receipts-list.php).
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::RECEIPTS ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see the receipts.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		// phpcs:disable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- ReceiptFilter::from_request() keeps only the filter's known keys and checks each; paged goes through absint().
		if ( isset( $_GET['filter'] ) ) {
			check_admin_referer( self::NONCE );
		}
		$input = wp_unslash( $_GET );
		$paged = max( 1, absint( $input['paged'] ?? 1 ) );
		// phpcs:enable
		$filter   = $this->filter( is_array( $input ) ? $input : array() );
		$style    = $this->settings->year_style();
		$years    = $this->years( $filter, $style );
		if ( ReceiptDonorsView::VIEW === ( $input['view'] ?? '' ) ) {
			$this->donors->render( $filter, $years );
			return;
		}
		$labels   = $this->channels->labels();
		$summary  = $this->table->summary( $filter );
		$pages    = (int) ceil( $summary['receipts'] / self::PER_PAGE );
		$columns  = new ReceiptColumns( $style, $labels );
		$rows     = array();
		foreach ( $this->table->page( $filter, $paged, self::PER_PAGE ) as $row ) {
			$rows[] = array(
				'cells' => $columns->cells( $row ),
				'void'  => ReceiptRecord::VOID === $row['status'],
				'print' => ReceiptPrint::staff_url( (int) $row['order_id'], (string) $row['number'] ),
				'order' => $this->order_url( (int) $row['order_id'] ),
			);
		}
		$this->templates->render(
			'admin/receipts-list',
			array(
				'form'       => array(
					'action'   => admin_url( 'admin.php' ),
					'page'     => self::SLUG,
					'nonce'    => self::NONCE,
					'years'    => $years,
					'channels' => $labels + array( ReceiptFilter::NO_CHANNEL => __( 'None recorded', 'temple-offerings' ) ),
					'handlers' => array_values( array_unique( array_filter( array_merge( $this->table->handlers( $filter->year ), array( $filter->handler ) ) ) ) ),
				),
				'filter'     => $filter,
				'tabs'       => self::tabs( $filter, '' ),
				'templates'  => $this->templates,
				'headings'   => ReceiptColumns::headings(),
				'rows'       => $rows,
				'summary'    => $summary,
				/* translators: 1: number of receipts matching the filter, 2: how many of them are voided, 3: current page, 4: number of pages. */
				'caption'    => sprintf( __( '%1$d receipts (%2$d voided); page %3$d of %4$d', 'temple-offerings' ), $summary['receipts'], $summary['void'], $paged, max( 1, $pages ) ),
				'xlsx'       => ReceiptListExport::url( $filter, ReceiptListExport::ACTION_XLSX ),
				'csv'        => ReceiptListExport::url( $filter, ReceiptListExport::ACTION_CSV ),
				'pagination' => $this->pagination( $filter, $paged, $pages ),
			)
		);
	}

	/**
	 * The screen's address for a filter (nonce included; raw, escape on output).
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @param int           $paged  Page.
	 */
	public static function url( ReceiptFilter $filter, int $paged = 1 ): string {
		$args = array_merge(
			array(
				'page'   => self::SLUG,
				'filter' => '1',
			),
			$filter->to_query(),
			$paged > 1 ? array( 'paged' => (string) $paged ) : array(),
			array( '_wpnonce' => wp_create_nonce( self::NONCE ) )
		);
		return add_query_arg( array_map( 'rawurlencode', $args ), admin_url( 'admin.php' ) );
	}

	/**
	 * The screen's tabs: the receipts (with the filter) and the year's donors.
	 *
	 * @param ReceiptFilter $filter  What staff asked for.
	 * @param string        $current '' for the list, ReceiptDonorsView::VIEW for the donors.
	 * @return array<int, array{label: string, url: string, current: bool}>
	 */
	public static function tabs( ReceiptFilter $filter, string $current ): array {
		$donors = add_query_arg(
			array(
				'page' => self::SLUG,
				'view' => ReceiptDonorsView::VIEW,
				'year' => (string) $filter->year,
			),
			admin_url( 'admin.php' )
		);
		return array(
			array(
				'label'   => __( 'Receipts', 'temple-offerings' ),
				'url'     => self::url( $filter ),
				'current' => '' === $current,
			),
			array(
				'label'   => __( 'Donors of the year', 'temple-offerings' ),
				'url'     => $donors,
				'current' => ReceiptDonorsView::VIEW === $current,
			),
		);
	}

	/**
	 * The years the form offers, newest first: every year with receipts,
	 * this year and the one asked for; each with its label.
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @param string        $style  Year style.
	 * @return array<int, array{0: int, 1: string}>
	 */
	private function years( ReceiptFilter $filter, string $style ): array {
		$years = array_unique( array_merge( array( $filter->year, (int) current_datetime()->format( 'Y' ) ), $this->table->years() ) );
		rsort( $years );
		return array_map( static fn( int $year ): array => array( $year, ReceiptColumns::year_label( $year, $style ) ), $years );
	}

	/**
	 * The order's edit screen, for staff who may edit orders; '' otherwise.
	 *
	 * @param int $order_id Order id.
	 */
	private function order_url( int $order_id ): string {
		return current_user_can( 'edit_shop_orders' ) ? OrderUtil::get_order_admin_edit_url( $order_id ) : '';
	}

	/**
	 * Page links under the table ('' for one page).
	 *
	 * @param ReceiptFilter $filter What staff asked for.
	 * @param int            $paged  Current page.
	 * @param int            $pages  Number of pages.
	 */
	private function pagination( ReceiptFilter $filter, int $paged, int $pages ): string {
		return StaffScreen::pagination( static fn( int $page ): string => self::url( $filter, $page ), $paged, $pages );
	}
}
