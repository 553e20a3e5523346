<?php
/**
 * The "days before the anniversary" setting of the renewal reminder.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

/**
 * Stored with the reminder e-mail's own settings (WooCommerce → Settings →
 * Emails → Renewal reminder), where WooCommerce keeps every e-mail's
 * settings, and read here by the scheduler without building the e-mail.
 */
final class ReminderDays {

	/** The reminder e-mail's id (RenewalReminderEmail), here so pure code can name it. */
	public const EMAIL_ID = 'temple_offerings_renewal_reminder';

	/** WooCommerce's option of the e-mail's settings (`woocommerce_<email id>_settings`). */
	public const OPTION = 'woocommerce_' . self::EMAIL_ID . '_settings';

	public const KEY = 'days_before';

	public const DEFAULT = 30;

	public const MIN = 0;

	/** A reminder a year ahead would arrive right after the payment. */
	public const MAX = 300;

	/**
	 * The days setting as stored, or the default.
	 */
	public function days(): int {
		$settings = get_option( self::OPTION, array() );
		return self::clamp( is_array( $settings ) ? ( $settings[ self::KEY ] ?? null ) : null );
	}

	/**
	 * A stored or typed value as whole days from MIN to MAX; the default for
	 * anything that is not a whole number.
	 *
	 * @param mixed $value Value.
	 */
	public static function clamp( mixed $value ): int {
		if ( is_int( $value ) ) {
			$days = $value;
		} elseif ( is_string( $value ) && 1 === preg_match( '/^\s*-?\d{1,6}\s*$/', $value ) ) {
			$days = (int) trim( $value );
		} else {
			return self::DEFAULT;
		}
		return max( self::MIN, min( self::MAX, $days ) );
	}
}
