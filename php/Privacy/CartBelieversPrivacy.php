<?php
/**
 * Believers in a customer's stored cart, in WordPress's personal data tools.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Cart\BelieverLines;

/**
 * Tools → Export / Erase Personal Data find an account by e-mail. Offering lines
 * waiting in its persistent cart or session (StoredCarts) are exported, one
 * item per line with labelled rows per believer, 50 lines a page; the eraser
 * drops those lines from both places (the rest of the cart stays). Carts are
 * not the shop's records, so unlike orders they are always erased.
 */
final class CartBelieversPrivacy {

	public const ID = 'temple-offerings-cart';

	public const PAGE_SIZE = 50;

	/**
	 * @param StoredCarts   $carts Stored carts.
	 * @param BelieverLines $lines Believers as labelled rows.
	 */
	public function __construct( private StoredCarts $carts, private BelieverLines $lines ) {}

	/**
	 * Filter `wp_privacy_personal_data_exporters`.
	 *
	 * @param array<string, mixed> $exporters Registered exporters.
	 * @return array<string, mixed>
	 */
	public function register_exporter( array $exporters ): array {
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Believers in the cart', 'temple-offerings' ),
			'callback'               => array( $this, 'export' ),
		);
		return $exporters;
	}

	/**
	 * Filter `wp_privacy_personal_data_erasers`.
	 *
	 * @param array<string, mixed> $erasers Registered erasers.
	 * @return array<string, mixed>
	 */
	public function register_eraser( array $erasers ): array {
		$erasers[ self::ID ] = array(
			'eraser_friendly_name' => __( 'Believers in the cart', 'temple-offerings' ),
			'callback'             => array( $this, 'erase' ),
		);
		return $erasers;
	}

	/**
	 * @param string $email The account's e-mail address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, mixed>, done: bool}
	 */
	public function export( string $email, int $page = 1 ): array {
		$user = get_user_by( 'email', $email );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		// Sorted by key: pages cut the same list on every call.
		$lines = $this->carts->offering_lines( (int) $user->ID );
		ksort( $lines, SORT_STRING );
		$offset = ( max( 1, $page ) - 1 ) * self::PAGE_SIZE;
		$items  = array();
		foreach ( array_slice( $lines, $offset, self::PAGE_SIZE, true ) as $key => $line ) {
			$items[] = array(
				'group_id'          => self::ID,
				'group_label'       => __( 'Believers in the cart', 'temple-offerings' ),
				'group_description' => __( 'Offerings with their believers waiting in this account\'s saved cart.', 'temple-offerings' ),
				'item_id'           => 'temple-cart-' . $key,
				'data'              => $this->rows( $line ),
			);
		}
		return array(
			'data' => $items,
			'done' => $offset + self::PAGE_SIZE >= count( $lines ),
		);
	}

	/**
	 * @param string $email The account's e-mail address.
	 * @param int    $page  1-based page (unused: one call drops every line).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array {
		unset( $page );
		$user    = get_user_by( 'email', $email );
		$dropped = $user ? $this->carts->drop_offering_lines( (int) $user->ID ) : 0;
		return array(
			'items_removed'  => $dropped > 0,
			'items_retained' => false,
			'messages'       => $dropped > 0 ? array( __( 'Removed the offerings and their believers from the saved cart.', 'temple-offerings' ) ) : array(),
			'done'           => true,
		);
	}

	/**
	 * The export rows of one offering line: the offering, then each
	 * believer's labelled fields.
	 *
	 * @param array<string, mixed> $line Offering line.
	 * @return array<int, array{name: string, value: string}>
	 */
	private function rows( array $line ): array {
		[ $kind, $believers ] = CartContents::believers( $line );
		$rows                 = array(
			array(
				'name'  => __( 'Offering', 'temple-offerings' ),
				'value' => $this->product_name( $line ),
			),
		);
		foreach ( $believers as $index => $believer ) {
			foreach ( $this->lines->details( $believer, '' !== $kind ? $kind : 'light' ) as [ $label, $value ] ) {
				if ( '' === $value ) {
					continue;
				}
				$rows[] = array(
					/* translators: 1: "Believer 1", 2: a field label such as "Believer name". */
					'name'  => sprintf( __( '%1$s: %2$s', 'temple-offerings' ), $this->lines->label( $index ), $label ),
					'value' => $value,
				);
			}
		}
		return $rows;
	}

	/**
	 * The product's name, or its id when it is gone.
	 *
	 * @param array<string, mixed> $line Cart line.
	 */
	private function product_name( array $line ): string {
		$id      = (int) ( ! empty( $line['variation_id'] ) ? $line['variation_id'] : ( $line['product_id'] ?? 0 ) );
		$product = $id > 0 && function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
		return $product ? $product->get_name() : '#' . $id;
	}
}
