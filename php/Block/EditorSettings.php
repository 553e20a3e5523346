<?php
/**
 * What the block's editor script needs to know that no REST answer says.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Block;

/**
 * Prints, before the block's editor script, the slug of WooCommerce's default
 * product category (`default_product_cat`, "Uncategorized"), so the inspector
 * leaves it out of the tab choices. Its slug is `uncategorized` only on an
 * English install: WooCommerce translates it (a zh_TW shop's is 未分類,
 * URL-encoded), and staff may rename it.
 */
final class EditorSettings {

	/** The global the editor script reads (src/components/inspector/use-product-categories.ts). */
	public const GLOBAL_NAME = 'templeOfferingsEditor';

	/**
	 * Hooked on `enqueue_block_editor_assets`.
	 */
	public function print(): void {
		$type = \WP_Block_Type_Registry::get_instance()->get_registered( OfferingsBlock::NAME );
		if ( ! $type ) {
			return;
		}
		$data = array( 'defaultProductCategory' => $this->default_category_slug() );
		foreach ( $type->editor_script_handles as $handle ) {
			wp_add_inline_script( $handle, sprintf( 'window.%s = %s;', self::GLOBAL_NAME, (string) wp_json_encode( $data, JSON_HEX_TAG | JSON_HEX_AMP ) ), 'before' );
		}
	}

	/**
	 * The default product category's slug, or '' when there is none.
	 * WooCommerce stores the term's term_taxonomy_id in the option, which is
	 * usually but not always its term id: both are tried.
	 */
	private function default_category_slug(): string {
		$id = absint( get_option( 'default_product_cat', 0 ) );
		if ( $id < 1 || ! taxonomy_exists( 'product_cat' ) ) {
			return '';
		}
		$term = get_term_by( 'term_taxonomy_id', $id, 'product_cat' );
		$term = $term instanceof \WP_Term ? $term : get_term( $id, 'product_cat' );
		return $term instanceof \WP_Term ? $term->slug : '';
	}
}
