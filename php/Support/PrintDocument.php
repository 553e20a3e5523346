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
 * but one small CSS file. Its head and foot are the templates
 * print-header.php and print-footer.php.
 */
final class PrintDocument {

	/**
	 * @param Templates $templates  The document's head and foot (a theme may override them).
	 * @param string    $stylesheet URL of assets/staff/print.css.
	 * @param string    $version    Cache-busting version.
	 */
	public function __construct( private Templates $templates, private string $stylesheet, private string $version ) {}

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
		$this->templates->render(
			'print-header',
			array(
				'title'      => $title,
				'stylesheet' => add_query_arg( 'ver', $this->version, $this->stylesheet ),
				// Tags cannot occur in rules made of numbers; stripped anyway so a style block can never be closed early.
				'page_rules' => wp_strip_all_tags( $page_rules ),
				'body_class' => trim( 'temple-print ' . $body_class ),
			)
		);
	}

	/**
	 * Closes the document.
	 */
	public function close(): void {
		$this->templates->render( 'print-footer', array() );
	}
}
