<?php
/**
 * Where a counter order's papers print.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Counter;

use TempleOfferings\Paperwork\PaperworkPrint;
use TempleOfferings\Receipt\ReceiptPrint;
use TempleOfferings\Receipt\ReceiptRecord;
use TempleOfferings\Receipt\ReceiptStore;
use TempleOfferings\RitualList\RitualListFilter;
use WC_Order;

/**
 * The same templates as the staff's prints: the order's lamp labels (燈牌)
 * are the ritual list's label sheet narrowed to this one order; the slip
 * for the worshipper is CounterSlip's; the receipt is the receipts'
 * 80 mm print (the counter's receipt printer), once the order is paid and
 * its receipt issued. Each address is raw: escape it where it is printed.
 */
final class CounterPrints {

	/**
	 * The order's print addresses; '' where there is nothing to print yet.
	 *
	 * @param WC_Order $order The order.
	 * @return array{labels: string, slip: string, receipt: string}
	 */
	public function of( WC_Order $order ): array {
		$filter  = new RitualListFilter( array(), '', '', '', array( $order->get_status() ), false, false, $order->get_id() );
		$live    = ReceiptRecord::live( ReceiptStore::read( $order ) );
		$receipt = array() === $live ? null : reset( $live );
		return array(
			'labels'  => PaperworkPrint::url( $filter, 'labels' ),
			'slip'    => CounterSlip::url( $order ),
			'receipt' => is_array( $receipt ) ? ReceiptPrint::url( $order, (string) $receipt['number'], '80mm' ) : '',
		);
	}
}
