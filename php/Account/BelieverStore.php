<?php
/**
 * Saved believers (常用名單), stored per WordPress user.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Account;

use TempleOfferings\Support\NamedLock;
use WP_Post;
use WP_Query;

/**
 * One private post of the non-public type `temple_believer` per saved believer,
 * its post_author the owner. Why a post type: WordPress then does the per-user
 * bookkeeping for us (counted and listed with indexed columns, `post_modified` for
 * "newest first"), and the personal data tools can walk it with a plain WP_Query.
 * Deleting the user deletes them too, also when the user's posts are handed to
 * another account (on_delete_user()).
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

	/** Seconds a save waits for the same user's other save to finish. */
	public const LOCK_WAIT = 5;

	/**
	 * The post type's primitive capabilities, every one `do_not_allow` (see
	 * register_post_type()). The meta capabilities (edit_post, read_post,
	 * delete_post) keep their names and are mapped onto these: WordPress
	 * registers the value given for a meta capability as a meta capability
	 * itself, so naming one `do_not_allow` would turn every check of
	 * `do_not_allow` into a post check without a post.
	 */
	private const CAPABILITIES = array( 'edit_posts', 'edit_others_posts', 'delete_posts', 'publish_posts', 'read_private_posts', 'read', 'delete_private_posts', 'delete_published_posts', 'delete_others_posts', 'edit_private_posts', 'edit_published_posts', 'create_posts' );

	/** Meta capabilities that name a post in their first argument. */
	private const META_CAPS = array( 'edit_post', 'read_post', 'delete_post', 'publish_post', 'edit_post_meta', 'add_post_meta', 'delete_post_meta' );

	/**
	 * Hooked on `init`.
	 *
	 * Every primitive capability of the type is `do_not_allow`, with the meta
	 * capabilities mapped onto them, so no role (administrators and super admins included)
	 * can read, edit or delete a saved believer through WordPress's own screens
	 * and APIs: wp-admin's post.php, XML-RPC (wp.getPosts with post_type),
	 * the REST API, search or a query variable. Saved believers are the
	 * worshipper's own; only our routes, which check the owner, reach them.
	 * This class itself calls wp_insert_post() and friends, which check no
	 * capability, so it keeps working.
	 */
	public function register_post_type(): void {
		register_post_type(
			self::POST_TYPE,
			array(
				'label'               => __( 'Saved believers', 'temple-offerings' ),
				'public'              => false,
				'publicly_queryable'  => false,
				'exclude_from_search' => true,
				'show_ui'             => false,
				'show_in_menu'        => false,
				'show_in_nav_menus'   => false,
				'show_in_admin_bar'   => false,
				'show_in_rest'        => false,
				'has_archive'         => false,
				'rewrite'             => false,
				'query_var'           => false,
				'can_export'          => false,
				'delete_with_user'    => true,
				'supports'            => array( 'author' ),
				'map_meta_cap'        => true,
				'capabilities'        => array_fill_keys( self::CAPABILITIES, 'do_not_allow' ),
			)
		);
	}

	/**
	 * Hooked on `map_meta_cap`: any meta capability on a saved believer is
	 * `do_not_allow`, whatever another plugin did to the type's arguments
	 * (`register_post_type_args`).
	 *
	 * @param mixed $caps    Primitive capabilities so far.
	 * @param mixed $cap     The meta capability checked.
	 * @param mixed $user_id User.
	 * @param mixed $args    Its arguments; the post id first.
	 * @return mixed
	 */
	public function deny_meta_caps( mixed $caps, mixed $cap = '', mixed $user_id = 0, mixed $args = array() ): mixed {
		if ( ! in_array( $cap, self::META_CAPS, true ) || ! is_array( $args ) || ! is_numeric( $args[0] ?? null ) ) {
			return $caps;
		}
		return self::POST_TYPE === get_post_type( (int) $args[0] ) ? array( 'do_not_allow' ) : $caps;
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
	 * Saves believers for a user, all or none, never past LIMIT_PER_USER.
	 *
	 * Counting and inserting are two statements, so two requests of the same
	 * user (two tabs, a double click, a script) could both count 199 and both
	 * insert. A MySQL named lock per site and user serializes them: it lives in
	 * the database server, so it holds across every PHP node that shares the
	 * database, and the server releases it if a request dies holding it.
	 *
	 * @param int                                                      $user_id Owner.
	 * @param array<int, array{0: string[], 1: array<string, mixed>}> $items   Categories and sanitized, validated believer each.
	 * @return array<int, array<string, mixed>> The SavedBelievers, in order.
	 * @throws SaveRefused LIMIT past the limit; BUSY when the lock did not come in time.
	 */
	public function create_all( int $user_id, array $items ): array {
		[ $locked, $created ] = ( new NamedLock( 'believers', self::LOCK_WAIT ) )->run(
			$user_id,
			function () use ( $user_id, $items ): array {
				if ( $this->count( $user_id ) + count( $items ) > self::LIMIT_PER_USER ) {
					throw new SaveRefused( SaveRefused::LIMIT );
				}
				$created = array();
				foreach ( $items as [ $categories, $data ] ) {
					$created[] = $this->create( $user_id, $categories, $data );
				}
				return $created;
			}
		);
		if ( ! $locked ) {
			throw new SaveRefused( SaveRefused::BUSY );
		}
		return $created;
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
	 * Hooked on `delete_user`, which fires before WordPress hands the user's
	 * posts to the account chosen to receive them (`wp_delete_user( $id,
	 * $reassign )` reassigns every post type, ours too): the saved believers
	 * are deleted first, so they never become another account's.
	 *
	 * @param mixed $user_id The user being deleted.
	 */
	public function on_delete_user( mixed $user_id ): void {
		$this->delete_all_for_user( (int) $user_id );
	}

	/**
	 * Hooked on `remove_user_from_blog` (multisite: removing a user from a site,
	 * or deleting them from the network), which fires with that site switched
	 * to, before its posts are reassigned.
	 *
	 * @param mixed $user_id The user leaving the site.
	 */
	public function on_remove_user_from_blog( mixed $user_id ): void {
		$this->delete_all_for_user( (int) $user_id );
	}

	/**
	 * Deletes every saved believer of a user on the current site.
	 *
	 * @param int $user_id Owner.
	 */
	public function delete_all_for_user( int $user_id ): void {
		if ( $user_id <= 0 ) {
			return;
		}
		global $wpdb;
		// Every status, trash included: what is left behind would be reassigned.
		$ids = $wpdb->get_col(
			$wpdb->prepare( "SELECT ID FROM {$wpdb->posts} WHERE post_type = %s AND post_author = %d", self::POST_TYPE, $user_id )
		);
		foreach ( $ids as $id ) {
			wp_delete_post( (int) $id, true );
		}
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
