<?php
/**
 * Where an offering is registered: the published pages that hold the block.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

use WP_Block_Type_Registry;

/**
 * Finds the offering page for a product: the first published page holding the
 * block whose tabs include one of the product's categories, with that
 * category in `?category=` so the page opens on its tab.
 *
 * The list of pages is kept in a transient (the database, or the shared
 * object cache when the site has one), so every PHP node sees the same list,
 * and it is dropped whenever a page or post is saved, trashed or deleted.
 */
final class OfferingPages {

	/** The offering page's block (registered by Block\OfferingsBlock under this name). */
	public const BLOCK = 'temple-offerings/offerings';

	public const TRANSIENT = 'temple_offerings_offering_pages';

	/** Enough for any temple; bounds the lookup. */
	private const MAX_PAGES = 20;

	/**
	 * The offering page's URL for a product with these categories, or null
	 * when no published page offers any of them.
	 *
	 * @param string[] $categories The product's product_cat slugs.
	 */
	public function url_for( array $categories ): ?string {
		foreach ( $this->pages() as $page ) {
			foreach ( $page['allowed'] as $slug ) {
				if ( in_array( $slug, $categories, true ) ) {
					/**
					 * Filters the URL an offering product sends worshippers to.
					 *
					 * @param string   $url        Offering page with `?category=`.
					 * @param string[] $categories The product's category slugs.
					 */
					return (string) apply_filters( 'temple_offerings_offering_page_url', add_query_arg( 'category', rawurlencode( $slug ), $page['url'] ), $categories );
				}
			}
		}
		return null;
	}

	/**
	 * Hooked on `save_post`, `deleted_post` and `trashed_post`.
	 *
	 * @param mixed $post_id Post id.
	 */
	public function flush( mixed $post_id = 0 ): void {
		if ( in_array( get_post_type( (int) $post_id ), array( 'page', 'post', false ), true ) ) {
			delete_transient( self::TRANSIENT );
		}
	}

	/**
	 * Published pages with the block: `[ { url, allowed: string[] } ]`.
	 *
	 * @return array<int, array{url: string, allowed: string[]}>
	 */
	private function pages(): array {
		$pages = get_transient( self::TRANSIENT );
		if ( is_array( $pages ) ) {
			return $pages;
		}
		global $wpdb;
		// One bounded lookup, cached in the transient.
		$ids   = $wpdb->get_col(
			$wpdb->prepare(
				"SELECT ID FROM {$wpdb->posts} WHERE post_status = 'publish' AND post_type IN ( 'page', 'post' ) AND post_content LIKE %s ORDER BY post_type = 'page' DESC, menu_order, ID LIMIT %d",
				'%' . $wpdb->esc_like( '<!-- wp:' . self::BLOCK ) . '%',
				self::MAX_PAGES
			)
		);
		$pages = array();
		foreach ( $ids as $id ) {
			$url = get_permalink( (int) $id );
			if ( is_string( $url ) ) {
				$pages[] = array(
					'url'     => $url,
					'allowed' => $this->allowed_categories( (string) get_post_field( 'post_content', (int) $id ) ),
				);
			}
		}
		set_transient( self::TRANSIENT, $pages, DAY_IN_SECONDS );
		return $pages;
	}

	/**
	 * The tabs of every block in a page, in order, with the block's defaults applied.
	 *
	 * @param string $content Post content.
	 * @return string[]
	 */
	private function allowed_categories( string $content ): array {
		$type    = WP_Block_Type_Registry::get_instance()->get_registered( self::BLOCK );
		$allowed = array();
		foreach ( parse_blocks( $content ) as $block ) {
			if ( self::BLOCK !== ( $block['blockName'] ?? '' ) ) {
				continue;
			}
			$attributes = null !== $type ? $type->prepare_attributes_for_render( (array) $block['attrs'] ) : (array) $block['attrs'];
			foreach ( (array) ( $attributes['allowedCategories'] ?? array() ) as $slug ) {
				if ( is_string( $slug ) && '' !== sanitize_title( $slug ) ) {
					$allowed[] = sanitize_title( $slug );
				}
			}
		}
		return array_values( array_unique( $allowed ) );
	}
}
