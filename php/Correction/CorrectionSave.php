<?php
/**
 * The one path of a correction, for staff and worshippers: open a believer
 * of a line, check and store a posted correction.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Order\LineBelievers;
use TempleOfferings\Order\OrderLine;
use TempleOfferings\Support\NamedLock;
use WC_Order;
use WC_Order_Item_Product;

/**
 * open() finds "believer I of line L of order O" (OrderLine: a line of
 * another order is not found, whoever asks); the caller has already checked
 * that the corrector may see O (staff: may edit it; the worshipper: it is
 * their own paid order).
 *
 * submit() checks the form's nonce, then whether the corrector may change
 * the believer (Corrector::refusal(): the worshipper not after the line's
 * cutoff, nor over a staff correction), then saves. The posted values are
 * put into the stored believer and checked with the page's rules
 * (BelieverCorrection); a refused one, or one made over a believer that
 * changed since its form was opened, stores nothing and hands back what was
 * typed. An accepted change is written where LineBelievers reads it (so
 * every list, print view and export follows) and becomes a private order
 * note naming who changed which fields; a staff change is marked final for
 * the worshipper (StaffCorrected); a worshipper's change is e-mailed to
 * staff (CorrectionMailer). A save without a change writes nothing. It holds
 * the line's lock (NamedLock `line`) and reads the line as stored now, so two
 * corrections of one line at once both stay, and a staff correction saved
 * meanwhile is seen.
 */
final class CorrectionSave {

	/** submit(): the form's nonce did not verify; nothing was read from the post but the typed values. */
	public const EXPIRED = 'expired';

	/**
	 * @param BelieverCorrection $correction What a correction does.
	 * @param LineBelievers      $lines      The one reader of a line's believers.
	 * @param NamedLock          $line_lock  One save of a line's believers at a time.
	 * @param LineCutoff         $cutoff     The line's cutoff.
	 * @param CorrectionMailer   $mailer     Tells staff of a worshipper's correction.
	 */
	public function __construct(
		private BelieverCorrection $correction,
		private LineBelievers $lines,
		private NamedLock $line_lock,
		private LineCutoff $cutoff,
		private CorrectionMailer $mailer
	) {}

	/**
	 * Believer $index of line $item_id of $order, or null when the order has
	 * no such line or the line no such believer (the caller answers 404).
	 *
	 * @param Corrector $who      Who is correcting (the caller checked they may see the order).
	 * @param WC_Order  $order    The order the request names.
	 * @param int       $item_id  The line the request names.
	 * @param int       $index    The believer the request names.
	 */
	public function open( Corrector $who, WC_Order $order, int $item_id, int $index ): ?CorrectionTarget {
		$item = OrderLine::find( $order, $item_id );
		$line = null === $item ? null : $this->lines->read( $item );
		if ( null === $item || null === $line || ! isset( $line['believers'][ $index ] ) ) {
			return null;
		}
		return new CorrectionTarget(
			$order,
			$item,
			$index,
			$line['kind'],
			$line['believers'],
			$this->cutoff->date_of( $item ),
			$who->refusal( $this->cutoff->is_past( $item ), StaffCorrected::is_final( $item, $index ) )
		);
	}

	/**
	 * submit() with the current request's form: its nonce, the believer's
	 * values and the fingerprint it was opened on. Staff's page and the
	 * worshipper's both post the same form (CorrectionForm).
	 *
	 * @param Corrector        $who    Who is correcting.
	 * @param CorrectionTarget $target The believer open().
	 */
	public function submit_posted( Corrector $who, CorrectionTarget $target ): string {
		// phpcs:disable TempleOfferings.Security.NonceVerification.Missing, TempleOfferings.Security.ValidatedSanitizedInput.InputNotSanitized -- submit() verifies the nonce first; the believer's values are cleaned by BelieverCorrection::apply() (BelieverSanitizer), the fingerprint only compared.
		return $this->submit(
			$who,
			$target,
			wp_unslash( $_POST['_wpnonce'] ?? '' ),
			wp_unslash( $_POST['believer'] ?? array() ),
			wp_unslash( $_POST['was'] ?? '' )
		);
		// phpcs:enable
	}

