<?php
/**
 * The shop's visible, purchasable products as plain rows for the offering page.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

use TempleOfferings\Cutoff\RegistrationCutoff;
use TempleOfferings\Opening\CounterQuotas;
use TempleOfferings\Opening\CounterWindows;
use TempleOfferings\Opening\RegistrationWindows;
use TempleOfferings\Support\PlainText;
use TempleOfferings\TaiSui\TaiSuiSeasons;
use WC_Product;
use WC_Product_Variation;
use WP_Query;

/**
 * Reads one page of products in a fixed number of database queries, whatever the
 * page size: one query for the ids, one for their children, and the post, meta and
 * term caches primed in batches before any WC_Product is built (a WC_Product reads
 * only from those caches then). Variable products are never asked for their price
 * range (that goes through a transient per product); their price is worked out
 * from the variations already loaded.
 */
final class VisibleProducts {

	/** The cached row's part for the answer to decide per reader (counter_part()), never sent. */
	public const COUNTER = 'counter';

	/**
	 * @param RegistrationCutoff  $cutoff  Each row's registration cutoff day.
	 * @param RegistrationWindows $windows Each row's registration window.
	 * @param TaiSuiSeasons       $seasons Each row's own season (太歲 year).
	 * @param CounterQuotas       $quotas  The places each row keeps for the counter.
	 * @param CounterWindows      $counter The counter's window of each row.
	 */
	public function __construct( private RegistrationCutoff $cutoff, private RegistrationWindows $windows, private TaiSuiSeasons $seasons, private CounterQuotas $quotas, private CounterWindows $counter ) {}

	/**
	 * One page of rows (the REST contract's product shape) and the total count.
	 * Rows are keyed by their position in the page's query, from 0: a product
	 * nothing of which can be bought leaves a gap, so a part of the page can be
	 * cut out by position (ProductsQuery::rows()).
	 *
	 * @param string[] $categories product_cat slugs; [] for every category.
	 * @param int      $page       1-based page.
	 * @param int      $per_page   Page size.
	 * @return array{rows: array<int, array<string, mixed>>, total: int}
	 */
	public function page( array $categories, int $page, int $per_page ): array {
		$query = new WP_Query( $this->query_args( $categories, $page, $per_page ) );
		$ids   = array_map( 'intval', $query->posts );
		if ( ! $ids ) {
			return array(
				'rows'  => array(),
				'total' => (int) $query->found_posts,
			);
		}

		_prime_post_caches( $ids, true, true );
		$children = $this->children( $ids );
		$all_kids = array_merge( array(), ...array_values( $children ) );
		if ( $all_kids ) {
			_prime_post_caches( $all_kids, true, true );
		}
		$this->prime_images( array_merge( $ids, $all_kids ) );
		$this->cutoff->prime( $ids );
		$this->prime_variable_transients( array_keys( $children ) );

		$rows = array();
		foreach ( $ids as $position => $id ) {
			$product = wc_get_product( $id );
			if ( ! $product instanceof WC_Product ) {
				continue;
			}
			$row = $this->row( $product, $children[ $id ] ?? array() );
			if ( null !== $row ) {
				$rows[ $position ] = $row;
			}
		}

		return array(
			'rows'  => $rows,
			'total' => (int) $query->found_posts,
		);
	}

	/**
	 * Published, catalogue-visible products with a price (in stock too when the shop
	 * hides out-of-stock items); the rest of
	 * "purchasable" is checked per product in row().
	 *
	 * @param string[] $categories Slugs.
	 * @param int      $page       Page.
	 * @param int      $per_page   Size.
	 * @return array<string, mixed>
	 */
	private function query_args( array $categories, int $page, int $per_page ): array {
		$hidden    = wc_get_product_visibility_term_ids();
		$tax_query = array(
			'relation' => 'AND',
			array(
				'taxonomy' => 'product_visibility',
				'field'    => 'term_taxonomy_id',
				// Full offerings stay on the page (marked full) unless the shop hides out-of-stock items.
				'terms'    => array_values( array_filter( array( $hidden['exclude-from-catalog'] ?? 0, Seats::hide_sold_out() ? ( $hidden['outofstock'] ?? 0 ) : 0 ) ) ),
				'operator' => 'NOT IN',
			),
		);
		if ( $categories ) {
			$tax_query[] = array(
				'taxonomy'         => 'product_cat',
				'field'            => 'slug',
				'terms'            => $categories,
				'include_children' => false,
			);
		}

		return array(
			'post_type'              => 'product',
			'post_status'            => 'publish',
			'fields'                 => 'ids',
			'posts_per_page'         => $per_page,
			'paged'                  => $page,
			'orderby'                => array(
				'menu_order' => 'ASC',
				'title'      => 'ASC',
				'ID'         => 'ASC',
			),
			'ignore_sticky_posts'    => true,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
			// The catalogue filter WooCommerce itself uses.
			'tax_query'              => $tax_query,
			// A product without a price cannot be bought.
			'meta_query'             => array(
				array(
					'key'     => '_price',
					'value'   => '',
					'compare' => '!=',
				),
			),
		);
	}

