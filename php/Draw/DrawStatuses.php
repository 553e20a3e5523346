<?php
/**
 * The two order statuses of a draw's entries, registered with WooCommerce.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Draw;

/**
 * An entry waits for the draw as 登記抽籤 (`wc-temple-entered`) and, not
 * drawn, ends as 未中籤 (`wc-temple-not-drawn`); a winner becomes an order
 * pending payment like any other. Both are WooCommerce order statuses
 * (`woocommerce_register_shop_order_post_statuses`, `wc_order_statuses`),
 * so the orders screen lists and filters them on HPOS and posts storage
 * alike. Neither needs a payment nor holds stock.
 */
final class DrawStatuses {

	/** An entry waiting for the draw (the status without WooCommerce's `wc-`). */
	public const ENTERED = 'temple-entered';

	/** An entry the draw did not give places. */
	public const NOT_DRAWN = 'temple-not-drawn';

	/**
	 * Filter `woocommerce_register_shop_order_post_statuses`.
	 *
	 * @param mixed $statuses Post statuses of orders by name.
	 * @return mixed
	 */
	public function register( mixed $statuses ): mixed {
		if ( ! is_array( $statuses ) ) {
			return $statuses;
		}
		$common                              = array(
			'public'                    => false,
			'exclude_from_search'       => false,
			'show_in_admin_all_list'    => true,
			'show_in_admin_status_list' => true,
		);
		$statuses[ 'wc-' . self::ENTERED ]   = $common + array(
			'label'       => _x( 'Entered for the draw', 'Order status', 'temple-offerings' ),
			'label_count' => self::count_label( _x( 'Entered for the draw', 'Order status', 'temple-offerings' ) ),
		);
		$statuses[ 'wc-' . self::NOT_DRAWN ] = $common + array(
			'label'       => _x( 'Not drawn', 'Order status', 'temple-offerings' ),
			'label_count' => self::count_label( _x( 'Not drawn', 'Order status', 'temple-offerings' ) ),
		);
		return $statuses;
	}

	/**
	 * Filter `wc_order_statuses`: their names wherever WooCommerce names a status.
	 *
	 * @param mixed $statuses Status names by `wc-` key.
	 * @return mixed
	 */
	public function names( mixed $statuses ): mixed {
		if ( is_array( $statuses ) ) {
			$statuses[ 'wc-' . self::ENTERED ]   = _x( 'Entered for the draw', 'Order status', 'temple-offerings' );
			$statuses[ 'wc-' . self::NOT_DRAWN ] = _x( 'Not drawn', 'Order status', 'temple-offerings' );
		}
		return $statuses;
	}

	/**
	 * The status with its count, as WordPress's status links write it
	 * (登記抽籤 (3)), in the shape of _n_noop(): the name is translated
	 * already, and a count needs no plural in the plugin's languages.
	 *
	 * @param string $name The status's name.
	 * @return array<int|string, string|null>
	 */
	private static function count_label( string $name ): array {
		$text = $name . ' <span class="count">(%s)</span>';
		return array(
			0          => $text,
			1          => $text,
			'singular' => $text,
			'plural'   => $text,
			'context'  => null,
			'domain'   => null,
		);
	}
}
