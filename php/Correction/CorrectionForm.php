<?php
/**
 * The correction form, for staff on the admin page and for the worshipper in My Account.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Support\Templates;

/**
 * One form: which believer of which order and offering, the line's cutoff,
 * what became of the last save (one alert, with a link to each field's
 * message), then the fields (CorrectionFields) under a nonce naming the
 * corrector, the order, the line and the believer, and the fingerprint of
 * the believer as stored (so a save notices a correction made meanwhile).
 * When the corrector may not change the believer (the worshipper after the
 * cutoff, or over a staff correction) it shows the believer read-only and
 * says why. Only the frame follows the screen: the admin's `wrap` and
 * notices for staff, the shop theme's section and notices for the worshipper.
 */
final class CorrectionForm {

	/**
	 * @param CorrectionFields   $fields    The believer's fields.
	 * @param BelieverLines      $readable  Believers as people read them (the read-only view).
	 * @param RegistrationCutoff $cutoff    Writes the cutoff day.
	 * @param Templates          $templates The form's template (a theme may override it).
	 */
	public function __construct( private CorrectionFields $fields, private BelieverLines $readable, private RegistrationCutoff $cutoff, private Templates $templates ) {}

	/**
	 * Prints the form (templates/temple-offerings/correction-form.php).
	 *
	 * @param Corrector        $who    Who is correcting.
	 * @param CorrectionTarget $target The believer and the last save's outcome.
	 * @param string           $action The form's own address (it posts to itself).
	 * @param string           $back   The order's address.
	 */
	public function render( Corrector $who, CorrectionTarget $target, string $action, string $back ): void {
		$staff = $who->is_staff();
		$open  = '' === $target->refusal;
		$this->templates->render(
			'correction-form',
			array(
				'staff'     => $staff,
				'title'     => $open ? __( 'Correct a believer', 'temple-offerings' ) : __( 'A believer\'s details', 'temple-offerings' ),
				/* translators: 1: order number, 2: offering (product) name, 3: position of the believer on the line, from 1, 4: number of believers on the line. */
				'what'      => sprintf( __( 'Order #%1$s · %2$s · believer %3$d of %4$d', 'temple-offerings' ), $target->order->get_order_number(), $target->item->get_name(), $target->index + 1, count( $target->believers ) ),
				/* translators: %s: the registration cutoff day, e.g. 2026年12月31日. */
				'cutoff'    => null === $target->cutoff ? '' : sprintf( __( 'Registration cutoff: %s', 'temple-offerings' ), $this->cutoff->label( $target->cutoff ) ),
				'read_only' => $open ? null : $this->read_only( $target ),
				'intro'     => $staff
					? __( 'The offering, its quantity and the number of believers stay as ordered. Every change is written as an order note.', 'temple-offerings' )
					: __( 'You can correct these details until the registration cutoff. The offering and the number of believers stay as ordered; the temple is told of every change.', 'temple-offerings' ),
				'alert'     => $open ? $this->alert( $who, $target ) : null,
				'action'    => $action,
				'nonce'     => $who->nonce_action( $target->order->get_id(), $target->item->get_id(), $target->index ),
				'was'       => CorrectionSave::fingerprint( $target->believers[ $target->index ] ?? array() ),
				'rows'      => $open ? $this->fields->rows( $target->kind, $target->values, $target->errors ) : array(),
				'back'      => $back,
			)
		);
	}

	/**
	 * What became of the last save, when it stored nothing: one alert, with
	 * a link to each field's message.
	 *
	 * @param Corrector        $who    Who is correcting.
	 * @param CorrectionTarget $target The believer.
	 * @return array{class: string, message: string, errors: array<int, array{id: string, text: string}>}|null
	 */
	private function alert( Corrector $who, CorrectionTarget $target ): ?array {
		$messages = array(
			CorrectionSave::EXPIRED => __( 'This form had expired, so nothing was saved. What you typed is kept below: please check it and save again.', 'temple-offerings' ),
			'stale'                 => $who->is_staff()
				? __( 'Someone else corrected this believer while the form was open. Nothing was saved: check the values below and save again.', 'temple-offerings' )
				: __( 'The temple corrected this believer while the form was open. Nothing was saved: check the values below and save again.', 'temple-offerings' ),
			'busy'                  => __( 'Another correction of this order line was being saved. Nothing was saved: please save again.', 'temple-offerings' ),
			'refused'               => __( 'Nothing was saved. Please correct the marked fields.', 'temple-offerings' ),
		);
		$message = $messages[ $target->outcome ] ?? null;
		if ( null === $message ) {
			return null;
		}
		$errors = array();
		foreach ( $target->errors as $path => $error ) {
			$errors[] = array(
				'id'   => CorrectionFields::control_id( (string) $path ),
				'text' => $error,
			);
		}
		return array(
			'class'   => $who->is_staff() ? ( 'refused' === $target->outcome ? 'notice notice-error' : 'notice notice-warning' ) : 'woocommerce-error',
			'message' => $message,
			'errors'  => $errors,
		);
	}

	/**
	 * The believer as read, without controls, and why it cannot be changed;
	 * after a refused save, that nothing was saved.
	 *
	 * @param CorrectionTarget $target The believer.
	 * @return array{refused: string, why: string, heading: string|null, parts: string[]}
	 */
	private function read_only( CorrectionTarget $target ): array {
		$past    = Corrector::PAST_CUTOFF === $target->refusal;
		$refused = '';
		if ( $target->outcome === $target->refusal ) {
			$refused = $past
				? __( 'The registration cutoff has passed: nothing was saved.', 'temple-offerings' )
				: __( 'The temple has corrected this believer\'s details: nothing was saved.', 'temple-offerings' );
		}
		$group = $this->readable->groups( array( $target->values ), $target->kind )[0] ?? null;
		return array(
			'refused' => $refused,
			'why'     => $past
				? __( 'The registration cutoff has passed: these details can no longer be corrected. Please contact the temple if something is wrong.', 'temple-offerings' )
				: __( 'The temple has corrected these details, so they can no longer be changed here. Please contact the temple if something is wrong.', 'temple-offerings' ),
			/* translators: a believer's heading; 1: Believer 1, 2: name and gender. */
			'heading' => null === $group ? null : sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $group['label'], $group['heading'] ),
			'parts'   => null === $group ? array() : $group['parts'],
		);
	}
}
