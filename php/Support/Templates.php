<?php
/**
 * The print views' templates, found the WooCommerce way.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * Renders templates/temple-offerings/<name>.php through wc_get_template(),
 * so a theme's own yourtheme/temple-offerings/<name>.php takes its place
 * (and WooCommerce's wc_get_template filters apply) without a line of code.
 */
final class Templates {

	/** Folder inside a theme, and inside the plugin's templates/, holding the print views. */
	public const FOLDER = 'temple-offerings/';

	/**
	 * @param string $default_path The plugin's templates/ folder, with a trailing slash.
	 */
	public function __construct( private string $default_path ) {}

	/**
	 * Prints one template with its data.
	 *
	 * @param string               $name Template name without folder or .php, e.g. labels.
	 * @param array<string, mixed> $args Variables the template reads.
	 */
	public function render( string $name, array $args ): void {
		wc_get_template( self::FOLDER . $name . '.php', $args, self::FOLDER, $this->default_path );
	}
}
