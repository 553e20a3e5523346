<?php
/**
 * Believers on order line items: stored at checkout, shown wherever the order is.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Order;

use TempleOfferings\Cart\BelieverCart;
use TempleOfferings\Cart\BelieverLines;
use WC_Order_Item_Product;

/**
 * Line item meta `_believers_data` (the sanitized believers, an array) and
 * `_believers_kind` (the form kind); both hidden by their underscore, so
 * WooCommerce never prints them itself. This class prints them, escaped:
 *
 * - `woocommerce_order_item_meta_end`: thank-you page (classic and block),
 *   My Account order view, order emails (HTML and plain text): one line per believer;
 * - `woocommerce_after_order_itemmeta`: the admin order screen (HPOS and
 *   legacy): labelled rows for staff.
 */
final class OrderBelievers {

	public const DATA_KEY = BelieverCart::DATA_KEY;

	public const KIND_KEY = BelieverCart::KIND_KEY;

	/**
	 * @param BelieverLines $lines Believers as text.
	 */
	public function __construct( private BelieverLines $lines ) {}

	/**
	 * Puts believers on a line item (not saved here: the caller saves).
	 *
	 * @param WC_Order_Item_Product            $item      Line item.
	 * @param string                           $kind      Form kind.
	 * @param array<int, array<string, mixed>> $believers Sanitized, validated believers.
	 */
	public function store( WC_Order_Item_Product $item, string $kind, array $believers ): void {
		$item->update_meta_data( self::DATA_KEY, array_values( $believers ) );
		$item->update_meta_data( self::KIND_KEY, $kind );
	}

	/**
	 * Hooked on `woocommerce_checkout_create_order_line_item` (classic and block checkout).
	 *
	 * @param mixed $item   Line item.
	 * @param mixed $key    Cart item key.
	 * @param mixed $values Cart item.
	 */
	public function from_cart( mixed $item, mixed $key, mixed $values ): void {
		if ( $item instanceof WC_Order_Item_Product && is_array( $values )
			&& is_array( $values[ self::DATA_KEY ] ?? null ) && is_string( $values[ self::KIND_KEY ] ?? null ) ) {
			$this->store( $item, $values[ self::KIND_KEY ], $values[ self::DATA_KEY ] );
		}
	}

	/**
	 * Hooked on `woocommerce_order_again_cart_item_data`: "order again" carries
	 * the believers, their kind and a line id of its own back into the cart.
	 * WooCommerce builds that line straight from this data (no add filter
	 * runs), after `woocommerce_add_to_cart_validation` has checked the
	 * believers like any add; the restored cart checks them again against the
	 * product's form as it is now (CartIntegrity).
	 *
	 * @param mixed $data Cart item data.
	 * @param mixed $item Line item.
	 * @return mixed
	 */
	public function order_again( mixed $data, mixed $item ): mixed {
		$found = $this->found( $item );
		if ( null !== $found && is_array( $data ) ) {
			$data[ self::DATA_KEY ]          = $found[1];
			$data[ self::KIND_KEY ]          = $found[0];
			$data[ BelieverCart::LINE_KEY ] = wp_generate_uuid4();
		}
		return $data;
	}

	/**
	 * Hooked on `woocommerce_order_item_meta_end`.
	 *
	 * @param mixed $item_id    Item id.
	 * @param mixed $item       Line item.
	 * @param mixed $order      Order.
	 * @param mixed $plain_text Whether this is a plain-text email.
	 */
	public function render_for_customer( mixed $item_id, mixed $item, mixed $order = null, mixed $plain_text = false ): void {
		$found = $this->found( $item );
		if ( null === $found ) {
			return;
		}
		$lines = $this->lines->lines( $found[1], $found[0] );
		if ( $plain_text ) {
			foreach ( $lines as [ $label, $text ] ) {
				// Plain-text email: no markup to escape into.
				echo "\n" . $label . ': ' . $text; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
			}
			return;
		}
		echo '<ul class="temple-offerings-believers" style="margin:.5em 0 0;padding:0;list-style:none">';
		foreach ( $lines as [ $label, $text ] ) {
			printf( '<li><strong>%s:</strong> %s</li>', esc_html( $label ), esc_html( $text ) );
		}
		echo '</ul>';
	}

	/**
	 * Hooked on `woocommerce_after_order_itemmeta` (admin order screen).
	 *
	 * @param mixed $item_id Item id.
	 * @param mixed $item    Item (any type).
	 */
	public function render_for_staff( mixed $item_id, mixed $item ): void {
		$found = $this->found( $item );
		if ( null === $found ) {
			return;
		}
		[ $kind, $believers ] = $found;
		echo '<div class="temple-offerings-believers">';
		foreach ( array_values( $believers ) as $index => $believer ) {
			printf( '<p style="margin:.75em 0 .25em"><strong>%s</strong></p><table class="display_meta"><tbody>', esc_html( $this->lines->label( $index ) ) );
			foreach ( $this->lines->details( is_array( $believer ) ? $believer : array(), $kind ) as [ $label, $value ] ) {
				printf( '<tr><th>%s:</th><td>%s</td></tr>', esc_html( $label ), nl2br( esc_html( $value ) ) );
			}
			echo '</tbody></table>';
		}
		echo '</div>';
	}

	/**
	 * The kind and believers stored on a line item.
	 *
	 * @param mixed $item Order item.
	 * @return array{0: string, 1: array<int, array<string, mixed>>}|null
	 */
	private function found( mixed $item ): ?array {
		if ( ! $item instanceof WC_Order_Item_Product ) {
			return null;
		}
		$believers = $item->get_meta( self::DATA_KEY );
		$kind      = $item->get_meta( self::KIND_KEY );
		if ( ! is_array( $believers ) || array() === $believers || ! is_string( $kind ) || '' === $kind ) {
			return null;
		}
		return array( $kind, array_values( $believers ) );
	}
}
