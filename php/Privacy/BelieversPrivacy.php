<?php
/**
 * A customer's believers kept by the plugin (the saved list, the stored cart)
 * in WordPress's personal data export and erasure tools.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Cart\BelieverLines;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\FormKind;
use WP_Post;

/**
 * Tools → Export / Erase Personal Data find an account by e-mail. Two kinds
 * of its believers are the plugin's own, each a tool of its own so the
 * export names them apart:
 *
 * - the saved believers (the family book): exported as readable rows (the
 *   staff formatter's labels), PAGE_SIZE a page, oldest first, and erased
 *   completely: they are the user's own list and nothing else needs them;
 * - the offering lines waiting in the persistent cart or session
 *   (StoredCarts): one item per line with labelled rows per believer,
 *   PAGE_SIZE lines a page; erasing drops those lines from both places (the
 *   rest of the cart stays). Carts are not the shop's records, so unlike
 *   orders they are always erased.
 *
 * Orders keep their own copy on the line items, which OrderBelieversPrivacy
 * adds to WooCommerce's order export and eraser.
 */
final class BelieversPrivacy {

	/** The saved believers' tool. */
	public const SAVED = 'temple-offerings-believers';

	/** The stored cart's tool. */
	public const CART = 'temple-offerings-cart';

	/** Saved believers, or cart lines, per export page: the tools call again until `done`. */
	public const PAGE_SIZE = 50;

	/** Saved believers deleted per eraser call. */
	private const BATCH = 100;

	/**
	 * @param BelieverStore     $store     Saved believers.
	 * @param StoredCarts       $carts     Stored carts.
	 * @param BelieverFormatter $formatter Readable rows of a saved believer.
	 * @param BelieverLines     $lines     A cart line's believers as labelled rows.
	 */
	public function __construct( private BelieverStore $store, private StoredCarts $carts, private BelieverFormatter $formatter, private BelieverLines $lines ) {}

	/**
	 * Filter `wp_privacy_personal_data_exporters`.
	 *
	 * @param array<string, mixed> $exporters Registered exporters.
	 * @return array<string, mixed>
	 */
	public function register_exporters( array $exporters ): array {
		$exporters[ self::SAVED ] = array(
			'exporter_friendly_name' => __( 'Saved believers', 'temple-offerings' ),
			'callback'               => array( $this, 'export_saved' ),
		);
		$exporters[ self::CART ]  = array(
			'exporter_friendly_name' => __( 'Believers in the cart', 'temple-offerings' ),
			'callback'               => array( $this, 'export_cart' ),
		);
		return $exporters;
	}

	/**
	 * Filter `wp_privacy_personal_data_erasers`.
	 *
	 * @param array<string, mixed> $erasers Registered erasers.
	 * @return array<string, mixed>
	 */
	public function register_erasers( array $erasers ): array {
		$erasers[ self::SAVED ] = array(
			'eraser_friendly_name' => __( 'Saved believers', 'temple-offerings' ),
			'callback'             => array( $this, 'erase_saved' ),
		);
		$erasers[ self::CART ]  = array(
			'eraser_friendly_name' => __( 'Believers in the cart', 'temple-offerings' ),
			'callback'             => array( $this, 'erase_cart' ),
		);
		return $erasers;
	}

	/**
	 * One page of the account's saved believers, oldest first (by id, so an
	 * edit during the export cannot move a believer to another page).
	 *
	 * @param string $email The account's e-mail address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, mixed>, done: bool}
	 */
	public function export_saved( string $email, int $page = 1 ): array {
		$user = self::user( $email );
		if ( null === $user ) {
			return self::page( array(), true );
		}
		// One more than a page: whether it came tells whether another page
		// follows. Whole posts, so one query primes their meta for row().
		$posts = get_posts(
			array(
				'post_type'              => BelieverStore::POST_TYPE,
				'post_status'            => 'any',
				'author'                 => $user,
				'orderby'                => 'ID',
				'order'                  => 'ASC',
				'posts_per_page'         => self::PAGE_SIZE + 1,
				'offset'                 => ( max( 1, $page ) - 1 ) * self::PAGE_SIZE,
				'no_found_rows'          => true,
				'update_post_term_cache' => false,
			)
		);
		$items = array();
		foreach ( array_slice( $posts, 0, self::PAGE_SIZE ) as $post ) {
			$data = $post instanceof WP_Post ? $this->saved_rows( $post ) : array();
			if ( array() !== $data ) {
				$items[] = array(
					'group_id'          => self::SAVED,
					'group_label'       => __( 'Saved believers', 'temple-offerings' ),
					'group_description' => __( 'Believers saved in this account for offering forms.', 'temple-offerings' ),
					'item_id'           => 'temple-believer-' . $post->ID,
					'data'              => $data,
				);
			}
		}
		return self::page( $items, count( $posts ) <= self::PAGE_SIZE );
	}

