<?php
/**
 * Staff's "let the customer correct again" button in the Believers box and its handler.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use WC_Order;

/**
 * A staff correction is final for the worshipper (StaffCorrected); this
 * button, under the believer in the order screen's Believers box, takes
 * that away, so the worshipper may correct the believer again until the
 * line's cutoff. A link, not a form: the box sits inside the order's own
 * form. Needs the right to edit the order and a nonce naming the order,
 * the line and the believer; the line must be the order's (the same 404
 * as the correction page otherwise). Each reopen is an order note.
 */
final class ReopenCorrection {

	public const ACTION = 'temple_offerings_reopen_correction';

	/**
	 * @param CorrectionSave $saver The one path of a correction.
	 */
	public function __construct( private CorrectionSave $saver ) {}

	/**
	 * The button's address for one believer (nonce included; raw, escape on output).
	 *
	 * @param int $order_id Order id.
	 * @param int $item_id  Line id.
	 * @param int $index    Believer's index.
	 */
	public static function url( int $order_id, int $item_id, int $index ): string {
		return add_query_arg(
			array(
				'action'   => self::ACTION,
				'order_id' => $order_id,
				'item_id'  => $item_id,
				'index'    => $index,
				'_wpnonce' => wp_create_nonce( self::nonce_action( $order_id, $item_id, $index ) ),
			),
			admin_url( 'admin-post.php' )
		);
	}

	/**
	 * admin-post handler: reopens, notes who did it, and goes back to the order.
	 */
	public function handle(): void {
		// The ids name the nonce, checked next.
		$order_id = absint( $_GET['order_id'] ?? 0 );
		$item_id  = absint( $_GET['item_id'] ?? 0 );
		$index    = absint( $_GET['index'] ?? 0 );
		check_admin_referer( self::nonce_action( $order_id, $item_id, $index ) );
		$order = wc_get_order( $order_id );
		if ( $order instanceof WC_Order && ! StaffCorrectionPage::may_edit( $order ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to correct the believers of this order.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		$who    = StaffCorrectionPage::corrector();
		$target = $order instanceof WC_Order ? $this->saver->open( $who, $order, $item_id, $index ) : null;
		if ( null === $target ) {
			wp_die( esc_html__( 'This believer does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
			return;
		}
		$this->saver->reopen( $who, $target );
		wp_safe_redirect( StaffCorrectionPage::back_to_box( $target->order, $target->item->get_id(), 'reopened' ) );
		exit;
	}

	/**
	 * The nonce action for one believer.
	 *
	 * @param int $order_id Order id.
	 * @param int $item_id  Line id.
	 * @param int $index    Believer's index.
	 */
	private static function nonce_action( int $order_id, int $item_id, int $index ): string {
		return self::ACTION . '_' . $order_id . '_' . $item_id . '_' . $index;
	}
}
