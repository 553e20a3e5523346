<?php
/**
 * The cache of visible-products answers and the events that drop it.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

/**
 * Answers are stored in a fixed number of slots (CacheSlots): in the object
 * cache group CACHE_GROUP when the site has a persistent object cache (the
 * plugin's own group, so uninstall.php can flush exactly it and nothing of
 * other plugins), as transients in the options table otherwise. The route
 * asks by what an answer depends on (ProductsQuery: the real categories and a
 * chunk of their listing), and the slots bound what made-up queries can
 * store: at most SLOTS entries (two option rows each as transients), ever.
 *
 * Each entry names its answer by its arguments, a cache version and the
 * uploads' address. Any product, variation, stock or category change bumps the
 * version, so every stored answer is missed at once without having to find and
 * delete them; their slots are taken first by new answers, and they expire on
 * their own.
 *
 * Correct across several PHP nodes: the version lives in the database (and the
 * shared object cache), never in one process, and a bump writes a new random
 * value instead of "old + 1". A node's request reads the version once, when it
 * first needs it, and may hold an outdated one; "old + 1" computed from that
 * could write a value that is already current, leaving answers cached in
 * between in place for a day. A fresh random value always differs from every
 * value any node has used, so every answer cached before the change is missed.
 * The option is not autoloaded: autoloaded options share one cache entry
 * (`alloptions`), which two nodes saving different options at once can write
 * back stale, undoing a bump. Two nodes writing one slot at once leave one of
 * the two answers, each still served only to its own question.
 *
 * The two flags below are about this request only (the changes it made itself);
 * nothing else is kept in memory.
 */
final class ProductsCache {

	public const VERSION_OPTION = 'temple_offerings_products_cache_version';

	public const TRANSIENT_PREFIX = 'temple_offerings_vp_';

	public const CACHE_GROUP = 'temple_offerings';

	/**
	 * Entries the cache may hold. A page of the offering block needs one per
	 * hundred of its products (per block's set of categories), so this leaves
	 * room for dozens of different blocks; the filter
	 * `temple_offerings_products_cache_slots` changes it (2 to 1024).
	 */
	public const SLOTS = 128;

	private const LIFETIME = DAY_IN_SECONDS;

	/**
	 * Whether flush() already bumped the version in this request.
	 *
	 * @var bool
	 */
	private bool $flushed = false;

	/**
	 * Whether more changes came after that bump (bumped again on shutdown).
	 *
	 * @var bool
	 */
	private bool $pending = false;

	/**
	 * @param array<string, mixed> $args What the answer depends on (ProductsQuery::chunk_args()).
	 * @return array<string, mixed>|null
	 */
	public function get( array $args ): ?array {
		$key = $this->key( $args );
		foreach ( $this->read( $this->slots()->candidates( $this->place( $args ) ) ) as $stored ) {
			$answer = CacheSlots::answer( $stored, $key );
			if ( null !== $answer ) {
				return $answer;
			}
		}
		return null;
	}

	/**
	 * @param array<string, mixed> $args  What the answer depends on.
	 * @param array<string, mixed> $value The answer.
	 */
	public function set( array $args, array $value ): void {
		$key     = $this->key( $args );
		$version = $this->version();
		$slot    = CacheSlots::choose( $this->read( $this->slots()->candidates( $this->place( $args ) ) ), $key, $version );
		$entry   = CacheSlots::entry_of( $key, $version, time(), $value );
		if ( wp_using_ext_object_cache() ) {
			wp_cache_set( self::slot_name( $slot ), $entry, self::CACHE_GROUP, self::LIFETIME );
		} else {
			set_transient( self::slot_name( $slot ), $entry, self::LIFETIME );
		}
	}

	/**
	 * The name of a slot: its object cache key, or its transient's name.
	 *
	 * @param int $slot Slot number.
	 */
	public static function slot_name( int $slot ): string {
		return self::TRANSIENT_PREFIX . $slot;
	}

	/**
	 * Drops every stored answer. Hooked on product, variation, stock and category
	 * changes; a bulk edit calls it many times, so the option is written at most
	 * twice a request (now, so this request reads fresh data, and at shutdown, so
	 * an answer cached by another request meanwhile is dropped too).
	 */
	public function flush(): void {
		if ( $this->flushed ) {
			$this->pending = true;
			return;
		}
		$this->flushed = true;
		$this->bump();
	}

	/**
	 * Hooked on `shutdown`.
	 */
	public function flush_pending(): void {
		if ( $this->pending ) {
			$this->pending = false;
			$this->bump();
		}
	}

	/**
	 * Drops the cache when terms of a product or variation change.
	 *
	 * @param int $object_id Object id.
	 */
	public function on_set_object_terms( int $object_id ): void {
		if ( in_array( get_post_type( $object_id ), array( 'product', 'product_variation' ), true ) ) {
			$this->flush();
		}
	}

	/**
	 * Drops the cache when a product or variation post is trashed, restored or deleted
	 * outside WooCommerce's own data stores.
	 *
	 * @param int $post_id Post id.
	 */
	public function on_post_change( int $post_id ): void {
		$this->on_set_object_terms( $post_id );
	}

	private function bump(): void {
		update_option( self::VERSION_OPTION, wp_generate_uuid4(), false );
	}

	private function version(): string {
		return (string) get_option( self::VERSION_OPTION, '0' );
	}

	private function slots(): CacheSlots {
		return new CacheSlots( max( 2, min( 1024, (int) apply_filters( 'temple_offerings_products_cache_slots', self::SLOTS ) ) ) );
	}

	/**
	 * What the candidate slots hold, by slot.
	 *
	 * @param int[] $slots Slot numbers.
	 * @return array<int, mixed>
	 */
	private function read( array $slots ): array {
		$names = array_map( array( self::class, 'slot_name' ), $slots );
		if ( wp_using_ext_object_cache() ) {
			return array_combine( $slots, array_values( wp_cache_get_multiple( $names, self::CACHE_GROUP ) ) );
		}
		// Both transients (value and timeout rows) in one query.
		$rows = array();
		foreach ( $names as $name ) {
			array_push( $rows, '_transient_' . $name, '_transient_timeout_' . $name );
		}
		wp_prime_option_caches( $rows );
		return array_combine( $slots, array_map( 'get_transient', $names ) );
	}

	/**
	 * Where an answer is stored: its arguments and the uploads' address.
	 * Answers hold absolute image URLs, so a site moved to another address or
	 * port, or served over https as well as http, must not be handed the
	 * other address's images.
	 *
	 * @param array<string, mixed> $args What the answer depends on.
	 */
	private function place( array $args ): string {
		ksort( $args );
		$uploads = (string) ( wp_get_upload_dir()['baseurl'] ?? '' );
		return $uploads . '|' . wp_json_encode( $args );
	}

	/**
	 * The answer's key: its place and the catalogue's version.
	 *
	 * @param array<string, mixed> $args What the answer depends on.
	 */
	private function key( array $args ): string {
		return md5( $this->version() . '|' . $this->place( $args ) );
	}
}
