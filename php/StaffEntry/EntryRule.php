<?php
/**
 * How many believers staff may register on an order line at once.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\StaffEntry;

use TempleOfferings\Order\LineCompleteness;

/**
 * Staff register the believers a line is missing, never more: each place
 * sold takes one believer, so a save of more believers than the places
 * nobody is registered for would make a line hold someone without a place.
 * The form posts how many believers the line stored when it opened; a line
 * that changed since (someone else registered or corrected believers, a
 * refund took some) is refused rather than guessed at, since the places the
 * form offered may no longer be free. Pure PHP.
 */
final class EntryRule {

	/** The line stores another number of believers than the form was opened on. */
	public const CHANGED = 'changed';

	/** Nothing was sent. */
	public const NONE = 'none';

	/** More believers than the line's places without one. */
	public const TOO_MANY = 'too_many';

	/**
	 * Why a save may not happen, or '' when it may.
	 *
	 * @param int              $posted      Believers sent.
	 * @param int              $stored_seen Believers the line stored when the form opened.
	 * @param int              $stored_now  Believers the line stores now (refunded ones included).
	 * @param LineCompleteness $line        The line now, refunds taken off.
	 * @return string '', CHANGED, NONE or TOO_MANY.
	 */
	public static function refusal( int $posted, int $stored_seen, int $stored_now, LineCompleteness $line ): string {
		if ( $stored_seen !== $stored_now ) {
			return self::CHANGED;
		}
		if ( $posted < 1 ) {
			return self::NONE;
		}
		return $posted > $line->missing() ? self::TOO_MANY : '';
	}
}
