<?php
/**
 * Saved believers in WordPress's personal data export and erasure tools.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Privacy;

use TempleOfferings\Account\BelieverStore;
use TempleOfferings\Domain\BelieverFormatter;
use TempleOfferings\Domain\FormKind;

/**
 * Tools → Export / Erase Personal Data find an account by e-mail; its saved
 * believers are exported as readable rows (the staff formatter's labels),
 * PAGE_SIZE a page, and erased completely (they are the user's own list,
 * nothing else needs them: orders keep their own copy on the line items, which
 * OrderBelieversPrivacy adds to WooCommerce's order export and eraser).
 */
final class BelieversPrivacy {

	public const ID = 'temple-offerings-believers';

	private const BATCH = 100;

	/** Saved believers per export page: the tools call again until `done`. */
	public const PAGE_SIZE = 50;

	/**
	 * @param BelieverStore     $store     Storage.
	 * @param BelieverFormatter $formatter Readable rows.
	 */
	public function __construct( private BelieverStore $store, private BelieverFormatter $formatter ) {}

	/**
	 * Filter `wp_privacy_personal_data_exporters`.
	 *
	 * @param array<string, mixed> $exporters Registered exporters.
	 * @return array<string, mixed>
	 */
	public function register_exporter( array $exporters ): array {
		$exporters[ self::ID ] = array(
			'exporter_friendly_name' => __( 'Saved believers', 'temple-offerings' ),
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
			'eraser_friendly_name' => __( 'Saved believers', 'temple-offerings' ),
			'callback'             => array( $this, 'erase' ),
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
	public function export( string $email, int $page = 1 ): array {
		$user = get_user_by( 'email', $email );
		if ( ! $user ) {
			return array(
				'data' => array(),
				'done' => true,
			);
		}
		// One more than a page: whether it came tells whether another page
		// follows. Whole posts, so one query primes their meta for row().
		$posts = get_posts(
			array(
				'post_type'              => BelieverStore::POST_TYPE,
				'post_status'            => 'any',
				'author'                 => (int) $user->ID,
				'orderby'                => 'ID',
				'order'                  => 'ASC',
				'posts_per_page'         => self::PAGE_SIZE + 1,
				'offset'                 => ( max( 1, $page ) - 1 ) * self::PAGE_SIZE,
				'no_found_rows'          => true,
				'update_post_term_cache' => false,
			)
		);
		$done  = count( $posts ) <= self::PAGE_SIZE;
		$items = array();
		foreach ( array_slice( $posts, 0, self::PAGE_SIZE ) as $post ) {
			$saved = $this->store->row( $post );
			if ( array() === $saved ) {
				continue;
			}
			$kind = FormKind::of( $saved['product_category'] ) ?? 'light';
			$data = array(
				array(
					'name'  => __( 'Product categories', 'temple-offerings' ),
					'value' => implode( ', ', $saved['product_category'] ),
				),
			);
			foreach ( $this->formatter->rows( (array) $saved['data'], $kind ) as [ $key, $value ] ) {
				$data[] = array(
					'name'  => $this->formatter->label( $key, $kind ),
					'value' => $value,
				);
			}
			$items[] = array(
				'group_id'          => self::ID,
				'group_label'       => __( 'Saved believers', 'temple-offerings' ),
				'group_description' => __( 'Believers saved in this account for offering forms.', 'temple-offerings' ),
				'item_id'           => 'temple-believer-' . $saved['id'],
				'data'              => $data,
			);
		}
		return array(
			'data' => $items,
			'done' => $done,
		);
	}

	/**
	 * @param string $email The account's e-mail address.
	 * @param int    $page  1-based page (unused: each call deletes the next batch).
	 * @return array{items_removed: bool, items_retained: bool, messages: string[], done: bool}
	 */
	public function erase( string $email, int $page = 1 ): array {
		unset( $page );
		$user    = get_user_by( 'email', $email );
		$removed = $user ? $this->store->delete_for_user( (int) $user->ID, self::BATCH ) : 0;
		return array(
			'items_removed'  => $removed > 0,
			'items_retained' => false,
			'messages'       => array(),
			'done'           => $removed < self::BATCH,
		);
	}
}
