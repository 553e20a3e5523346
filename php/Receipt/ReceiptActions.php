<?php
/**
 * What staff do to an order's receipts from its Receipts box.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * One admin-post action: void (with a reason), void and reissue, reissue a
 * voided receipt, or issue the receipts of a paid order that has no live
 * one. Needs the void capability chosen in the settings and the nonce of
 * the order's box; the receipt must be one of that order's. Staff come back
 * to the order screen, told what was done or why not.
 */
final class ReceiptActions {

	public const ACTION = 'temple_offerings_receipts';

	/** The answer when the change was made. */
	public const DONE = 'done';

	/**
	 * @param ReceiptIssuer   $issuer   Makes the change.
	 * @param ReceiptSettings $settings Who may.
	 * @param DonorId         $ids      The order's ID number for its receipts.
	 */
	public function __construct( private ReceiptIssuer $issuer, private ReceiptSettings $settings, private DonorId $ids ) {}

	/**
	 * The nonce action of one order's box.
	 *
	 * @param int $order_id Order id.
	 */
	public static function nonce_action( int $order_id ): string {
		return self::ACTION . '_' . $order_id;
	}

	/**
	 * What staff are told after a change, by its answer; '' for none.
	 *
	 * @param string $answer DONE or ReceiptIssuer's reason.
	 */
	public static function message( string $answer ): string {
		return match ( $answer ) {
			self::DONE  => __( 'The receipts were updated; the change is in the log below and in the order notes.', 'temple-offerings' ),
			'no_reason' => __( 'Nothing was voided: give the reason for voiding the receipt.', 'temple-offerings' ),
			'busy'      => __( 'Another change to these receipts was under way. Nothing was changed: try again.', 'temple-offerings' ),
			'not_live'  => __( 'This receipt was already voided.', 'temple-offerings' ),
			'not_void', 'replaced' => __( 'Only a voided receipt without a replacement can be reissued.', 'temple-offerings' ),
			'none'      => __( 'No receipt was issued: the order is not paid, already has a receipt, or nothing on it was paid for.', 'temple-offerings' ),
			'not_found' => __( 'There is no such receipt.', 'temple-offerings' ),
			'refunded'  => __( 'Nothing was changed: what this receipt was for has been refunded, so a reissue would state money the temple gave back. Void it without a reissue.', 'temple-offerings' ),
			'id_saved'  => __( 'The ID number was saved: receipts in the payer’s name issued from now on carry it.', 'temple-offerings' ),
			'id_removed' => __( 'The ID number was removed from this order.', 'temple-offerings' ),
			'id_invalid' => __( 'This is not a valid ID number: a letter, then nine digits (e.g. A123456789). Nothing was saved.', 'temple-offerings' ),
			default     => '',
		};
	}

	/**
	 * Whether an answer says the change was refused.
	 *
	 * @param string $answer DONE, an ID answer, or ReceiptIssuer's reason.
	 */
	public static function refused( string $answer ): bool {
		return '' !== $answer && ! in_array( $answer, array( self::DONE, 'id_saved', 'id_removed' ), true );
	}

	/**
	 * admin-post handler.
	 */
	public function handle(): void {
		$input    = wp_unslash( $_POST ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- each value is cleaned where it is read.
		$order_id = is_string( $input['order_id'] ?? null ) ? absint( $input['order_id'] ) : 0;
		if ( ! current_user_can( $this->settings->void_capability() ) ) {
			wp_die( esc_html__( 'Sorry, you are not allowed to void or reissue receipts.', 'temple-offerings' ), '', array( 'response' => 403 ) );
		}
		check_admin_referer( self::nonce_action( $order_id ) );
		$order = wc_get_order( $order_id );
		if ( ! $order instanceof \WC_Order || 'shop_order' !== $order->get_type() ) {
			wp_die( esc_html__( 'This order does not exist.', 'temple-offerings' ), '', array( 'response' => 404 ) );
			return;
		}
		$answer = $this->act( $order, $input );
		wp_safe_redirect( add_query_arg( 'temple_receipt', '' === $answer ? self::DONE : $answer, $order->get_edit_order_url() ) . '#' . ReceiptBox::ID );
		exit;
	}

	/**
	 * The change the pressed button asks for.
	 *
	 * @param \WC_Order            $order The order.
	 * @param array<string, mixed> $input The posted fields.
	 * @return string '' when done; else why not.
	 */
	private function act( \WC_Order $order, array $input ): string {
		$reasons = is_array( $input['reason'] ?? null ) ? $input['reason'] : array();
		foreach ( array( 'void', 'void_reissue' ) as $button ) {
			if ( is_string( $input[ $button ] ?? null ) ) {
				$number = $input[ $button ];
				$reason = is_string( $reasons[ $number ] ?? null ) ? sanitize_text_field( $reasons[ $number ] ) : '';
				return $this->issuer->void( $order, $number, $reason, 'void_reissue' === $button );
			}
		}
		if ( is_string( $input['reissue'] ?? null ) ) {
			return $this->issuer->reissue( $order, $input['reissue'] );
		}
		if ( isset( $input['donor_id_save'] ) ) {
			return $this->save_id( $order, $input );
		}
		if ( isset( $input['issue'] ) ) {
			return array() === $this->issuer->issue_missing( $order ) ? 'none' : '';
		}
		return 'not_found';
	}

	/**
	 * Sets or removes the order's ID number for its receipts.
	 *
	 * @param \WC_Order            $order The order.
	 * @param array<string, mixed> $input The posted fields.
	 * @return string Its answer (id_saved, id_removed, id_invalid).
	 */
	private function save_id( \WC_Order $order, array $input ): string {
		if ( isset( $input['donor_id_remove'] ) ) {
			$this->ids->set_order( $order, '' );
			$order->save();
			return 'id_removed';
		}
		$id = DonorId::typed( is_string( $input['donor_id'] ?? null ) ? sanitize_text_field( $input['donor_id'] ) : '' );
		if ( null === $id ) {
			return 'id_invalid';
		}
		$this->ids->set_order( $order, $id );
		$order->save();
		return 'id_saved';
	}
}
