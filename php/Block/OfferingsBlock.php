<?php
/**
 * The offering block: registration and frontend render.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Block;

use TempleOfferings\Admin\MissingWooCommerceNotice;
use TempleOfferings\Security\Origins;

/**
 * Registers `temple-offerings/offerings` from build/ and renders its mount element.
 */
final class OfferingsBlock {

	public const NAME = 'temple-offerings/offerings';

	/**
	 * @param string  $build_dir   Directory holding the built block.json and scripts.
	 * @param string  $plugin_file The plugin's main file, for the languages path.
	 * @param Origins $origins     The allowed origins.
	 */
	public function __construct(
		private string $build_dir,
		private string $plugin_file,
		private Origins $origins
	) {}

	/**
	 * Registers the block type and points its scripts at the shipped translations.
	 */
	public function register(): void {
		$type = register_block_type( $this->build_dir, array( 'render_callback' => array( $this, 'render' ) ) );
		if ( ! $type ) {
			return;
		}
		$languages = dirname( $this->plugin_file ) . '/languages';
		foreach ( array_merge( $type->editor_script_handles, $type->view_script_handles ) as $handle ) {
			wp_set_script_translations( $handle, 'temple-offerings', $languages );
		}
	}

	/**
	 * Renders the element the view script mounts on, with the block's settings.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 */
	public function render( array $attributes ): string {
		if ( ! MissingWooCommerceNotice::woocommerce_active() ) {
			return sprintf(
				'<div %s><p>%s</p></div>',
				get_block_wrapper_attributes(),
				esc_html__( 'This offering page needs WooCommerce, which is not active on this site.', 'temple-offerings' )
			);
		}

		return sprintf(
			'<div %s data-settings="%s"><p class="wp-block-temple-offerings-offerings__loading">%s</p></div>',
			get_block_wrapper_attributes(),
			esc_attr( (string) wp_json_encode( $this->settings( $attributes ) ) ),
			esc_html__( 'Loading…', 'temple-offerings' )
		);
	}

	/**
	 * What the frontend needs to know that is not a REST answer. Nothing here is
	 * per-user except `isLoggedIn`, so a page cache can serve guests the same HTML.
	 *
	 * @param array<string, mixed> $attributes Block attributes.
	 * @return array<string, mixed>
	 */
	private function settings( array $attributes ): array {
		$allowed = array_values(
			array_filter(
				array_map( 'sanitize_title', (array) ( $attributes['allowedCategories'] ?? array() ) )
			)
		);

		return array(
			'allowedCategories' => $allowed,
			'defaultCategory'   => sanitize_title( (string) ( $attributes['defaultCategory'] ?? '' ) ),
			'cartUrl'           => wc_get_cart_url(),
			'placeholderImage'  => wc_placeholder_img_src( 'woocommerce_thumbnail' ),
			'allowedOrigins'    => $this->origins->allowed(),
			'isLoggedIn'        => is_user_logged_in(),
			'loginUrl'          => wp_login_url( (string) get_permalink() ),
		);
	}
}
