<?php
/**
 * The offering page's block: every hook of the feature.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Block;

/**
 * The block, from the top-level block.json (its scripts and styles are in
 * build/). Its settings carry its tabs, the token the page's stored drafts
 * belong to, how long a guest's are kept and the temple's 太歲 rules and
 * words; it preloads the answers of two REST routes.
 */
final class BlockFeature {

	/**
	 * @param OfferingsBlock $block The block.
	 */
	public function __construct( private OfferingsBlock $block ) {}

	/**
	 * Adds the feature's hooks.
	 */
	public function register(): void {
		// The editor's inspector leaves WooCommerce's default category out, whatever its slug.
		add_action( 'enqueue_block_editor_assets', array( new EditorSettings(), 'print' ) );
		add_action( 'init', array( $this->block, 'register' ) );
	}
}
