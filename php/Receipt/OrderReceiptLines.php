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
 * fees and shipping are fees) and, for a product line, its believers' names,
 * which personal receipts are made out to. The names come from a reader the
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
		$lines = array();
		foreach ( $order->get_items( array( 'line_item', 'fee', 'shipping' ) ) as $item ) {
			$product  = $item instanceof \WC_Order_Item_Product;
			$settings = $product ? ReceiptProductFields::of( (int) $item->get_product_id() ) : array(
				'type'     => ReceiptPlan::FEE,
				'personal' => false,
			);
			$lines[]  = array(
				'key'       => $item->get_type() . ':' . $item->get_id(),
				'name'      => wp_strip_all_tags( $item->get_name() ),
				'quantity'  => max( 1, (int) $item->get_quantity() ),
				'amount'    => ReceiptPlan::dollars( (float) $item->get_total() + (float) $item->get_total_tax() ),
				'type'      => $settings['type'],
				'personal'  => $settings['personal'],
				'believers' => $product && $settings['personal'] ? array_values( array_map( 'strval', ( $this->believer_names )( $item ) ) ) : array(),
			);
		}
		return $lines;
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
