<?php
/**
 * An order's lines as its receipts read them.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * Every line that makes up what was paid: products (what was paid for each
 * after discounts, with its tax), fees and shipping, in whole dollars, each
 * with its receipt type (a product's from its Temple tab, ReceiptProductFields;
 * fees and shipping are fees) and, for a product line, its believers' names
 * (those a refund did not take, by their place on the line), which personal
 * receipts are made out to. What refunds gave back is taken off: a line's
 * refunded amount and tax and places from it, an amount refunded on no line
 * from the order's own lines, donations first (ReceiptPlan::less_refund()),
 * so a reissue after a refund is a receipt of what the temple kept. The names come from a reader the
 * composition root hands in (the one reader of a line's believers), so this
 * feature does not depend on the order feature's classes.
 */
final class OrderReceiptLines {

	/**
	 * @var callable(\WC_Order_Item_Product): string[]
	 */
	private $believer_names;

	/**
	 * @param callable(\WC_Order_Item_Product): string[] $believer_names A line's believers' names, in order.
	 */
	public function __construct( callable $believer_names ) {
		$this->believer_names = $believer_names;
	}

	/**
	 * The order's lines for ReceiptPlan::drafts().
	 *
	 * @param \WC_Order $order The order.
	 * @return array<int, array{key: string, name: string, quantity: int, amount: int, type: string, personal: bool, believers: string[]}>
	 */
	public function of( \WC_Order $order ): array {
		$lines   = array();
		$on_line = 0;
		foreach ( $order->get_items( array( 'line_item', 'fee', 'shipping' ) ) as $item ) {
			$refunded = self::refunded( $order, $item );
			$on_line += $refunded;
			$left     = (int) $item->get_quantity() - abs( (int) $order->get_qty_refunded_for_item( $item->get_id(), $item->get_type() ) );
			$amount   = ReceiptPlan::dollars( (float) $item->get_total() + (float) $item->get_total_tax() - $refunded );
			$product  = $item instanceof \WC_Order_Item_Product;
			// A line a refund took whole (every place, or all its money) is no longer on a receipt of what was kept.
			if ( ( $product && $left <= 0 && (int) $item->get_quantity() > 0 ) || ( $refunded > 0 && $amount <= 0 ) ) {
				continue;
			}
			$settings = $product ? ReceiptProductFields::of( (int) $item->get_product_id() ) : array(
				'type'     => ReceiptPlan::FEE,
				'personal' => false,
			);
			$lines[]  = array(
				'key'       => $item->get_type() . ':' . $item->get_id(),
				'name'      => wp_strip_all_tags( $item->get_name() ),
				'quantity'  => max( 1, $left ),
				'amount'    => $amount,
				'type'      => $settings['type'],
				'personal'  => $settings['personal'],
				// Keyed by the believer's place on the line, which names the personal receipt's part.
				'believers' => $product && $settings['personal'] ? array_map( 'strval', ( $this->believer_names )( $item ) ) : array(),
			);
		}
		return ReceiptPlan::less_refund( $lines, ReceiptPlan::dollars( max( 0.0, (float) $order->get_total_refunded() - $on_line ) ) );
	}

	/**
	 * What refunds gave back of one line, its tax included.
	 *
	 * @param \WC_Order      $order The order.
	 * @param \WC_Order_Item $item  Its line.
	 */
	private static function refunded( \WC_Order $order, \WC_Order_Item $item ): float {
		$refunded = (float) $order->get_total_refunded_for_item( $item->get_id(), $item->get_type() );
		$taxes    = $item instanceof \WC_Order_Item_Product || $item instanceof \WC_Order_Item_Fee || $item instanceof \WC_Order_Item_Shipping ? $item->get_taxes() : array();
		foreach ( array_keys( is_array( $taxes['total'] ?? null ) ? $taxes['total'] : array() ) as $tax_id ) {
			$refunded += (float) $order->get_tax_refunded_for_item( $item->get_id(), (int) $tax_id, $item->get_type() );
		}
		return $refunded;
	}

	/**
	 * The order's payer, as the receipt names them.
	 *
	 * @param \WC_Order $order The order.
	 */
	public static function payer( \WC_Order $order ): string {
		return ReceiptPeople::payer_name( $order->get_billing_first_name(), $order->get_billing_last_name(), $order->get_billing_company() );
	}
}
