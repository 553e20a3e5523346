<?php
/**
 * WooCommerce → Ritual lists: every registrant of the chosen offerings, to
 * check on screen, print, or export.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\RitualList;

use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\StaffScreen;
use TempleOfferings\Support\Templates;

/**
 * The submenu screen. A GET form (nonce-checked once submitted) picks
 * products or a category, a date range and statuses; the table pages by
 * orders so each page is one cheap query, whatever the shop's size.
 */
final class RitualListPage {

	public const SLUG = 'temple-offerings-ritual-list';

	public const NONCE = 'temple_offerings_ritual_list';

	private const PER_PAGE = 20;

	/**
	 * @param RitualListQuery $query     Orders and their lines.
	 * @param RitualRows      $rows      Flat, readable rows.
	 * @param PrintColumns    $print     The columns each user chose to print.
	 * @param Templates       $templates The screen's template (a theme may override it).
	 */
	public function __construct( private RitualListQuery $query, private RitualRows $rows, private PrintColumns $print, private Templates $templates ) {}

	/**
	 * Adds the submenu under WooCommerce; for staff who do not see
	 * WooCommerce's menu (it asks for `edit_others_shop_orders`; the counter
	 * clerk has only the plugin's tasks), a menu of its own.
	 */
	public function register_menu(): void {
		if ( function_exists( 'WC' ) ) {
			StaffScreen::menu( __( 'Ritual lists', 'temple-offerings' ), Capabilities::RITUAL_LIST, self::SLUG, array( $this, 'render' ), 'dashicons-list-view', 56 );
		}
	}