	/**
	 * One page of the offering lines waiting in the account's stored carts.
	 *
	 * @param string $email The account's e-mail address.
	 * @param int    $page  1-based page.
	 * @return array{data: array<int, mixed>, done: bool}
	 */
	public function export_cart( string $email, int $page = 1 ): array {
		$user = self::user( $email );
		if ( null === $user ) {
			return self::page( array(), true );
		}
		// Sorted by key: pages cut the same list on every call.
		$lines = $this->carts->offering_lines( $user );
		ksort( $lines, SORT_STRING );
		$offset = ( max( 1, $page ) - 1 ) * self::PAGE_SIZE;
		$items  = array();
		foreach ( array_slice( $lines, $offset, self::PAGE_SIZE, true ) as $key => $line ) {
			$items[] = array(
				'group_id'          => self::CART,
				'group_label'       => __( 'Believers in the cart', 'temple-offerings' ),
				'group_description' => __( 'Offerings with their believers waiting in this account\'s saved cart.', 'temple-offerings' ),
				'item_id'           => 'temple-cart-' . $key,
				'data'              => $this->cart_rows( $line ),
			);
		}
		return self::page( $items, $offset + self::PAGE_SIZE >= count( $lines ) );
	}

	/**
	 * @param string $email The account's e-mail address.
	 * @param int    $page  1-based page (unused: each call deletes the next batch).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase_saved( string $email, int $page = 1 ): array {
		unset( $page );
		$user    = self::user( $email );
		$removed = null === $user ? 0 : $this->store->delete_for_user( $user, self::BATCH );
		return self::erased( $removed > 0, array(), $removed < self::BATCH );
	}

	/**
	 * @param string $email The account's e-mail address.
	 * @param int    $page  1-based page (unused: one call drops every line).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase_cart( string $email, int $page = 1 ): array {
		unset( $page );
		$user    = self::user( $email );
		$dropped = null === $user ? 0 : $this->carts->drop_offering_lines( $user );
		return self::erased( $dropped > 0, $dropped > 0 ? array( __( 'Removed the offerings and their believers from the saved cart.', 'temple-offerings' ) ) : array(), true );
	}

	/**
	 * The export rows of one saved believer: its categories, then its
	 * labelled fields; none for a post that is not a saved believer.
	 *
	 * @param WP_Post $post Saved believer.
	 * @return array<int, array{name: string, value: string}>
	 */
	private function saved_rows( WP_Post $post ): array {
		$saved = $this->store->row( $post );
		if ( array() === $saved ) {
			return array();
		}
		$kind = FormKind::of( $saved['product_category'] ) ?? 'light';
		$rows = array(
			array(
				'name'  => __( 'Product categories', 'temple-offerings' ),
				'value' => implode( ', ', $saved['product_category'] ),
			),
		);
		foreach ( $this->formatter->rows( (array) $saved['data'], $kind ) as [ $key, $value ] ) {
			$rows[] = array(
				'name'  => $this->formatter->label( $key, $kind ),
				'value' => $value,
			);
		}
		return $rows;
	}

	/**
	 * The export rows of one offering line: the offering, then each
	 * believer's labelled fields.
	 *
	 * @param array<string, mixed> $line Offering line.
	 * @return array<int, array{name: string, value: string}>
	 */
	private function cart_rows( array $line ): array {
		[ $kind, $believers ] = CartContents::believers( $line );
		$rows                 = array(
			array(
				'name'  => __( 'Offering', 'temple-offerings' ),
				'value' => self::product_name( $line ),
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
	private static function product_name( array $line ): string {
		$id      = (int) ( ! empty( $line['variation_id'] ) ? $line['variation_id'] : ( $line['product_id'] ?? 0 ) );
		$product = $id > 0 && function_exists( 'wc_get_product' ) ? wc_get_product( $id ) : null;
		return $product ? $product->get_name() : '#' . $id;
	}

	/**
	 * The id of the account with this e-mail address, or null.
	 *
	 * @param string $email E-mail address.
	 */
	private static function user( string $email ): ?int {
		$user = get_user_by( 'email', $email );
		return $user ? (int) $user->ID : null;
	}

	/**
	 * An exporter's answer.
	 *
	 * @param array<int, mixed> $items Export items.
	 * @param bool              $done  Whether this was the last page.
	 * @return array{data: array<int, mixed>, done: bool}
	 */
	private static function page( array $items, bool $done ): array {
		return array(
			'data' => $items,
			'done' => $done,
		);
	}

	/**
	 * An eraser's answer: nothing is ever kept back.
	 *
	 * @param bool     $removed  Whether anything was removed.
	 * @param string[] $messages What to tell the admin.
	 * @param bool     $done     Whether this was the last call.
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	private static function erased( bool $removed, array $messages, bool $done ): array {
		return array(
			'items_removed'  => $removed,
			'items_retained' => false,
			'messages'       => $messages,
			'done'           => $done,
		);
	}
}
