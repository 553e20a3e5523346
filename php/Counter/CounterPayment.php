<?php
/**
 * How a worshipper pays at the counter.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

/**
 * Four ways, each a WooCommerce payment method on the order so its e-mails,
 * lists and receipts name it: 現金 and 刷卡 are taken at the counter, so the
 * order is paid at once (numbers, receipts and the worshipper's e-mail
 * follow as for a paid online order); 轉帳/ATM waits on hold until staff see
 * the money, as a bank transfer from the page does (WooCommerce's own `bacs`
 * method, so the e-mail carries the temple's account); 免費/結緣 costs
 * nothing, is paid at once and needs a reason, which the order keeps. The
 * order meta `_temple_offerings_counter_payment` holds the way itself for the
 * day's summary. Pure PHP.
 */
final class CounterPayment {

	public const META = '_temple_offerings_counter_payment';

	/** The order meta holding why a free order costs nothing. */
	public const REASON_META = '_temple_offerings_free_reason';

	public const CASH = 'cash';

	public const CARD = 'card';

	public const TRANSFER = 'transfer';

	public const FREE = 'free';

	/** The ways, in the order the screen offers them. */
	public const ALL = array( self::CASH, self::CARD, self::TRANSFER, self::FREE );

	/** Characters a free order's reason may hold. */
	public const REASON_MAX = 200;

	/**
	 * The way's name as staff and worshippers read it.
	 *
	 * @param string $way One of ALL.
	 */
	public static function label( string $way ): string {
		return match ( $way ) {
			self::CASH     => _x( 'Cash', 'counter payment', 'temple-offerings' ),
			self::CARD     => _x( 'Card', 'counter payment', 'temple-offerings' ),
			self::TRANSFER => _x( 'Bank transfer / ATM', 'counter payment', 'temple-offerings' ),
			self::FREE     => _x( 'Free / gift', 'counter payment', 'temple-offerings' ),
			default        => '',
		};
	}

	/**
	 * Whether the order is paid the moment it is made.
	 *
	 * @param string $way One of ALL.
	 */
	public static function paid_at_once( string $way ): bool {
		return self::TRANSFER !== $way;
	}

	/**
	 * The WooCommerce payment method the order records.
	 *
	 * @param string $way One of ALL.
	 */
	public static function method( string $way ): string {
		return self::TRANSFER === $way ? 'bacs' : 'temple_counter_' . $way;
	}

	/**
	 * Why a choice may not be taken, or '' when it may.
	 *
	 * @param string $way    What was sent.
	 * @param string $reason The free order's reason, already cleaned.
	 */
	public static function refusal( string $way, string $reason ): string {
		if ( ! in_array( $way, self::ALL, true ) ) {
			return __( 'Please choose how the offerings are paid.', 'temple-offerings' );
		}
		if ( self::FREE === $way && '' === $reason ) {
			return __( 'Please give the reason these offerings are free.', 'temple-offerings' );
		}
		return '';
	}
}
