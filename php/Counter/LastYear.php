<?php
/**
 * Which past orders are "last year's" for a household renewing at the counter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use DateTimeImmutable;

/**
 * A year ago, give or take half a year: from 18 months back to 6 months
 * back. A household that renews a month early or a month late still finds
 * last year's registration (lamps for the new year are registered from
 * autumn to spring), and what it registered this season is never taken for
 * last year's, so "same as last year" cannot register it twice. Pure PHP.
 */
final class LastYear {

	public const MONTHS_BACK_FROM = 18;

	public const MONTHS_BACK_TO = 6;

	/**
	 * The window, as WooCommerce's `date_created` range of two Unix times.
	 *
	 * @param DateTimeImmutable $now Now, in the site's time zone.
	 * @return array{from: int, to: int}
	 */
	public static function window( DateTimeImmutable $now ): array {
		return array(
			'from' => $now->modify( '-' . self::MONTHS_BACK_FROM . ' months' )->getTimestamp(),
			'to'   => $now->modify( '-' . self::MONTHS_BACK_TO . ' months' )->getTimestamp(),
		);
	}

	/**
	 * Whether an order made at $created is one of last year's.
	 *
	 * @param int               $created The order's creation, a Unix time.
	 * @param DateTimeImmutable $now     Now.
	 */
	public static function holds( int $created, DateTimeImmutable $now ): bool {
		$window = self::window( $now );
		return $created >= $window['from'] && $created <= $window['to'];
	}
}
