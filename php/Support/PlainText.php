<?php
/**
 * Stored HTML turned into the plain text the REST contract promises.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * The browser renders these strings as text (React escapes them), so tags,
 * shortcodes and entities are resolved here once: "<b>A &amp; B</b>" → "A & B".
 */
final class PlainText {

	/**
	 * @param string $html Stored text, possibly HTML.
	 */
	public static function of( string $html ): string {
		$text = wp_strip_all_tags( strip_shortcodes( $html ) );
		return trim( html_entity_decode( $text, ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
	}
}
