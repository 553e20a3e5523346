<?php
/**
 * Image URLs for product rows.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Offering;

/**
 * The WooCommerce single-product size's URL (uncropped, so a 16:9 card can frame it), or '' (the page then shows the shop's
 * placeholder image from its settings).
 */
final class Images {

	/**
	 * A row's image fields: the URL and its pixel size, which the card's
	 * `<img>` carries as width and height so the browser knows the picture's
	 * shape before it arrives (0 when unknown, or when there is no image).
	 *
	 * @param int|string $attachment_id Attachment id; 0 for none.
	 * @return array{image: string, image_width: int, image_height: int}
	 */
	public static function fields( int|string $attachment_id ): array {
		$id     = (int) $attachment_id;
		$source = $id > 0 ? wp_get_attachment_image_src( $id, 'woocommerce_single' ) : false;
		if ( ! is_array( $source ) || ! is_string( $source[0] ) ) {
			return array(
				'image'        => '',
				'image_width'  => 0,
				'image_height' => 0,
			);
		}
		return array(
			'image'        => $source[0],
			'image_width'  => (int) $source[1],
			'image_height' => (int) $source[2],
		);
	}
}
