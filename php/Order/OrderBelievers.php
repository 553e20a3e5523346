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
use TempleOfferings\Support\Templates;
use WC_Order_Item_Product;

/**
 * Line item meta `_believers_data` (the sanitized believers, an array) and
 * `_believers_kind` (the form kind); the front end hides them by their
 * underscore; the order screen needs hide_meta(). This class stores them at
 * checkout and prints them, escaped, as LineBelievers reads them:
 *
 * - `woocommerce_order_item_meta_end`: thank-you page (classic and block),
 *   My Account order view, order emails (HTML and plain text): each believer's
 *   name and gender, then short labelled lines;
 * - `woocommerce_after_order_itemmeta`: the admin order screen (HPOS and
 *   legacy): how many believers, linking to the line's own part of the
 *   Believers box that lists them;
 * - `woocommerce_hidden_order_itemmeta`: both keys, and the believers'
 *   numbers (`_believer_numbers`), stay out of the item's meta table on the
 *   order screen.
 *
 * Once the order is paid, each believer's number (燈號) is the first part
 * under its heading on every customer view.
 */
final class OrderBelievers {

	public const DATA_KEY = LineBelievers::DATA_KEY;

	public const KIND_KEY = LineBelievers::KIND_KEY;

	/**
	 * @param BelieverLines          $lines     Believers as text.
	 * @param LineBelievers          $believers Reads a line's stored believers.
	 * @param Templates              $templates The believers' templates, on pages and in e-mails (a theme may override them).
	 * @param RefundedBelievers|null $refunded  Which believers refunds took (labelled so for the worshipper).
	 */
	public function __construct( private BelieverLines $lines, private LineBelievers $believers, private Templates $templates, private ?RefundedBelievers $refunded = null ) {}

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
	 * product's form as it is now (CartIntegrity). Believers a refund took
	 * are not registered again: the line then takes fewer places than it
	 * had (BelieverCart::PLACES_KEY, made its quantity by order_again_item()),
	 * and a line whose every believer was refunded comes back without any,
	 * which the cart's rules refuse like any line without believers.
	 *
	 * @param mixed $data Cart item data.
	 * @param mixed $item Line item.
	 * @return mixed
	 */
	public function order_again( mixed $data, mixed $item ): mixed {
		$found = $this->believers->read( $item );
		if ( null === $found || ! is_array( $data ) || ! $item instanceof WC_Order_Item_Product ) {
			return $data;
		}
		$believers = $found['believers'];
		if ( null !== $this->refunded ) {
			$believers = array_values( array_diff_key( $believers, array_flip( $this->refunded->of_line( $item )['believers'] ) ) );
		}
		if ( array() === $believers ) {
			return $data;
		}
		$data[ self::DATA_KEY ]          = $believers;
		$data[ self::KIND_KEY ]          = $found['kind'];
		$data[ BelieverCart::LINE_KEY ] = wp_generate_uuid4();
		if ( count( $believers ) !== count( $found['believers'] ) ) {
			$data[ BelieverCart::PLACES_KEY ] = count( $believers );
		}
		return $data;
	}

	/**
	 * Hooked on `woocommerce_add_order_again_cart_item`: a line that gives
	 * back fewer believers than it had places takes as many places as
	 * believers (order_again()).
	 *
	 * @param mixed $cart_item The cart line order again builds.
	 * @return mixed
	 */
	public function order_again_item( mixed $cart_item ): mixed {
		if ( is_array( $cart_item ) && is_int( $cart_item[ BelieverCart::PLACES_KEY ] ?? null ) ) {
			$cart_item['quantity'] = $cart_item[ BelieverCart::PLACES_KEY ];
			unset( $cart_item[ BelieverCart::PLACES_KEY ] );
		}
		return $cart_item;
	}

