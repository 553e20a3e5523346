<?php
/**
 * A receipt's printable page: A5, 80 mm receipt paper, or the A4 感謝狀.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\RocYear;
use TempleOfferings\Support\Capabilities;
use TempleOfferings\Support\OrderChannel;
use TempleOfferings\Support\PrintDocument;
use TempleOfferings\Support\Templates;

/**
 * One admin-post action, for staff and worshippers alike (`admin_post_` and
 * `admin_post_nopriv_`: WooCommerce lets customers reach admin-post.php),
 * naming the order, the receipt's number and the paper. Who may see it is
 * ReceiptAccess's answer (staff: whoever may edit orders or read the
 * receipts list, and the counter staff member who took the order): anyone
 * else gets a 404 with nothing of the receipt
 * in it, whether the order exists or not. The page is a bare document
 * (PrintDocument) with the receipt stylesheet, filled by a template a theme
 * can override: receipt/a5.php, receipt/roll.php, receipt/certificate.php.
 * A voided receipt still prints, stamped 作廢, so staff can show what was
 * voided.
 */
final class ReceiptPrint {

	public const ACTION = 'temple_offerings_receipt';

	/** Paper => template and page rules. */
	public const PAPERS = array(
		'a5'          => array( 'receipt/a5', '@page{size:A5 portrait;margin:8mm}' ),
		'80mm'        => array( 'receipt/roll', '@page{size:80mm 297mm;margin:3mm 4mm}' ),
		'certificate' => array( 'receipt/certificate', '@page{size:A4 portrait;margin:12mm}' ),
	);

	/**
	 * @param ReceiptStore    $store     Where the order keeps its receipts.
	 * @param ReceiptSettings $settings  The seal image.
	 * @param PrintDocument   $page      The bare printable page, with the receipt stylesheet.
	 * @param Templates       $templates The receipts' templates.
	 */
	public function __construct( private ReceiptStore $store, private ReceiptSettings $settings, private PrintDocument $page, private Templates $templates ) {}

	/**
	 * The address of one receipt's print (raw; escape on output). A guest
	 * order's address carries its key, as WooCommerce's own links to it do.
	 *
	 * @param \WC_Order $order  The order.
	 * @param string    $number The receipt's number.
	 * @param string    $paper  A key of PAPERS.
	 */
	public static function url( \WC_Order $order, string $number, string $paper ): string {
		$url = self::staff_url( $order->get_id(), $number, $paper );
		return 0 === $order->get_customer_id() ? add_query_arg( 'key', rawurlencode( $order->get_order_key() ), $url ) : $url;
	}

	/**
	 * The address staff open a receipt's print at (no order key: staff may
	 * see every receipt; raw, escape on output).
	 *
	 * @param int    $order_id The order.
	 * @param string $number   The receipt's number.
	 * @param string $paper    A key of PAPERS.
	 */
	public static function staff_url( int $order_id, string $number, string $paper = 'a5' ): string {
		$args = array(
			'action'  => self::ACTION,
			'order'   => (string) $order_id,
			'receipt' => $number,
			'paper'   => $paper,
		);
		return add_query_arg( array_map( 'rawurlencode', $args ), admin_url( 'admin-post.php' ) );
	}

	/**
	 * admin-post handler: who may see it, then the page.
	 */
	public function render(): void {
		// phpcs:disable TempleOfferings.Security.NonceVerification.Recommended -- a read, checked by ReceiptAccess; links in e-mails carry no nonce.
		$input    = wp_unslash( $_GET ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is cleaned where it is read next (absint, clean_text).
		$order_id = is_string( $input['order'] ?? null ) ? absint( $input['order'] ) : 0;
		$number   = is_string( $input['receipt'] ?? null ) ? ReceiptRecord::clean_text( $input['receipt'], 40 ) : '';
		$paper    = is_string( $input['paper'] ?? null ) && isset( self::PAPERS[ $input['paper'] ] ) ? $input['paper'] : 'a5';
		$key      = is_string( $input['key'] ?? null ) ? sanitize_text_field( $input['key'] ) : '';
		// phpcs:enable
		$order   = $order_id > 0 ? wc_get_order( $order_id ) : null;
		$order   = $order instanceof \WC_Order && 'shop_order' === $order->get_type() ? $order : null;
		$records = null !== $order ? $this->store->records( $order ) : array();
		$index   = ReceiptRecord::find( $records, $number );
		$access  = ReceiptAccess::decide(
			// Staff (whoever may edit orders or read the receipts list), and the counter staff member who took the order (its receipt prints at the counter).
			current_user_can( 'edit_shop_orders' ) || current_user_can( Capabilities::RECEIPTS ) || ( null !== $order && current_user_can( Capabilities::COUNTER ) && OrderChannel::taken_by( $order ) === get_current_user_id() ),
			get_current_user_id(),
			null !== $order ? $order->get_customer_id() : -1,
			null !== $order ? $order->get_order_key() : '',
			$key
		);
		if ( ReceiptAccess::SIGN_IN === $access ) {
			$back = array(
				'action'  => self::ACTION,
				'order'   => (string) $order_id,
				'receipt' => $number,
				'paper'   => $paper,
				'key'     => $key,
			);
			wp_safe_redirect( wp_login_url( add_query_arg( array_map( 'rawurlencode', array_filter( $back ) ), admin_url( 'admin-post.php' ) ) ) );
			exit;
		}
		if ( ReceiptAccess::ALLOW !== $access || null === $index ) {
			wp_die( esc_html__( 'There is no such receipt.', 'temple-offerings' ), '', array( 'response' => 404 ) );
		}
		$record = $records[ $index ];
		[ $template, $rules ] = self::PAPERS[ $paper ];
		header( 'X-Robots-Tag: noindex, nofollow' );
		header( 'Referrer-Policy: no-referrer' );
		$title = 'certificate' === $paper ? __( 'Certificate of appreciation', 'temple-offerings' ) : $record['issuer']['title'];
		/* translators: 1: the document's title (收據 or 感謝狀), 2: receipt number. */
		$this->page->open( sprintf( __( '%1$s %2$s', 'temple-offerings' ), $title, $record['number'] ), $rules, 'temple-receipt-page temple-receipt-page-' . $paper );
		$this->templates->render(
			$template,
			array(
				'receipt'   => $record,
				'sections'  => ReceiptPlan::sections( $record['lines'] ),
				'gift'      => ReceiptPlan::certificate( $record['lines'] ),
				'date'      => RocYear::date_label( $record['issued'], $record['year_style'] ),
				'void_date' => null !== $record['void'] ? RocYear::date_label( $record['void']['at'], $record['year_style'] ) : '',
				'title'     => $title,
				'seal'      => $this->settings->seal_url(),
				'templates' => $this->templates,
			)
		);
		$this->page->close();
		exit;
	}
}
