<?php
/**
 * The registration cutoff of a paid order line: kept on the line when it is paid.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Correction;

use TempleOfferings\Cutoff\CutoffDate;
use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Order\LineBelievers;
use WC_Order;
use WC_Order_Item_Product;

/**
 * A worshipper may correct a line's believers until the cutoff in force when
 * the line was paid. When WooCommerce counts an order as paid (the same
 * hooks that give lamp numbers: `woocommerce_payment_complete` and the
 * switch to processing or completed, which staff make by hand for bank
 * transfer and cash at the temple), each believer line that has no day yet
 * gets its offering's day as item meta `_temple_offerings_paid_cutoff`
 * (CutoffDate::NONE when none applied). A later payment hook of the same
 * order, or a status switched back and forth a year on, never changes it:
 * a new season's day on the offering does not reopen last season's lines.
 * Which day applies is CutoffDate::for_line().
 */
final class LineCutoff {

	/** Order item meta: the cutoff in force when the line was paid. */
	public const META_KEY = '_temple_offerings_paid_cutoff';

	/**
	 * @param RegistrationCutoff $cutoff The offering's day.
	 * @param LineBelievers      $lines  Which lines hold believers.
	 */
	public function __construct( private RegistrationCutoff $cutoff, private LineBelievers $lines ) {}

	/**
	 * Hooked on the paid hooks: keeps each believer line's day once.
	 *
	 * @param mixed $order_id Order id.
	 * @param mixed $subject  The order (status hooks) or a transaction id (payment_complete).
	 */
	public function on_paid( mixed $order_id, mixed $subject = null ): void {
		$order_id = (int) $order_id;
		$order    = $subject instanceof WC_Order && $subject->get_id() === $order_id ? $subject : wc_get_order( $order_id );
		if ( ! $order instanceof WC_Order || ! $order->is_paid() ) {
			return;
		}
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof WC_Order_Item_Product || $item->meta_exists( self::META_KEY ) || null === $this->lines->read( $item ) ) {
				continue;
			}
			$item->update_meta_data( self::META_KEY, $this->current( $item ) ?? CutoffDate::NONE );
			$item->save();
		}
	}

	/**
	 * The day that applies to a line (null: none, never closed).
	 *
	 * @param WC_Order_Item_Product $item Order line.
	 */
	public function date_of( WC_Order_Item_Product $item ): ?string {
		return CutoffDate::for_line( $item->get_meta( self::META_KEY, true ), $this->current( $item ) );
	}

	/**
	 * Whether the line's day has passed.
	 *
	 * @param WC_Order_Item_Product $item Order line.
	 */
	public function is_past( WC_Order_Item_Product $item ): bool {
		return $this->cutoff->is_past( $this->date_of( $item ) );
	}

	/**
	 * woocommerce_hidden_order_itemmeta: the kept day stays out of the
	 * item's meta table on the order screen.
	 *
	 * @param mixed $hidden Meta keys WooCommerce hides.
	 */
	public function hide_meta( mixed $hidden ): mixed {
		return is_array( $hidden ) ? array_values( array_unique( array_merge( $hidden, array( self::META_KEY ) ) ) ) : $hidden;
	}

	/**
	 * The line's offering's day today.
	 *
	 * @param WC_Order_Item_Product $item Order line.
	 */
	private function current( WC_Order_Item_Product $item ): ?string {
		$product = $item->get_product();
		return $product instanceof \WC_Product ? $this->cutoff->date_of( $product ) : null;
	}
}
