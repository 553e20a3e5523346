<?php
/**
 * My Account → 收據: the donor's ID number for their receipts, asked for only by those who want it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Domain\NationalId;

/**
 * A small form at the top of the receipts page: the number kept (masked,
 * never written out in full on a screen), a field to give or change it, and
 * a box to remove it. Posted to the page itself with a nonce; a number that
 * is no valid ID number is refused with a message and kept in the field, so
 * the donor corrects it instead of typing it again; a saved one leads back
 * to the page (a reload posts nothing twice). Receipts in the account
 * holder's name issued from then on carry it (DonorId).
 */
final class DonorIdForm {

	public const NONCE = 'temple_offerings_donor_id';

	/** The form's marker field. */
	public const FIELD = 'temple_offerings_donor_id_form';

	/** What was typed, when it was refused. */
	private string $typed = '';

	/**
	 * @param DonorId $ids The ID numbers.
	 */
	public function __construct( private DonorId $ids ) {}

	/**
	 * Hooked on `template_redirect`: saves a posted form of the signed-in
	 * worshipper.
	 */
	public function handle(): void {
		if ( ! isset( $_POST[ self::FIELD ] ) || ! is_user_logged_in() ) {
			return;
		}
		check_admin_referer( self::NONCE );
		$input   = wp_unslash( $_POST ); // phpcs:ignore TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- the number goes through DonorId::typed(), the box is only tested.
		$user_id = get_current_user_id();
		if ( isset( $input['donor_id_remove'] ) ) {
			$this->ids->set_user( $user_id, '' );
			wc_add_notice( __( 'Your ID number was removed: receipts issued from now on do not carry it.', 'temple-offerings' ) );
		} else {
			$typed = is_string( $input['donor_id'] ?? null ) ? sanitize_text_field( $input['donor_id'] ) : '';
			$id    = DonorId::typed( $typed );
			if ( null === $id ) {
				$this->typed = mb_substr( $typed, 0, 20 );
				wc_add_notice( __( 'This is not a valid ID number: a letter, then nine digits (e.g. A123456789). Nothing was saved.', 'temple-offerings' ), 'error' );
				return;
			}
			$this->ids->set_user( $user_id, $id );
			wc_add_notice( __( 'Your ID number was saved: receipts in your name issued from now on carry it.', 'temple-offerings' ) );
		}
		wp_safe_redirect( wc_get_account_endpoint_url( ReceiptAccountPage::ENDPOINT ) );
		exit;
	}

	/**
	 * What the form's template prints (account/donor-id.php), for the receipts page.
	 *
	 * @param int $user_id The signed-in worshipper.
	 * @return array{masked: string, typed: string, field: string, nonce: string, action: string}
	 */
	public function fields( int $user_id ): array {
		return array(
			'masked' => NationalId::mask( $this->ids->of_user( $user_id ) ),
			'typed'  => $this->typed,
			'field'  => self::FIELD,
			'nonce'  => self::NONCE,
			'action' => wc_get_account_endpoint_url( ReceiptAccountPage::ENDPOINT ),
		);
	}
}
