<?php
/**
 * Where "register again" for a past order leads.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Offering\OfferingPages;
use TempleOfferings\Offering\Offerings;
use WC_Order;
use WC_Order_Item_Product;

/**
 * The one address of the renew flow: the offering page of the order's first
 * offering line, with `?renew=<order id>`. The page asks the server for that
 * order's offerings and believers (only its owner gets them) and fills them in.
 *
 * The My Account buttons, the thank-you page and the renewal reminder all link
 * here, so they lead to the same place.
 */
final class RenewLink {

	/** The offering page's query argument naming the order to renew. */
	public const ARG = 'renew';

	/**
	 * @param Offerings     $offerings Knows which products are offerings.
	 * @param OfferingPages $pages     Finds the offering page.
	 */
	public function __construct( private Offerings $offerings, private OfferingPages $pages ) {}

	/**
	 * The renew address of an order, or null when it has no offering line whose
	 * product is still on a published offering page.
	 *
	 * @param WC_Order $order The order.
	 */
	public function url( WC_Order $order ): ?string {
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof WC_Order_Item_Product ) {
				continue;
			}
			$product = $item->get_product();
			if ( ! $this->offerings->is_offering( $product ) ) {
				continue;
			}
			$page = $this->pages->url_for( $this->offerings->categories_of( $product ) );
			if ( null !== $page ) {
				return add_query_arg( self::ARG, (string) $order->get_id(), $page );
			}
		}
		return null;
	}
}
