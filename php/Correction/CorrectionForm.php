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
	 * @param CorrectionFields   $fields   The believer's fields.
	 * @param BelieverLines      $readable Believers as people read them (the read-only view).
	 * @param RegistrationCutoff $cutoff   Writes the cutoff day.
	 */
	public function __construct( private CorrectionFields $fields, private BelieverLines $readable, private RegistrationCutoff $cutoff ) {}

	/**
	 * Prints the form.
	 *
	 * @param Corrector        $who    Who is correcting.
	 * @param CorrectionTarget $target The believer and the last save's outcome.
	 * @param string           $action The form's own address (it posts to itself).
	 * @param string           $back   The order's address.
	 */
	public function render( Corrector $who, CorrectionTarget $target, string $action, string $back ): void {
		$staff    = $who->is_staff();
		$refusal  = $target->refusal;
		$title_id = 'temple-offerings-correction-title';
		$title    = '' === $refusal ? __( 'Correct a believer', 'temple-offerings' ) : __( 'A believer\'s details', 'temple-offerings' );
		if ( $staff ) {
			echo '<div class="wrap temple-correction"><h1 id="' . esc_attr( $title_id ) . '">' . esc_html( $title ) . '</h1>';
		} else {
			echo '<section class="temple-offerings-correction" aria-labelledby="' . esc_attr( $title_id ) . '"><h2 id="' . esc_attr( $title_id ) . '">' . esc_html( $title ) . '</h2>';
		}
		/* translators: 1: order number, 2: offering (product) name, 3: position of the believer on the line, from 1, 4: number of believers on the line. */
		echo '<p class="temple-correction-what">' . esc_html( sprintf( __( 'Order #%1$s · %2$s · believer %3$d of %4$d', 'temple-offerings' ), $target->order->get_order_number(), $target->item->get_name(), $target->index + 1, count( $target->believers ) ) ) . '</p>';
		if ( null !== $target->cutoff ) {
			/* translators: %s: the registration cutoff day, e.g. 2026年12月31日. */
			echo '<p class="temple-offerings-correct__cutoff">' . esc_html( sprintf( __( 'Registration cutoff: %s', 'temple-offerings' ), $this->cutoff->label( $target->cutoff ) ) ) . '</p>';
		}
		$close = $staff ? '</div>' : '</section>';
		if ( '' !== $refusal ) {
			$this->read_only( $target );
			echo '<p><a class="button" href="' . esc_url( $back ) . '">' . esc_html__( 'Back to the order', 'temple-offerings' ) . '</a></p>' . $close; // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- a fixed closing tag.
			return;
		}
		echo '<p>' . esc_html(
			$staff
				? __( 'The offering, its quantity and the number of believers stay as ordered. Every change is written as an order note.', 'temple-offerings' )
				: __( 'You can correct these details until the registration cutoff. The offering and the number of believers stay as ordered; the temple is told of every change.', 'temple-offerings' )
		) . '</p>';
		$this->alert( $who, $target );
		echo '<form method="post" action="' . esc_url( $action ) . '" novalidate>';
		wp_nonce_field( $who->nonce_action( $target->order->get_id(), $target->item->get_id(), $target->index ) );
		echo '<input type="hidden" name="was" value="' . esc_attr( CorrectionSave::fingerprint( $target->believers[ $target->index ] ?? array() ) ) . '">';
		$this->fields->render( $target->kind, $target->values, $target->errors );
		echo '<p class="submit"><button type="submit" class="' . esc_attr( $staff ? 'button button-primary' : 'button wp-element-button' ) . '">' . esc_html__( 'Save corrections', 'temple-offerings' ) . '</button> ';
		echo '<a class="button" href="' . esc_url( $back ) . '">' . esc_html__( 'Back to the order', 'temple-offerings' ) . '</a></p>';
		echo '</form>' . $close; // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- a fixed closing tag.
	}

	/**
	 * What became of the last save, when it stored nothing: one alert.
	 *
	 * @param Corrector        $who    Who is correcting.
	 * @param CorrectionTarget $target The believer.
	 */
	private function alert( Corrector $who, CorrectionTarget $target ): void {
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
			return;
		}
		$class = $who->is_staff() ? ( 'refused' === $target->outcome ? 'notice notice-error' : 'notice notice-warning' ) : 'woocommerce-error';
		echo '<div class="' . esc_attr( $class ) . '" role="alert"><p>' . esc_html( $message ) . '</p>';
		if ( array() !== $target->errors ) {
			echo '<ul>';
			foreach ( $target->errors as $path => $error ) {
				echo '<li><a href="#' . esc_attr( CorrectionFields::control_id( $path ) ) . '">' . esc_html( $error ) . '</a></li>';
			}
			echo '</ul>';
		}
		echo '</div>';
	}

	/**
	 * The believer as read, without controls, and why it cannot be changed;
	 * after a refused save, that nothing was saved.
	 *
	 * @param CorrectionTarget $target The believer.
	 */
	private function read_only( CorrectionTarget $target ): void {
		$past = Corrector::PAST_CUTOFF === $target->refusal;
		if ( $target->outcome === $target->refusal ) {
			$refused = $past
				? __( 'The registration cutoff has passed: nothing was saved.', 'temple-offerings' )
				: __( 'The temple has corrected this believer\'s details: nothing was saved.', 'temple-offerings' );
			echo '<div class="woocommerce-error" role="alert">' . esc_html( $refused ) . '</div>';
		}
		$why = $past
			? __( 'The registration cutoff has passed: these details can no longer be corrected. Please contact the temple if something is wrong.', 'temple-offerings' )
			: __( 'The temple has corrected these details, so they can no longer be changed here. Please contact the temple if something is wrong.', 'temple-offerings' );
		echo '<p>' . esc_html( $why ) . '</p>';
		$group = $this->readable->groups( array( $target->values ), $target->kind )[0] ?? null;
		if ( null === $group ) {
			return;
		}
		/* translators: a believer's heading; 1: Believer 1, 2: name and gender. */
		echo '<div class="temple-offerings-correction__read-only"><p><strong>' . esc_html( sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $group['label'], $group['heading'] ) ) . '</strong>';
		foreach ( $group['parts'] as $part ) {
			echo '<br>' . esc_html( $part );
		}
		echo '</p></div>';
	}
}