	/**
	 * Handles a posted form; sets the target's outcome (and values and
	 * errors to show again) and returns the outcome: EXPIRED,
	 * Corrector::PAST_CUTOFF or STAFF_FINAL (nothing read but the typed
	 * values), 'busy' (the lock did not come), 'refused' (errors), 'stale'
	 * (changed meanwhile), 'unchanged' or 'saved'.
	 *
	 * @param Corrector        $who    Who is correcting.
	 * @param CorrectionTarget $target The believer open().
	 * @param mixed            $nonce  The posted `_wpnonce`.
	 * @param mixed            $posted The form's `believer` values, unslashed.
	 * @param mixed            $was    The posted fingerprint of the believer the form was opened on.
	 */
	public function submit( Corrector $who, CorrectionTarget $target, mixed $nonce, mixed $posted, mixed $was ): string {
		$action = $who->nonce_action( $target->order->get_id(), $target->item->get_id(), $target->index );
		if ( ! is_string( $nonce ) || false === wp_verify_nonce( sanitize_key( $nonce ), $action ) ) {
			// Nothing is stored, but what was typed comes back (cleaned) under a fresh nonce, so it is not lost.
			return $this->settle( $target, self::EXPIRED, $this->typed( $target, $posted ) );
		}
		if ( '' !== $target->refusal ) {
			// Shown read-only: the believer as stored, not what was posted.
			return $this->settle( $target, $target->refusal, $target->values );
		}
		$was = is_string( $was ) ? sanitize_text_field( $was ) : '';
		[ $locked, $result ] = $this->line_lock->run(
			$target->item->get_id(),
			fn(): array => $this->save_locked( $who, $target, $posted, $was )
		);
		if ( ! $locked || ! is_array( $result ) ) {
			return $this->settle( $target, 'busy', $this->typed( $target, $posted ) );
		}
		if ( Corrector::STAFF_FINAL === $result['outcome'] ) {
			$target->refusal = Corrector::STAFF_FINAL;
		}
		if ( 'saved' === $result['outcome'] && ! $who->is_staff() ) {
			$this->mailer->notify( $target->order, $target->item, $target->index, $result['values'], $target->kind, $result['changes'] );
		}
		return $this->settle( $target, $result['outcome'], $result['values'], $result['errors'] );
	}

	/**
	 * Staff reopen a believer they corrected, so the worshipper may correct
	 * it again (until the line's cutoff): the mark goes, under the line's
	 * lock, and an order note says who reopened which believer.
	 *
	 * @param Corrector        $who    Staff.
	 * @param CorrectionTarget $target The believer.
	 * @return bool Whether it was reopened (false: not staff, not marked, or the lock did not come).
	 */
	public function reopen( Corrector $who, CorrectionTarget $target ): bool {
		if ( ! $who->is_staff() ) {
			return false;
		}
		[ $locked, $done ] = $this->line_lock->run(
			$target->item->get_id(),
			static function () use ( $target ): bool {
				$item = OrderLine::fresh( $target->item->get_id() );
				if ( null === $item || ! StaffCorrected::is_final( $item, $target->index ) ) {
					return false;
				}
				StaffCorrected::set( $item, $target->index, false );
				$item->save();
				return true;
			}
		);
		if ( ! $locked || true !== $done ) {
			return false;
		}
		/* translators: 1: staff member's display name, 2: position of the believer on the order line, from 1, 3: offering (product) name. */
		$note = sprintf( __( '%1$s let the customer correct believer %2$d of %3$s again.', 'temple-offerings' ), $who->name(), $target->index + 1, $target->item->get_name() );
		$target->order->add_order_note( esc_html( $note ), 0, true );
		return true;
	}