	/**
	 * Published variation ids of every product, in one query.
	 *
	 * @param int[] $ids Product ids.
	 * @return array<int, int[]> Parent id → variation ids, in menu order.
	 */
	private function children( array $ids ): array {
		global $wpdb;
		$in   = implode( ',', array_fill( 0, count( $ids ), '%d' ) );
		$rows = $wpdb->get_results(
			// $in is only %d placeholders.
			$wpdb->prepare( "SELECT ID, post_parent FROM {$wpdb->posts} WHERE post_type = 'product_variation' AND post_status = 'publish' AND post_parent IN ($in) ORDER BY menu_order ASC, ID ASC", $ids )
		);
		$children = array();
		foreach ( (array) $rows as $row ) {
			$children[ (int) $row->post_parent ][] = (int) $row->ID;
		}
		return $children;
	}

	/**
	 * Loads the featured images' posts and metadata in one go.
	 *
	 * @param int[] $ids Product and variation ids (their meta is cached already).
	 */
	private function prime_images( array $ids ): void {
		$images = array();
		foreach ( $ids as $id ) {
			$image = (int) get_post_meta( $id, '_thumbnail_id', true );
			if ( $image > 0 ) {
				$images[] = $image;
			}
		}
		if ( $images ) {
			_prime_post_caches( array_unique( $images ), false, true );
		}
	}

	/**
	 * Reading a variable product makes WooCommerce prime four transient options of
	 * its own, one query per product when the site has no persistent object cache;
	 * priming them for every parent at once turns those into cache hits.
	 *
	 * @param int[] $parent_ids Variable products' ids.
	 */
	private function prime_variable_transients( array $parent_ids ): void {
		if ( ! $parent_ids || wp_using_ext_object_cache() ) {
			return;
		}
		$names = array();
		foreach ( $parent_ids as $id ) {
			foreach ( array( 'wc_var_prices_', 'wc_product_children_' ) as $prefix ) {
				$names[] = '_transient_' . $prefix . $id;
				$names[] = '_transient_timeout_' . $prefix . $id;
			}
		}
		wp_prime_option_caches( $names );
	}

	/**
	 * One product row, or null when nothing of it can be bought.
	 *
	 * @param WC_Product $product  The product.
	 * @param int[]      $children Its published variation ids.
	 * @return array<string, mixed>|null
	 */
	private function row( WC_Product $product, array $children ): ?array {
		if ( ! self::listable( $product ) ) {
			return null;
		}

		$variations = array();
		if ( $product->is_type( array( 'variable', 'variable-subscription' ) ) ) {
			$variations = Variations::rows( $product, $children, Seats::hide_sold_out() );
			if ( ! $variations ) {
				return null;
			}
			[ $price, $regular, $sale ] = Variations::price_range_start( $variations );
		} else {
			$price   = (string) $product->get_price();
			$regular = (string) $product->get_regular_price();
			$sale    = $product->is_on_sale() ? (string) $product->get_sale_price() : '';
		}

		$window = $this->windows->window_of( $product );
		return array(
			'id'                   => $product->get_id(),
			'name'                 => PlainText::of( $product->get_name() ),
			'slug'                 => $product->get_slug(),
			'type'                 => $product->get_type(),
			'category'             => $this->category_slugs( $product->get_id() ),
			'short_description'    => PlainText::of( $product->get_short_description() ),
			'price'                => $price,
			'regular_price'        => $regular,
			'sale_price'           => $sale,
			'available_variations' => $variations,
			// The day only: whether it has passed is decided per answer, so a cached row never goes stale.
			'cutoff'               => $this->cutoff->date_of( $product ) ?? '',
			// Its own or its categories' year only (0: none): the site's year, or today's, is
			// filled in per answer (VisibleProductsController), so a cached row never goes stale.
			'tai_sui_year'         => $this->seasons->own( $product ) ?? 0,
			// The moments only, as the day above: where now falls is decided per answer.
			'opens_at'             => RegistrationWindows::iso( $window['opens'] ),
			'closes_at'            => RegistrationWindows::iso( $window['closes'] ),
			self::COUNTER          => $this->counter_part( $product ),
		) + Images::fields( $product->get_image_id() ) + Seats::of( $product );
	}