	/**
	 * Hooked on `woocommerce_order_item_meta_end`: under each line, every
	 * believer as a heading (`信眾 1：王小明（信士）`) and one short labelled
	 * line per field, the labels the staff screens use.
	 *
	 * @param mixed $item_id    Item id.
	 * @param mixed $item       Line item.
	 * @param mixed $order      Order.
	 * @param mixed $plain_text Whether this is a plain-text email.
	 */
	public function render_for_customer( mixed $item_id, mixed $item, mixed $order = null, mixed $plain_text = false ): void {
		$found = $this->believers->read( $item );
		if ( null === $found ) {
			return;
		}
		$groups = $this->with_numbers( $this->lines->groups( $found['believers'], $found['kind'] ), $found['numbers'] );
		if ( null !== $this->refunded && $item instanceof WC_Order_Item_Product ) {
			foreach ( $this->refunded->of_line( $item, $order instanceof \WC_Order ? $order : null )['believers'] as $index ) {
				if ( isset( $groups[ $index ] ) ) {
					/* translators: %s: "Believer 1". The believer's place on the order was refunded. */
					$groups[ $index ]['label'] = sprintf( __( '%s (refunded)', 'temple-offerings' ), $groups[ $index ]['label'] );
				}
			}
		}
		$believers = array();
		foreach ( $groups as $group ) {
			$believers[] = array(
				/* translators: a believer's heading; 1: Believer 1, 2: name and gender. */
				'heading' => sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $group['label'], $group['heading'] ),
				'parts'   => $group['parts'],
			);
		}
		// Plain-text e-mail: no markup, parts indented under their believer.
		$this->templates->render( $plain_text ? 'order/believers-plain' : 'order/believers', array( 'believers' => $believers ) );
	}

	/**
	 * Hooked on `woocommerce_after_order_itemmeta` (admin order screen). The
	 * believers themselves are shown once, in the Believers box right below
	 * the items (OrderBelieversBox): there every field has its own labelled
	 * row and a print view, and the items table stays short enough to edit
	 * and refund in even when a line holds a hundred believers. Under the item
	 * stays only how many it holds, linking to the line's part of the box.
	 *
	 * @param mixed $item_id Item id.
	 * @param mixed $item    Item (any type).
	 */
	public function render_for_staff( mixed $item_id, mixed $item ): void {
		$found = $this->believers->read( $item );
		if ( null === $found ) {
			return;
		}
		$count = count( $found['believers'] );
		if ( null !== $this->refunded && $item instanceof WC_Order_Item_Product ) {
			// Refunded believers stay in the box, struck through; they hold no place.
			$count -= count( array_intersect( $this->refunded->of_line( $item )['believers'], array_keys( $found['believers'] ) ) );
		}
		$this->templates->render(
			'admin/believers-count',
			array(
				'anchor' => OrderBelieversBox::line_anchor( (int) $item->get_id() ),
				/* translators: %d: number of believers registered on this order line; "Believers" is the title of the box below the items. */
				'text'   => sprintf( __( 'Believers: %d, listed in the Believers box below', 'temple-offerings' ), $count ),
			)
		);
	}

	/**
	 * Hooked on `woocommerce_hidden_order_itemmeta`: the stored believers and
	 * their form kind are data for this plugin, never rows of the item's meta
	 * table (the order screen lists unprefixed and prefixed meta alike).
	 *
	 * @param mixed $hidden Meta keys the order screen leaves out.
	 * @return mixed
	 */
	public function hide_meta( mixed $hidden ): mixed {
		if ( ! is_array( $hidden ) ) {
			return $hidden;
		}
		return array_values( array_unique( array_merge( $hidden, array( self::DATA_KEY, self::KIND_KEY, LineBelievers::NUMBERS_KEY ) ) ) );
	}

	/**
	 * Puts each believer's number (燈號), once the order is paid and the
	 * offering gives numbers, as the first part under the believer's heading:
	 * it is what the worshipper looks for on the lamp.
	 *
	 * @param array<int, array{label: string, heading: string, parts: array<int, string>}> $groups  From BelieverLines::groups().
	 * @param array<int, string>                                                           $numbers One per believer, '' for none.
	 * @return array<int, array{label: string, heading: string, parts: array<int, string>}>
	 */
	private function with_numbers( array $groups, array $numbers ): array {
		foreach ( $groups as $index => $group ) {
			$number = $numbers[ $index ] ?? '';
			if ( '' !== $number ) {
				/* translators: %s: the believer's lamp number, e.g. 光明燈-0001. */
				array_unshift( $groups[ $index ]['parts'], sprintf( __( 'Lamp number: %s', 'temple-offerings' ), $number ) );
			}
		}
		return $groups;
	}
}
