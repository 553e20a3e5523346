<?php
/**
 * The bare HTML page the print views share.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Support;

/**
 * A standalone document with the A4 print stylesheet and a Print button
 * (hidden on paper): nothing of the admin screen to hide, nothing to load
 * but one small CSS file.
 */
final class PrintDocument {

	/**
	 * @param string $stylesheet URL of assets/staff/print.css.
	 * @param string $version    Cache-busting version.
	 */
	public function __construct( private string $stylesheet, private string $version ) {}

	/**
	 * Sends headers and prints everything up to the body's content.
	 *
	 * @param string $title      Document title (plain text).
	 * @param string $page_rules CSS for this sheet only (paper size and
	 *                           orientation, label sizes), built by the
	 *                           caller from numbers, never from input text.
	 * @param string $body_class Extra class of the body, naming the sheet.
	 */
	public function open( string $title, string $page_rules = '', string $body_class = '' ): void {
		nocache_headers();
		header( 'Content-Type: text/html; charset=UTF-8' );
		echo '<!DOCTYPE html><html ' . get_language_attributes() . '><head><meta charset="utf-8">';
		echo '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">';
		echo '<title>' . esc_html( $title ) . '</title>';
		echo '<link rel="stylesheet" href="' . esc_url( add_query_arg( 'ver', $this->version, $this->stylesheet ) ) . '">';
		if ( '' !== $page_rules ) {
			// phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- CSS, not HTML: tags cannot occur in rules made of numbers, and are stripped anyway so the style element can never be closed early.
			echo '<style>' . wp_strip_all_tags( $page_rules ) . '</style>';
		}
		echo '</head><body class="' . esc_attr( trim( 'temple-print ' . $body_class ) ) . '">';
		echo '<p class="temple-print-actions"><button type="button" onclick="window.print()">' . esc_html__( 'Print this page', 'temple-offerings' ) . '</button></p>';
	}

	/**
	 * Closes the document.
	 */
	public function close(): void {
		echo '</body></html>';
	}
}
