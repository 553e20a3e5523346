<?php
/**
 * The series of a counter order's receipts.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * The temple may give the receipts of the orders its counter takes (at the
 * counter or by phone) a series of their own (a setting,
 * ReceiptSettings::counter_series()), so the counter's receipt books run on
 * their own numbers: C115-000001, C115-000002… while the shop's go on from
 * 115-000123. Added as the default of the `temple_offerings_receipt_series`
 * filter, which a site's own code may still change.
 */
final class ReceiptSeries {

	/**
	 * @param ReceiptSettings $settings The counter's series.
	 * @param ReceiptChannels $channels The channel each order came by.
	 */
	public function __construct( private ReceiptSettings $settings, private ReceiptChannels $channels ) {}

	/**
	 * Filter `temple_offerings_receipt_series` (early): the counter's series
	 * for an order the counter took, when nothing chose one before.
	 *
	 * @param mixed $series The series so far.
	 * @param mixed $order  The order.
	 * @return mixed
	 */
	public function of( mixed $series, mixed $order = null ): mixed {
		if ( '' !== $series || ! $order instanceof \WC_Order || ! $this->channels->at_counter( $order ) ) {
			return $series;
		}
		return $this->settings->counter_series();
	}
}
