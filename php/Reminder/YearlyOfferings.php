<?php
/**
 * Which offerings are renewed every year (每年續點).
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use TempleOfferings\Order\LineBelievers;
use WC_Order;
use WC_Order_Item_Product;
use WC_Product;

/**
 * The one answer to "is this product yearly": ticked on the product's
 * Temple tab (a variation asks its parent), or on any of its product
 * categories; and, from it, an order's yearly lines with their people.
 */
final class YearlyOfferings {

	/** Product meta: 'yes' when staff ticked the product yearly. */
	public const PRODUCT_META = '_temple_offerings_yearly';

	/** product_cat term meta: 'yes' when every product of the category is yearly. */
	public const TERM_META = 'temple_offerings_yearly';

	/**
	 * @param LineBelievers $believers Reads the people of an order line.
	 */
	public function __construct( private LineBelievers $believers ) {}

	/**
	 * Whether the product (or the variation's product) is renewed every year.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function is_yearly( WC_Product $product ): bool {
		$parent_id = $product->get_parent_id();
		$main      = $parent_id > 0 ? wc_get_product( $parent_id ) : $product;
		if ( ! $main instanceof WC_Product ) {
			return false;
		}
		if ( 'yes' === $main->get_meta( self::PRODUCT_META, true ) ) {
			return true;
		}
		foreach ( wc_get_product_term_ids( $main->get_id(), 'product_cat' ) as $term_id ) {
			if ( 'yes' === get_term_meta( (int) $term_id, self::TERM_META, true ) ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * The order's lines of yearly offerings that hold believers: the
	 * offering's name as ordered, the believers' names, the line's form kind
	 * and each named believer's name and stored lunar birthday.
	 *
	 * @param WC_Order $order Order.
	 * @return array<int, array{offering: string, names: string[], kind: string, people: array<int, array{name: string, birthday: string}>}>
	 */
	public function lines( WC_Order $order ): array {
		$lines = array();
		foreach ( $order->get_items() as $item ) {
			if ( ! $item instanceof WC_Order_Item_Product ) {
				continue;
			}
			$product = $item->get_product();
			$read    = $this->believers->read( $item );
			if ( ! $product instanceof WC_Product || null === $read || ! $this->is_yearly( $product ) ) {
				continue;
			}
			$names  = array();
			$people = array();
			foreach ( $read['believers'] as $believer ) {
				$name = is_string( $believer['name'] ?? null ) ? trim( $believer['name'] ) : '';
				if ( '' !== $name ) {
					$names[]  = $name;
					$people[] = array(
						'name'     => $name,
						'birthday' => is_string( $believer['birthday'] ?? null ) ? $believer['birthday'] : '',
					);
				}
			}
			$lines[] = array(
				'offering' => $item->get_name(),
				'names'    => $names,
				'kind'     => (string) $read['kind'],
				'people'   => $people,
			);
		}
		return $lines;
	}
}
