<?php
/**
 * Saved believers (常用名單), stored per WordPress user.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Believers;

use WP_Post;
use WP_Query;

/**
 * One private post of the non-public type `temple_believer` per saved believer,
 * its post_author the owner. Why a post type: WordPress then does the per-user
 * bookkeeping for us (deleted with its user through `delete_with_user`, counted and
 * listed with indexed columns, `post_modified` for "newest first"), and the personal
 * data tools can walk it with a plain WP_Query.
 *
 * The believer itself is post meta (an array, serialized by WordPress), not JSON in
 * post_content: post_content goes through kses and other content filters on save,
 * which would rewrite the worshipper's text, while meta is stored as given (it is
 * sanitized and validated before it gets here) and one query primes it for a list.
 */
final class BelieverStore {

	public const POST_TYPE = 'temple_believer';

	public const META_DATA = '_temple_believer_data';

	public const META_CATEGORIES = '_temple_believer_categories';

	public const LIMIT_PER_USER = 200;

	/**
	 * Hooked on `init`.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'            => __( 'Saved believers', 'temple-offerings' ),
				'public'           => false,
				'show_ui'          => false,
				'show_in_rest'     => false,
				'rewrite'          => false,
				'query_var'        => false,
				'can_export'       => false,
				'delete_with_user' => true,
				'supports'         => array( 'author' ),
			)
		);
	}

	/**
	 * A user's saved believers, newest first.
	 *
	 * @param int $user_id Owner.
	 * @param int $page    1-based page (privacy tools walk in pages).
	 * @return array<int, array<string, mixed>> SavedBeliever rows.
	 */
	public function list( int $user_id, int $page = 1 ): array {
		$query = new WP_Query(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'private',
				'author'         => $user_id,
				'posts_per_page' => self::LIMIT_PER_USER,
				'paged'          => $page,
				'orderby'        => array(
					'modified' => 'DESC',
					'ID'       => 'DESC',
				),
				'no_found_rows'  => true,
				'update_post_term_cache' => false,
			)
		);
		return array_map( array( $this, 'row' ), $query->posts );
	}

	/**
	 * @param int $user_id Owner.
	 */
	public function count( int $user_id ): int {
		global $wpdb;
		return (int) $wpdb->get_var(
			$wpdb->prepare( "SELECT COUNT(*) FROM {$wpdb->posts} WHERE post_type = %s AND post_author = %d", self::POST_TYPE, $user_id )
		);
	}

	/**
	 * The believer with this id if it belongs to the user, else null (another
	 * user's believer is indistinguishable from a missing one).
	 *
	 * @param int $user_id Owner.
	 * @param int $id      Post id.
	 */
	public function find( int $user_id, int $id ): ?WP_Post {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post instanceof WP_Post || self::POST_TYPE !== $post->post_type || (int) $post->post_author !== $user_id ) {
			return null;
		}
		return $post;
	}

	/**
	 * @param int                  $user_id    Owner.
	 * @param string[]             $categories Product category slugs.
	 * @param array<string, mixed> $data       Sanitized, validated CartBeliever.
	 * @return array<string, mixed> The SavedBeliever.
	 */
	public function create( int $user_id, array $categories, array $data ): array {
		$id = wp_insert_post(
			array(
				'post_type'   => self::POST_TYPE,
				'post_status' => 'private',
				'post_author' => $user_id,
				'post_title'  => (string) ( $data['name'] ?? '' ),
				'meta_input'  => array(
					self::META_DATA       => $data,
					self::META_CATEGORIES => $categories,
				),
			),
			true,
			false
		);
		if ( is_wp_error( $id ) ) {
			throw new \RuntimeException( $id->get_error_message() );
		}
		return $this->row( get_post( $id ) );
	}

	/**
	 * @param WP_Post              $post       The user's believer (see find()).
	 * @param string[]             $categories Product category slugs.
	 * @param array<string, mixed> $data       Sanitized, validated CartBeliever.
	 * @return array<string, mixed> The SavedBeliever.
	 */
	public function update( WP_Post $post, array $categories, array $data ): array {
		update_post_meta( $post->ID, self::META_DATA, $data );
		update_post_meta( $post->ID, self::META_CATEGORIES, $categories );
		// Also bumps post_modified, which orders the list.
		wp_update_post(
			array(
				'ID'         => $post->ID,
				'post_title' => (string) ( $data['name'] ?? '' ),
			),
			false,
			false
		);
		return $this->row( get_post( $post->ID ) );
	}

	/**
	 * @param WP_Post $post The user's believer.
	 */
	public function delete( WP_Post $post ): void {
		wp_delete_post( $post->ID, true );
	}

	/**
	 * Deletes up to $batch of a user's believers; for the privacy eraser.
	 *
	 * @param int $user_id Owner.
	 * @param int $batch   How many at most.
	 * @return int How many were deleted.
	 */
	public function delete_for_user( int $user_id, int $batch ): int {
		$ids = get_posts(
			array(
				'post_type'      => self::POST_TYPE,
				'post_status'    => 'any',
				'author'         => $user_id,
				'fields'         => 'ids',
				'posts_per_page' => $batch,
				'no_found_rows'  => true,
			)
		);
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
		return count( $ids );
	}

	/**
	 * @param WP_Post|null $post A believer post.
	 * @return array<string, mixed> SavedBeliever: id, product_category, data, modified.
	 */
	public function row( ?WP_Post $post ): array {
		if ( ! $post instanceof WP_Post ) {
			return array();
		}
		$data       = get_post_meta( $post->ID, self::META_DATA, true );
		$categories = get_post_meta( $post->ID, self::META_CATEGORIES, true );
		return array(
			'id'               => $post->ID,
			'product_category' => is_array( $categories ) ? array_values( $categories ) : array(),
			'data'             => is_array( $data ) ? $data : new \stdClass(),
			'modified'         => gmdate( 'c', (int) strtotime( $post->post_modified_gmt . ' UTC' ) ),
		);
	}
}
