<?php
/**
 * When a renewal reminder is due: the order's anniversary less the days setting.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use DateTimeImmutable;

/**
 * Pure date arithmetic, in whatever time zone the dates carry (the caller
 * passes the site's, so the anniversary is the shop's calendar date):
 *
 * - the anniversary is the same month and day one year after the payment,
 *   at the same time of day; a payment on 29 February has its anniversary
 *   on the last day of the next February (28 February), since that year has
 *   no 29th and 1 March would already be another month;
 * - the reminder is due that many days before it;
 * - a due time already past (an order marked paid long after it was paid, or
 *   a days setting larger than the time left) becomes "soon": now plus
 *   SOON seconds, so the worshipper still hears before the anniversary when
 *   possible, and the scheduler never gets a date in the past.
 */
final class ReminderDate {

	/** Seconds after now that a reminder whose date has passed is sent. */
	public const SOON = 300;

	/**
	 * The first anniversary of a payment.
	 *
	 * @param DateTimeImmutable $paid When the order was paid.
	 */
	public static function anniversary( DateTimeImmutable $paid ): DateTimeImmutable {
		$year  = (int) $paid->format( 'Y' ) + 1;
		$month = (int) $paid->format( 'n' );
		$last  = (int) $paid->setDate( $year, $month, 1 )->format( 't' );
		$day   = min( (int) $paid->format( 'j' ), $last );
		return $paid->setDate( $year, $month, $day );
	}

	/**
	 * When the reminder of an order paid at $paid is sent.
	 *
	 * @param DateTimeImmutable $paid When the order was paid.
	 * @param int               $days Days before the anniversary (negative counts as 0).
	 * @param DateTimeImmutable $now  The time it is now.
	 */
	public static function due( DateTimeImmutable $paid, int $days, DateTimeImmutable $now ): DateTimeImmutable {
		$due = self::anniversary( $paid )->modify( sprintf( '-%d days', max( 0, $days ) ) );
		return $due > $now ? $due : $now->modify( sprintf( '+%d seconds', self::SOON ) );
	}
}
