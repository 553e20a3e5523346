<?php
/**
 * Reads an offering's payment window and an order's deadline.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Deadline;

use TempleOfferings\Domain\PaymentWindow;
use WC_Order;
use WC_Order_Item_Product;
use WC_Product;

/**
 * The stored values of the payment deadline: the window an offering sets
 * (product meta, whole minutes; a variation follows its product), and on an
 * order waiting for payment the moment it must be paid by. An order waits
 * while it is pending or on hold (bank transfer, ATM, cheque).
 */
final class PaymentDeadlines {

	/** Product meta: the offering's window, whole minutes. */
	public const WINDOW_KEY = '_temple_offerings_pay_within';

	/** Order meta: the Unix time the order must be paid by. */
	public const PAY_BY_KEY = '_temple_offerings_pay_by';

	/** Order meta: when its reminder was sent, a Unix time. */
	public const REMINDED_KEY = '_temple_offerings_pay_reminded';

	/** Order meta: the deadline that cancelled it, a Unix time. */
	public const EXPIRED_KEY = '_temple_offerings_pay_expired';

	/** The statuses of an order waiting for its payment. */
	public const WAITING = array( 'pending', 'on-hold' );

	/**
	 * The offering's window, or null when it sets none.
	 *
	 * @param WC_Product $product The product or variation.
	 */
	public function window_of( WC_Product $product ): ?int {
		$id = $product->get_parent_id() > 0 ? $product->get_parent_id() : $product->get_id();
		return PaymentWindow::stored( get_post_meta( $id, self::WINDOW_KEY, true ) );
	}

	/**
	 * The order's window: the shortest of its lines' offerings, or null when
	 * none sets one. The filter `temple_offerings_order_payment_window` may
	 * change it (a draw's entry has none; its winner has one).
	 *
	 * @param WC_Order $order The order.
	 */
	public function window( WC_Order $order ): ?int {
		$windows = array();
		foreach ( $order->get_items() as $item ) {
			$product = $item instanceof WC_Order_Item_Product ? $item->get_product() : null;
			if ( $product instanceof WC_Product ) {
				$windows[] = $this->window_of( $product );
			}
		}
		$window = apply_filters( 'temple_offerings_order_payment_window', PaymentWindow::shortest( $windows ), $order );
		return is_int( $window ) && $window > 0 ? $window : null;
	}

	/**
	 * Whether the order waits for its payment.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function waiting( WC_Order $order ): bool {
		return $order->has_status( self::WAITING );
	}

	/**
	 * The moment the order must be paid by, or null when it has none.
	 *
	 * @param WC_Order $order The order.
	 */
	public static function pay_by( WC_Order $order ): ?int {
		$stored = (string) $order->get_meta( self::PAY_BY_KEY, true );
		return 1 === preg_match( '/^[1-9][0-9]{8,10}\z/', $stored ) ? (int) $stored : null;
	}

	/**
	 * A moment in the plugin's language, in the shop's time zone (2026年11月30日
	 * 10:30), as the opening day's moments are written: the sentences around
	 * it are the plugin's, whatever language WordPress's own formats are in.
	 *
	 * @param int $time A Unix time.
	 */
	public static function label( int $time ): string {
		/* translators: PHP date format of a day and a time, see https://www.php.net/manual/datetime.format.php */
		return (string) wp_date( __( 'F j, Y, H:i', 'temple-offerings' ), $time );
	}
}
