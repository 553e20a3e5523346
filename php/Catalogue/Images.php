<?php
/**
 * Image URLs for product rows.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Catalogue;

/**
 * The WooCommerce single-product size's URL (uncropped, so a 16:9 card can frame it), or '' (the page then shows the shop's
 * placeholder image from its settings).
 */
final class Images {

	/**
	 * @param int|string $attachment_id Attachment id; 0 for none.
	 */
	public static function url( int|string $attachment_id ): string {
		$id = (int) $attachment_id;
		if ( $id <= 0 ) {
			return '';
		}
		$url = wp_get_attachment_image_url( $id, 'woocommerce_single' );
		return is_string( $url ) ? $url : '';
	}
}
