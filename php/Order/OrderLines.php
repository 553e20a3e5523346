<?php
/**
 * An order's believer lines as plain data: what the order screen's Believers
 * box, the ritual lists, their print views and exports all show.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Domain\FormKind;
use TempleOfferings\Support\OrderChannel;

/**
 * Reads each line's believers through LineBelievers, the one reader of
 * them, so the box and every list read believers the same way. With
 * ShortLines it also hands on the offering lines whose believers do not
 * match their quantity, even with no believer at all, so a list can mark
 * each missing place instead of the line vanishing. Believers a refund took
 * (RefundedBelievers) are left out, unless asked for: the Believers box
 * shows them, labelled refunded.
 */
final class OrderLines {

	/**
	 * @param LineBelievers          $believers Reads each line's believers and form kind.
	 * @param ShortLines|null        $short     Finds lines whose believers do not match their quantity; null lists believers only.
	 * @param RefundedBelievers|null $refunded  What refunds took from a line; null lists every believer.
	 */
	public function __construct( private LineBelievers $believers, private ?ShortLines $short = null, private ?RefundedBelievers $refunded = null ) {}

	/**
	 * The believer lines of one order, as plain data.
	 *
	 * @param \WC_Order  $order         Order.
	 * @param int[]|null $products      Only lines of these products; null for all.
	 * @param bool       $with_short    Also offering lines without any believer, when short of them.
	 * @param bool       $with_refunded Keep refunded believers (listed in `refunded`); left out otherwise.
	 * @return array<int, array{order: string, date: string, status: string, channel: string, product: string, kind: string, believers: array<int, array<string, mixed>>, numbers: array<int, string>, product_id: int, item_id: int, places: int, refunded: int[]}>
	 *         `channel` where the order came from and who took it (「臨櫃 · 林櫃台」);
	 *         `kind`, `believers` and `numbers` as LineBelievers reads them (sanitized),
	 *         without the refunded believers unless asked for;
	 *         `places`, the line's quantity less refunded places for an offering line (else its believers);
	 *         `refunded`, with $with_refunded, the indexes of refunded believers.
	 */
	public function of_order( \WC_Order $order, ?array $products = null, bool $with_short = false, bool $with_refunded = false ): array {
		$lines = array();
		$date  = $order->get_date_created();
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof \WC_Order_Item_Product || ( null !== $products && ! in_array( $item->get_product_id(), $products, true ) ) ) {
				continue;
			}
			$read     = $this->believers->read( $item );
			$complete = null === $this->short ? null : $this->short->of_item( $item, $order );
			$refunded = null === $read || null === $this->refunded ? array() : array_values( array_intersect( $this->refunded->of_line( $item, $order )['believers'], array_keys( $read['believers'] ) ) );
			if ( null !== $read && array() !== $refunded && ! $with_refunded ) {
				$keep = array_diff( array_keys( $read['believers'] ), $refunded );
				$read['believers'] = array_values( array_intersect_key( $read['believers'], array_flip( $keep ) ) );
				$read['numbers']   = array_values( array_intersect_key( $read['numbers'], array_flip( $keep ) ) );
				$read              = array() === $read['believers'] ? null : $read;
			}
			if ( null === $read && ( ! $with_short || null === $complete || $complete->matches() ) ) {
				continue;
			}
			$read  ??= array(
				'kind'      => $this->short?->kind_of( $item ) ?? FormKind::FALLBACK,
				'believers' => array(),
				'numbers'   => array(),
			);
			$lines[] = array(
				'order'      => (string) $order->get_order_number(),
				'date'       => $date ? $date->date_i18n( 'Y-m-d H:i' ) : '',
				'status'     => wc_get_order_status_name( $order->get_status() ),
				'channel'    => OrderChannel::describe( $order ),
				'product'    => $item->get_name(),
				'kind'       => $read['kind'],
				'believers'  => $read['believers'],
				'numbers'    => $read['numbers'],
				'product_id' => $item->get_product_id(),
				'item_id'    => $item->get_id(),
				'places'     => null === $complete ? count( $read['believers'] ) : $complete->places,
				'refunded'   => $with_refunded ? $refunded : array(),
			);
		}
		return $lines;
	}
}