	/**
	 * What the answer decides per reader (VisibleProductsController): the
	 * places the counter keeps and not yet sold (`kept`) with the page's
	 * places while they are kept (`page`) and their release, and the
	 * counter's window. The release, as the window, is decided per answer;
	 * the count is read with the stock, and a counter order changes the
	 * stock, which drops the cached rows.
	 *
	 * @param WC_Product $product The product.
	 * @return array{kept: int, release: string, page: array<string, mixed>, opens_at: string, closes_at: string}
	 */
	private function counter_part( WC_Product $product ): array {
		$kept   = null === Seats::counted( $product ) ? 0 : $this->quotas->unsold( $product );
		$window = $this->counter->window_of( $product );
		return array(
			'kept'      => $kept,
			'release'   => RegistrationWindows::iso( $this->quotas->quota_of( $product )['release'] ),
			'page'      => Seats::of( $product, $kept ),
			'opens_at'  => RegistrationWindows::iso( $window['opens'] ),
			'closes_at' => RegistrationWindows::iso( $window['closes'] ),
		);
	}

	/**
	 * Whether the page lists this product or variation now, by the same rules as
	 * page(): for one product (the renew route asks about an order's lines) the
	 * query's own conditions, catalogue visibility and a price, are asked of
	 * the product itself, then row()'s; a variation also needs its parent
	 * listed and itself among the parent's buyable variations.
	 *
	 * @param WC_Product $product Product or variation.
	 */
	public function sells( WC_Product $product ): bool {
		$parent = $product instanceof WC_Product_Variation ? wc_get_product( $product->get_parent_id() ) : $product;
		if ( ! $parent instanceof WC_Product || ! self::listable( $parent ) ) {
			return false;
		}
		// The query's `exclude-from-catalog` term is what WooCommerce sets for these two visibilities.
		$hidden = in_array( $parent->get_catalog_visibility(), array( 'hidden', 'search' ), true );
		if ( $hidden || '' === (string) get_post_meta( $parent->get_id(), '_price', true ) ) {
			return false;
		}
		if ( ! $parent->is_type( array( 'variable', 'variable-subscription' ) ) ) {
			return $parent === $product;
		}
		$children = $parent === $product ? $parent->get_children() : array( $product->get_id() );
		return array() !== Variations::rows( $parent, array_map( 'intval', $children ), Seats::hide_sold_out() );
	}

	/**
	 * row()'s own conditions: a type the page sells, purchasable (a variable
	 * product through its variations), published, and in stock when the shop
	 * hides out-of-stock items.
	 *
	 * @param WC_Product $product Product (not a variation).
	 */
	private static function listable( WC_Product $product ): bool {
		if ( ! $product->is_type( array( 'simple', 'variable', 'subscription', 'variable-subscription' ) ) ) {
			return false;
		}
		if ( ! $product->is_purchasable() && ! $product->is_type( array( 'variable', 'variable-subscription' ) ) ) {
			return false;
		}
		// The query already left out hidden (and, when the shop hides them, out-of-stock)
		// products; this catches what plugins decide through WooCommerce's filters.
		return 'publish' === $product->get_status() && ( $product->is_in_stock() || ! Seats::hide_sold_out() );
	}

	/**
	 * The product's category slugs, from the primed term cache.
	 *
	 * @param int $id Product id.
	 * @return string[]
	 */
	private function category_slugs( int $id ): array {
		$terms = get_the_terms( $id, 'product_cat' );
		return is_array( $terms ) ? array_values( array_map( static fn( \WP_Term $term ): string => $term->slug, $terms ) ) : array();
	}
}
