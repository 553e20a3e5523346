<?php
/**
 * Enqueues one of the plugin's script entries from build/, with its translations and styles.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Each React screen outside the offering page (My Account's family book,
 * the staff's believer form on the order screen) is a webpack entry of its
 * own: build/<entry>.js with the dependencies and version wp-scripts writes
 * into build/<entry>.asset.php, its zh_TW strings from languages/, and the
 * offering page's styles it reuses plus its own. A build that is missing
 * (a checkout that was never built) enqueues nothing rather than a broken
 * script.
 */
final class BuiltScript {

	/**
	 * @param string $plugin_file The plugin's main file.
	 */
	public function __construct( private string $plugin_file ) {}

	/**
	 * Enqueues build/<entry>.js and the styles, in order.
	 *
	 * @param string   $handle The script's handle (styles get `-0`, `-1`… after it).
	 * @param string   $entry  The entry's name in build/ (`my-account`).
	 * @param string[] $styles Stylesheets in build/, in the order they apply.
	 * @return bool Whether the build was there.
	 */
	public function enqueue( string $handle, string $entry, array $styles ): bool {
		$dir   = dirname( $this->plugin_file );
		$asset = $dir . '/build/' . $entry . '.asset.php';
		if ( ! is_readable( $asset ) ) {
			return false;
		}
		$meta    = require $asset;
		$version = (string) ( $meta['version'] ?? '' );
		wp_enqueue_script( $handle, plugins_url( 'build/' . $entry . '.js', $this->plugin_file ), (array) ( $meta['dependencies'] ?? array() ), $version, array( 'in_footer' => true ) );
		wp_set_script_translations( $handle, 'temple-offerings', $dir . '/languages' );
		foreach ( $styles as $index => $css ) {
			if ( is_readable( $dir . '/build/' . $css ) ) {
				wp_enqueue_style( $handle . '-' . $index, plugins_url( 'build/' . $css, $this->plugin_file ), array(), $version );
			}
		}
		return true;
	}
}
