<?php
/**
 * The unsubscribe link's page, drawn in the site's own theme.
 *
 * @package TempleOfferings
 */

declare( strict_types = 1 );

namespace TempleOfferings\Reminder;

use TempleOfferings\Support\Templates;

/**
 * Prints templates/temple-offerings/unsubscribe.php between the theme's
 * header and footer (templates/temple-offerings/theme-page.php: a block
 * theme's header and footer template parts, or a classic theme's header.php
 * and footer.php), so the worshipper lands on a page of the temple's site,
 * not on a bare message. The page is never
 * cached, indexed or framed, and sends no Referer: its address holds the
 * link's signature.
 */
final class UnsubscribePage {

	/**
	 * @param Templates $templates Finds the template (a theme's copy first).
	 */
	public function __construct( private Templates $templates ) {}

	/**
	 * Prints the whole page; the caller ends the request.
	 *
	 * @param int    $status  HTTP status.
	 * @param string $title   Heading (and the document's title).
	 * @param string $message The sentence.
	 * @param string $action  Where the button posts, or '' for no button.
	 */
	public function show( int $status, string $title, string $message, string $action = '' ): void {
		status_header( $status );
		nocache_headers();
		send_frame_options_header();
		header( 'Referrer-Policy: no-referrer' );
		add_filter( 'wp_robots', 'wp_robots_no_robots' );
		add_filter( 'pre_get_document_title', static fn(): string => $title . ' – ' . get_bloginfo( 'name', 'display' ) );

		$class = function_exists( 'wc_wp_theme_get_element_class_name' ) ? wc_wp_theme_get_element_class_name( 'button' ) : '';
		ob_start();
		$this->templates->render(
			'unsubscribe',
			array(
				'title'        => $title,
				'message'      => $message,
				'action'       => $action,
				'field'        => UnsubscribeRequest::CONFIRM_FIELD,
				'button'       => __( 'Stop renewal reminders', 'temple-offerings' ),
				'button_class' => $class ? ' ' . $class : '',
				'home'         => home_url( '/' ),
			)
		);
		$content = (string) ob_get_clean();

		$block_theme = wp_is_block_theme();
		$this->templates->render(
			'theme-page',
			array(
				'block_theme' => $block_theme,
				'content'     => $content,
				// Drawn before <head> is printed, as WordPress's own template canvas does, so that their styles are in it.
				'blocks'      => $block_theme ? self::blocks( $content ) : '',
			)
		);
	}

	/**
	 * A block theme's page: its header and footer parts around a constrained
	 * main group holding the content, rendered.
	 *
	 * @param string $content The template's HTML.
	 */
	private static function blocks( string $content ): string {
		return do_blocks(
			'<!-- wp:template-part {"slug":"header","tagName":"header"} /-->'
			. '<!-- wp:group {"tagName":"main","layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}}} -->'
			. '<main class="wp-block-group" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)">'
			. $content
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->'
		);
	}
}
