<?php
/**
 * The channel an order came by (網路, 臨櫃, 電話), as receipts read it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Receipt;

/**
 * The counter feature records each order's channel; the composition root
 * hands its reader and its names in here, so this feature lists receipts by
 * channel without depending on the counter's classes.
 */
final class ReceiptChannels {

	/**
	 * @var callable(\WC_Order): string
	 */
	private $of;

	/**
	 * @var callable(): array<string, string>
	 */
	private $labels;

	/**
	 * @param callable $of      fn( \WC_Order ): string, the order's channel ('' for none known).
	 * @param callable $labels  fn(): array<string, string>, every channel => its name as staff read it.
	 * @param string[] $counter The channels of orders the counter takes (at the counter, by phone).
	 */
	public function __construct( callable $of, callable $labels, private array $counter = array() ) {
		$this->of     = $of;
		$this->labels = $labels;
	}

	/**
	 * Whether the counter took the order.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function at_counter( \WC_Order $order ): bool {
		return in_array( $this->of( $order ), $this->counter, true );
	}

	/**
	 * The order's channel, '' for none known.
	 *
	 * @param \WC_Order $order The order.
	 */
	public function of( \WC_Order $order ): string {
		return (string) ( $this->of )( $order );
	}

	/**
	 * Every channel => its name (translated when asked, not when built).
	 *
	 * @return array<string, string>
	 */
	public function labels(): array {
		return ( $this->labels )();
	}
}
