<?php
/**
 * The channel an order came by (網路, 臨櫃, 電話), as receipts read it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

use TempleOfferings\Support\OrderChannel;

/**
 * What the receipts need of the channel the counter records on each order
 * (Support\OrderChannel): the order's channel for the receipts list, every
 * channel with its name for the list's filter, and whether the counter took
 * the order (at the counter or by phone) for the counter's own series.
 */
final class ReceiptChannels {

	/** The channels of orders the counter takes. */
	private const COUNTER = array( OrderChannel::COUNTER, OrderChannel::PHONE );

	/**
	 * The order's channel, '' for none known.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function of( \WC_Order $order ): string {
		return OrderChannel::of( $order );
	}

	/**
	 * Every channel => its name (translated when asked, not when built).
	 *
	 * @return array<string, string>
	 */
	public function labels(): array {
		return array_combine( OrderChannel::CHANNELS, array_map( array( OrderChannel::class, 'label' ), OrderChannel::CHANNELS ) );
	}

	/**
	 * Whether the counter took the order.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function at_counter( \WC_Order $order ): bool {
		return in_array( $this->of( $order ), self::COUNTER, true );
	}
}