	/**
	 * The save itself, under the line's lock, on the line as stored now.
	 *
	 * @param Corrector        $who    Who is correcting.
	 * @param CorrectionTarget $target The believer.
	 * @param mixed            $posted Posted values.
	 * @param string           $was    Fingerprint the form was opened on.
	 * @return array{outcome: string, values: array<string, mixed>, errors: array<string, string>, changes: array<int, array{0: string, 1: string, 2: string}>}
	 */
	private function save_locked( Corrector $who, CorrectionTarget $target, mixed $posted, string $was ): array {
		$index = $target->index;
		$kind  = $target->kind;
		$item  = OrderLine::fresh( $target->item->get_id() );
		$line  = null === $item ? null : $this->lines->read( $item );
		$typed = array(
			'values'  => $this->typed( $target, $posted ),
			'errors'  => array(),
			'changes' => array(),
		);
		if ( null === $item || null === $line || ! isset( $line['believers'][ $index ] ) ) {
			// The line lost this believer meanwhile: the form comes back with what was typed.
			return array( 'outcome' => 'stale' ) + $typed;
		}
		// Staff may have corrected (and so closed) this believer since the request opened it.
		$refusal = $who->refusal( false, StaffCorrected::is_final( $item, $index ) );
		if ( '' !== $refusal ) {
			return array(
				'outcome' => $refusal,
				'values'  => $line['believers'][ $index ],
			) + $typed;
		}
		$believers = $line['believers'];
		$old       = $believers[ $index ];
		$new       = $this->correction->apply( $old, $posted, $kind );
		$errors    = $this->correction->errors( $new, $kind );
		$result    = array(
			'outcome' => 'refused',
			'values'  => $new,
			'errors'  => $errors,
			'changes' => array(),
		);
		if ( array() !== $errors ) {
			return $result;
		}
		if ( ! hash_equals( self::fingerprint( $old ), $was ) ) {
			return array( 'outcome' => 'stale' ) + $result;
		}
		$changes = $this->correction->changes( $old, $new, $kind );
		if ( array() === $changes ) {
			return array( 'outcome' => 'unchanged' ) + $result;
		}
		$believers[ $index ] = $new;
		$item->update_meta_data( LineBelievers::DATA_KEY, $believers );
		if ( $who->is_staff() ) {
			StaffCorrected::set( $item, $index, true );
		}
		$item->save();
		$note = $this->correction->note( $changes, $who->name(), $item->get_name(), $index + 1 );
		// Escaped as text: WooCommerce shows notes as HTML, and a typed value is no markup.
		$target->order->add_order_note( esc_html( $note ), 0, true );
		return array(
			'outcome' => 'saved',
			'changes' => $changes,
		) + $result;
	}

	/**
	 * Records a submit's outcome on the target.
	 *
	 * @param CorrectionTarget      $target  The believer.
	 * @param string                $outcome What it came to.
	 * @param array<string, mixed>  $values  Values to show.
	 * @param array<string, string> $errors  Their messages.
	 */
	private function settle( CorrectionTarget $target, string $outcome, array $values, array $errors = array() ): string {
		$target->outcome = $outcome;
		$target->values  = $values;
		$target->errors  = $errors;
		return $outcome;
	}

	/**
	 * What was typed, put into the stored believer and cleaned, without
	 * checking or storing it: a form refused before its save shows it again
	 * rather than losing it.
	 *
	 * @param CorrectionTarget $target The believer.
	 * @param mixed            $posted The form's `believer` values, unslashed.
	 * @return array<string, mixed>
	 */
	private function typed( CorrectionTarget $target, mixed $posted ): array {
		return $this->correction->apply( $target->values, $posted, $target->kind );
	}

	/**
	 * A short fingerprint of a stored believer, posted with its form so a
	 * save notices a correction made meanwhile by someone else.
	 *
	 * @param array<string, mixed> $believer Believer as read.
	 */
	public static function fingerprint( array $believer ): string {
		return md5( (string) wp_json_encode( $believer ) );
	}
}