	/**
	 * The screen (templates/temple-offerings/admin/ritual-list.php).
	 */
	public function render(): void {
		if ( ! current_user_can( Capabilities::RITUAL_LIST ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to see ritual lists.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		// phpcs:disable TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- RitualListFilter::from_request() keeps only the filter's known keys and checks each; paged goes through absint().
		if ( isset( $_GET['filter'] ) ) {
			check_admin_referer( self::NONCE );
		}
		$input  = wp_unslash( $_GET );
		$paged  = max( 1, absint( $input['paged'] ?? 1 ) );
		// phpcs:enable
		$filter = $this->query->filter( $input );
		$page   = $this->query->page( $filter, $paged, self::PER_PAGE );
		$rows   = array();
		foreach ( $page['lines'] as $line ) {
			array_push( $rows, ...$this->rows->rows( $line, $filter->registrant_rows, $filter->tai_sui_only ) );
		}
		$columns = $this->print_columns( $input, $rows );
		$this->templates->render(
			'admin/ritual-list',
			array(
				'templates'  => $this->templates,
				'filter'     => $filter,
				'form'       => ( new RitualListForm() )->fields( $filter, $this->rows->print_columns(), $columns, isset( $this->rows->columns()[ RitualRows::TAI_SUI ] ) ),
				'unpaid'     => $this->unpaid_notice( $filter ),
				'short'      => $this->short_notice( $filter ),
				'columns'    => RitualRows::filled_columns( $this->rows->columns(), $rows ),
				'rows'       => $rows,
				/* translators: 1: number of orders matching the filter, 2: current page, 3: number of pages. */
				'caption'    => sprintf( __( '%1$d orders; page %2$d of %3$d', 'temple-offerings' ), $page['orders'], $paged, max( 1, $page['pages'] ) ),
				'xlsx'       => RitualListExport::url( $filter, RitualListExport::ACTION_XLSX ),
				'csv'        => RitualListExport::url( $filter ),
				'print'      => RitualListPrint::url( $filter, $columns ),
				'pagination' => $this->pagination( $filter, $paged, $page['pages'] ),
			)
		);
	}

	/**
	 * The columns ticked for printing: those just submitted (remembered for
	 * this user; the form's nonce was checked in render()), else the user's
	 * last choice, else the columns this page's rows fill.
	 *
	 * @param array<string, mixed>              $input Request parameters.
	 * @param array<int, array<string, string>> $rows  This page's rows.
	 * @return string[]
	 */
	private function print_columns( array $input, array $rows ): array {
		$all    = $this->rows->print_columns();
		$filled = array_keys( RitualRows::filled_columns( $all, $rows ) );
		$asked  = isset( $input['filter'] ) ? ListColumns::keys( $input['columns'] ?? array() ) : array();
		$keys   = array_keys( ListColumns::chosen( $all, array() === $asked ? $this->print->get() : $asked, array_fill_keys( $filled, '' ) ) );
		if ( array() !== $asked ) {
			$this->print->remember( $keys );
		}
		return $keys;
	}

	/**
	 * The admin URL of the screen for a filter (nonce included; raw, escape
	 * on output).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param int              $paged  Page.
	 */
	public static function url( RitualListFilter $filter, int $paged = 1 ): string {
		$args = array_merge(
			array(
				'page'   => self::SLUG,
				'filter' => '1',
			),
			$filter->to_query(),
			$paged > 1 ? array( 'paged' => $paged ) : array(),
			array( '_wpnonce' => wp_create_nonce( self::NONCE ) )
		);
		return add_query_arg( $args, admin_url( 'admin.php' ) );
	}

	/**
	 * When unpaid orders also match, how many registrants they hold and how
	 * to include them: without it a temple whose worshippers pay by bank
	 * transfer or at the temple sees an empty list and no reason.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @return array{text: string, url: string}|null The sentence and the link that includes them; null when none match.
	 */
	private function unpaid_notice( RitualListFilter $filter ): ?array {
		$unpaid = $this->query->unpaid( $filter );
		if ( $unpaid['believers'] < 1 ) {
			return null;
		}
		$names = array();
		foreach ( $unpaid['statuses'] as $status ) {
			$names[] = wc_get_order_status_name( $status );
		}
		/* translators: joins order status names in a sentence, e.g. "Pending payment, On hold". */
		$statuses = implode( __( ', ', 'temple-offerings' ), $names );
		return array(
			// The paid status by WooCommerce's own name, so the sentence says what
			// the order screens say (a site without WooCommerce's translation
			// shows its English name there, and here too).
			/* translators: 1: number of unpaid orders, 2: number of registrants they hold, 3: the unpaid order statuses left out (e.g. "Pending payment, On hold"), 4: the name of WooCommerce's paid status (e.g. "Processing"). */
			'text' => sprintf( __( 'Not listed: %1$d unpaid orders (%3$s) with %2$d registrants match this filter. Tick their statuses under Order statuses to include them, or set each order to %4$s once its payment has arrived.', 'temple-offerings' ), $unpaid['orders'], $unpaid['believers'], $statuses, wc_get_order_status_name( 'processing' ) ),
			'url'  => self::url( $filter->with_statuses( array_merge( $filter->statuses, $unpaid['statuses'] ) ) ),
		);
	}

	/**
	 * The orders whose offering lines do not hold one believer per place:
	 * how many, and a link to each, so staff register the missing believers
	 * before the ritual. Their missing places are rows of the list, marked.
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @return array{sentence: string, lines: array<int, array{url: string, link: string, text: string}>}|null Null when every order is complete.
	 */
	private function short_notice( RitualListFilter $filter ): ?array {
		$short = $this->query->short_orders( $filter );
		if ( array() === $short ) {
			return null;
		}
		$lines = array();
		foreach ( $short as $found ) {
			$parts = array();
			foreach ( $found['lines'] as $line ) {
				/* translators: 1: offering name, 2: what is wrong with its believers. */
				$parts[] = sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $line['item']->get_name(), \TempleOfferings\Order\ShortLines::describe( $line['line'] ) );
			}
			$lines[] = array(
				'url'  => $found['order']->get_edit_order_url(),
				/* translators: %s: order number. */
				'link' => sprintf( __( 'Order #%s', 'temple-offerings' ), $found['order']->get_order_number() ),
				'text' => implode( __( ', ', 'temple-offerings' ), $parts ),
			);
		}
		return array(
			/* translators: %d: number of orders with an offering line whose believers do not match its quantity. */
			'sentence' => sprintf( _n( '%d order has offering lines whose believers do not match their quantity. Their missing places are listed below, marked. Register the missing believers on the order:', '%d orders have offering lines whose believers do not match their quantity. Their missing places are listed below, marked. Register the missing believers on each order:', count( $short ), 'temple-offerings' ), count( $short ) ),
			'lines'    => $lines,
		);
	}

	/**
	 * Page links under the table ('' for one page).
	 *
	 * @param RitualListFilter $filter What staff asked for.
	 * @param int              $paged  Current page.
	 * @param int              $pages  Number of pages.
	 */
	private function pagination( RitualListFilter $filter, int $paged, int $pages ): string {
		return StaffScreen::pagination( static fn( int $page ): string => self::url( $filter, $page ), $paged, $pages );
	}
}
