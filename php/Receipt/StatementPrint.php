<?php
/**
 * A donor's annual statement (年度收據彙總表): every receipt of their year on one A4 page.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\ChineseAmount;
use TempleOfferings\Domain\RocYear;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * One admin-post action, for staff and signed-in worshippers
 * (`admin_post_`; a signed-out visitor is sent to sign in first). Staff
 * holding the receipts capability open any donor's statement, named by
 * year, account (or a guest's e-mail) and the name on the receipts. A
 * worshipper opens only the statements of their own account: whatever
 * account the request names, their own is read. A statement with no
 * receipt (a name that is not on the account's receipts, another
 * customer's) is a 404 with nothing in it.
 *
 * The page lists the donor's receipts of the year that are not voided, each
 * with its date, items, donations and fees, then the totals, the
 * donations' total in 大寫 (what a tax return may deduct), the temple's
 * current details and seal, and the day it was printed.
 */
final class StatementPrint {

	public const ACTION = 'temple_offerings_statement';

	private const PAGE_RULES = '@page{size:A4 portrait;margin:12mm}';

	/**
	 * @param ReceiptDonors   $donors    The receipts table's donors.
	 * @param ReceiptStore    $store     The receipts' lines, from their orders.
	 * @param ReceiptSettings $settings  The temple's details, year style and seal.
	 * @param PrintDocument   $page      The bare printable page, with the receipt stylesheet.
	 * @param Templates       $templates The statement's template.
	 */
	public function __construct( private ReceiptDonors $donors, private ReceiptStore $store, private ReceiptSettings $settings, private PrintDocument $page, private Templates $templates ) {}

	/**
	 * The statement's address (raw; escape on output).
	 *
	 * @param ReceiptDonor $donor Whose, and which year: staff's by the donor's key, a worshipper's by the name (their account is their own).
	 */
	public static function url( ReceiptDonor $donor ): string {
		return add_query_arg( array_map( 'rawurlencode', array( 'action' => self::ACTION ) + $donor->to_query() ), admin_url( 'admin-post.php' ) );
	}

	/**
	 * admin-post handler.
	 */
	public function render(): void {
		$staff   = current_user_can( Capabilities::RECEIPTS );
		$user_id = get_current_user_id();
		// phpcs:disable TempleOfferings.Security.NonceVerification.Recommended -- a read, for staff or the signed-in account's own; links in My Account carry no nonce.
		$input = wp_unslash( $_GET ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- ReceiptDonor::from_request() keeps only its known keys and checks each.
		// phpcs:enable
		$input = is_array( $input ) ? $input : array();
		if ( ! $staff && 0 === $user_id ) {
			wp_safe_redirect( wp_login_url( add_query_arg( array_map( 'rawurlencode', array( 'action' => self::ACTION ) + array_filter( $input, 'is_string' ) ), admin_url( 'admin-post.php' ) ) ) );
			exit;
		}
		$donor = ReceiptDonor::from_request( $input, $staff ? null : $user_id, (int) current_datetime()->format( 'Y' ) );
		$rows  = $this->donors->receipts( $donor );
		if ( array() === $rows ) {
			wp_die( esc_html__( 'There is no such statement.', 'temple-offerings' ), '', array( 'response' => 404 ) );
		}
		$style = $this->settings->year_style();
		$title = __( 'Annual statement of receipts', 'temple-offerings' );
		// The name as the donor's latest receipt of the year writes it.
		$name = (string) end( $rows )['payer'];
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
		/* translators: 1: the document's title, 2: the year, 3: the donor's name. */
		$this->page->open( sprintf( __( '%1$s %2$s %3$s', 'temple-offerings' ), $title, ReceiptColumns::year_label( $donor->year, $style ), $name ), self::PAGE_RULES, 'temple-receipt-page temple-receipt-page-statement' );
		$this->templates->render(
			'receipt/statement',
			array(
				'title'     => $title,
				'year'      => ReceiptColumns::year_label( $donor->year, $style ),
				'donor'     => $name,
				'donor_id'  => self::latest_id( $rows ),
				'receipts'  => $this->lines( $rows, $style ),
				'sums'      => self::sums( $rows ),
				'issuer'    => $this->settings->issuer(),
				'seal'      => $this->settings->seal_url(),
				'printed'   => RocYear::date_label( current_datetime()->format( 'Y-m-d' ), $style ),
				'templates' => $this->templates,
			)
		);
		$this->page->close();
		exit;
	}

	/**
	 * Each receipt as the statement lists it: number, date, its items (read
	 * from its order), donations, fees, total.
	 *
	 * @param array<int, array<string, int|string>> $rows  The donor's receipts (rows of the receipts table).
	 * @param string                                 $style Year style.
	 * @return array<int, array{number: string, date: string, items: string, donations: int, fees: int, total: int}>
	 */
	private function lines( array $rows, string $style ): array {
		$orders = array();
		$list   = array();
		foreach ( $rows as $row ) {
			$order_id = (int) $row['order_id'];
			if ( ! array_key_exists( $order_id, $orders ) ) {
				$order               = wc_get_order( $order_id );
				$orders[ $order_id ] = $order instanceof \WC_Order ? $this->store->records( $order ) : array();
			}
			$index  = ReceiptRecord::find( $orders[ $order_id ], (string) $row['number'] );
			$names  = null === $index ? array() : array_unique( array_column( $orders[ $order_id ][ $index ]['lines'], 'name' ) );
			$list[] = array(
				'number'    => (string) $row['number'],
				'date'      => RocYear::date_label( (string) $row['issued'], $style ),
				'items'     => implode( _x( ', ', 'between the items of a receipt on the annual statement', 'temple-offerings' ), $names ),
				'donations' => (int) $row['donations'],
				'fees'      => (int) $row['fees'],
				'total'     => (int) $row['total'],
			);
		}
		return $list;
	}

	/**
	 * The ID number on the donor's latest receipt that holds one, '' for none.
	 *
	 * @param array<int, array<string, int|string>> $rows The donor's receipts, oldest first.
	 */
	private static function latest_id( array $rows ): string {
		$ids = array_values( array_filter( array_map( 'strval', array_column( $rows, 'payer_id' ) ) ) );
		return array() === $ids ? '' : (string) end( $ids );
	}

	/**
	 * The year's totals, and the donations' in 大寫.
	 *
	 * @param array<int, array<string, int|string>> $rows The donor's receipts.
	 * @return array{donations: int, fees: int, total: int, words: string}
	 */
	private static function sums( array $rows ): array {
		$sums = array(
			'donations' => array_sum( array_map( 'intval', array_column( $rows, 'donations' ) ) ),
			'fees'      => array_sum( array_map( 'intval', array_column( $rows, 'fees' ) ) ),
			'total'     => array_sum( array_map( 'intval', array_column( $rows, 'total' ) ) ),
		);
		try {
			$words = ChineseAmount::words( $sums['donations'] );
		} catch ( \InvalidArgumentException $error ) {
			// A negative sum no receipt holds: no words rather than wrong ones.
			$words = '';
		}
		return $sums + array( 'words' => $words );
	}
}
