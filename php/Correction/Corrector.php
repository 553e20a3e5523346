<?php
/**
 * Who is correcting a believer, and what they may change.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

/**
 * Corrections are one feature with two kinds of people using it:
 *
 * - staff (whoever may edit the order) correct any believer of any order at
 *   any time; their correction is final for the worshipper until staff
 *   reopen it (StaffCorrected);
 * - the worshipper corrects only the believers of their own paid orders
 *   (checked before a believer is opened: anyone else's line is not found),
 *   only until the line's cutoff, and never over a staff correction.
 *
 * Without WordPress: the request's side (who is logged in, whether the day
 * has passed, whether staff corrected the believer) is asked by the caller.
 */
final class Corrector {

	public const STAFF      = 'staff';
	public const WORSHIPPER = 'worshipper';

	/** refusal(): the line's registration cutoff has passed. */
	public const PAST_CUTOFF = 'cutoff';

	/** refusal(): staff corrected this believer and have not reopened it. */
	public const STAFF_FINAL = 'staff-final';

	/**
	 * @param string $role STAFF or WORSHIPPER.
	 * @param string $name Who, as the order note names them.
	 */
	private function __construct( private string $role, private string $name ) {}

	/**
	 * A staff member.
	 *
	 * @param string $name Their display name.
	 */
	public static function staff( string $name ): self {
		return new self( self::STAFF, $name );
	}

	/**
	 * The worshipper who placed the order.
	 *
	 * @param string $name As the order note names them (王小明（顧客）).
	 */
	public static function worshipper( string $name ): self {
		return new self( self::WORSHIPPER, $name );
	}

	/**
	 * Whether staff are correcting.
	 */
	public function is_staff(): bool {
		return self::STAFF === $this->role;
	}

	/**
	 * Who, as the order note names them.
	 */
	public function name(): string {
		return $this->name;
	}

	/**
	 * Why this corrector may not change a believer they can see, or '' when they may.
	 *
	 * @param bool $past_cutoff Whether the line's cutoff has passed.
	 * @param bool $staff_final Whether staff corrected the believer and have not reopened it.
	 * @return string '', PAST_CUTOFF or STAFF_FINAL.
	 */
	public function refusal( bool $past_cutoff, bool $staff_final ): string {
		if ( $this->is_staff() ) {
			return '';
		}
		if ( $past_cutoff ) {
			return self::PAST_CUTOFF;
		}
		return $staff_final ? self::STAFF_FINAL : '';
	}

	/**
	 * The nonce action of one believer's form: one per form, so a form's
	 * nonce never saves another believer, or the other kind of form.
	 *
	 * @param int $order_id Order id.
	 * @param int $item_id  Line id.
	 * @param int $index    Believer's index on the line.
	 */
	public function nonce_action( int $order_id, int $item_id, int $index ): string {
		$prefix = $this->is_staff() ? 'temple_offerings_correct_' : 'temple_offerings_customer_correct_';
		return $prefix . $order_id . '_' . $item_id . '_' . $index;
	}
}
