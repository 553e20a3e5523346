<?php
/**
 * The Receipts box on the order screen.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\NationalId;
use TempleOfferings\Support\Templates;

/**
 * On the HPOS and the posts-storage order screens alike: every receipt of the
 * order, voided ones too, with its print links (A5, 80 mm, 感謝狀), and for
 * staff with the void capability (ReceiptSettings) the void, void-and-reissue
 * and reissue buttons, plus "Issue receipts" for a paid order without a live
 * receipt (paid before receipts existed, or voided without a replacement);
 * under them the audit log.
 *
 * The box sits inside the order's own form, where another form cannot be.
 * Its buttons and reason fields name a form of their own (the HTML `form`
 * attribute), which is printed at the end of the page (`admin_footer`),
 * outside the order's form: a void never saves the order, and saving the
 * order never voids.
 */
final class ReceiptBox {

	public const ID = 'temple-offerings-receipts';

	/** The id of the box's own form. */
	public const FORM = 'temple-offerings-receipts-form';

	/** The order whose box was drawn, whose form the footer prints. */
	private ?\WC_Order $drawn = null;

	/**
	 * @param ReceiptStore    $store     Where the order keeps its receipts.
	 * @param ReceiptSettings $settings  Who may void.
	 * @param Templates       $templates The box's templates.
	 * @param DonorId         $ids       The order's ID number for its receipts.
	 * @param ReceiptIssuer   $issuer    What a reissue would state.
	 */
	public function __construct( private ReceiptStore $store, private ReceiptSettings $settings, private Templates $templates, private DonorId $ids, private ReceiptIssuer $issuer ) {}

	/**
	 * Hooked on `add_meta_boxes` after the Believers box (ReceiptFeature),
	 * so it comes right after it, under the order's items, on both screens.
	 */
	public function add(): void {
		if ( ! function_exists( 'WC' ) ) {
			return;
		}
		foreach ( array_unique( array( wc_get_page_screen_id( 'shop-order' ), 'shop_order' ) ) as $screen ) {
			add_meta_box( self::ID, __( 'Receipts', 'temple-offerings' ), array( $this, 'render' ), $screen, 'normal', 'high' );
		}
	}

	/**
	 * The box: WooCommerce passes the order (HPOS) or its post (posts storage).
	 *
	 * @param \WC_Order|\WP_Post|mixed $subject Order or post.
	 */
	public function render( mixed $subject ): void {
		$order = $subject instanceof \WP_Post ? wc_get_order( $subject->ID ) : $subject;
		if ( ! $order instanceof \WC_Order || 'shop_order' !== $order->get_type() ) {
			return;
		}
		$records     = $this->store->records( $order );
		$can_change  = current_user_can( $this->settings->void_capability() );
		$this->drawn = $can_change ? $order : null;
		$rows        = array();
		foreach ( $records as $record ) {
			$rows[] = array(
				'receipt'    => array_merge( $record, array( 'payer_id' => NationalId::mask( $record['payer_id'] ) ) ),
				// What was refunded is not offered for a reissue.
				'reissuable' => $can_change && null !== $this->issuer->replacement( $order, $record ),
				'prints'     => array(
					'a5'          => ReceiptPrint::url( $order, $record['number'], 'a5' ),
					'80mm'        => ReceiptPrint::url( $order, $record['number'], '80mm' ),
					'certificate' => ReceiptPrint::url( $order, $record['number'], 'certificate' ),
				),
			);
		}
		// phpcs:ignore TempleOfferings.Security.NonceVerification.Recommended -- only chooses which message to show.
		$notice = is_string( $_GET['temple_receipt'] ?? null ) ? sanitize_key( wp_unslash( $_GET['temple_receipt'] ) ) : '';
		$this->templates->render(
			'admin/receipts-box',
			array(
				'rows'       => $rows,
				'log'        => $this->store->log( $order ),
				'can_change' => $can_change,
				'can_issue'  => $can_change && ReceiptIssuer::receiptable( $order ) && array() === ReceiptRecord::live( $records ),
				'paid'       => $order->is_paid(),
				'form'       => self::FORM,
				'donor_id'   => NationalId::mask( $this->ids->for_receipt( $order ) ),
				'overstated' => self::overstated( $order, $records ),
				'notice'     => ReceiptActions::message( $notice ),
				'failed'     => ReceiptActions::refused( $notice ),
			)
		);
	}

	/**
	 * After a refund that changed no receipt (one made elsewhere than the
	 * refund form, or one whose receipts staff kept): the live receipts'
	 * total and what the order kept, when the receipts hold more; null
	 * otherwise.
	 *
	 * @param \WC_Order                        $order   The order.
	 * @param array<int, array<string, mixed>> $records Its receipts.
	 * @return array{receipts: int, kept: int}|null
	 */
	private static function overstated( \WC_Order $order, array $records ): ?array {
		$refunded = (float) $order->get_total_refunded();
		if ( $refunded <= 0 ) {
			return null;
		}
		$receipts = array_sum( array_map( static fn( array $record ): int => (int) $record['total'], ReceiptRecord::live( $records ) ) );
		$kept     = ReceiptPlan::dollars( (float) $order->get_total() - $refunded );
		return $receipts > $kept ? array(
			'receipts' => $receipts,
			'kept'     => $kept,
		) : null;
	}

	/**
	 * Hooked on `admin_footer`: the box's own form, outside the order's.
	 */
	public function footer(): void {
		if ( null === $this->drawn ) {
			return;
		}
		$this->templates->render(
			'admin/receipts-form',
			array(
				'form'     => self::FORM,
				'url'      => admin_url( 'admin-post.php' ),
				'action'   => ReceiptActions::ACTION,
				'order_id' => $this->drawn->get_id(),
				'nonce'    => ReceiptActions::nonce_action( $this->drawn->get_id() ),
			)
		);
	}
}
