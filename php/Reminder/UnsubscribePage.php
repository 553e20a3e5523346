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
 * header and footer (a block theme's header and footer template parts, or a
 * classic theme's header.php and footer.php), so the worshipper lands on a
 * page of the temple's site, not on a bare message. The page is never
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

		if ( wp_is_block_theme() ) {
			self::block_theme_page( $content );
		} else {
			get_header();
			echo '<main id="main" class="site-main">' . $content . '</main>'; // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- the template escapes.
			get_footer();
		}
	}

	/**
	 * A block theme's page: its header and footer parts around a constrained
	 * main group, drawn before <head> is printed (as WordPress's own template
	 * canvas does) so that their styles are in it; the viewport and the title
	 * as the canvas prints them for any block theme.
	 *
	 * @param string $content The template's HTML.
	 */
	private static function block_theme_page( string $content ): void {
		$html = do_blocks(
			'<!-- wp:template-part {"slug":"header","tagName":"header"} /-->'
			. '<!-- wp:group {"tagName":"main","layout":{"type":"constrained"},"style":{"spacing":{"padding":{"top":"var:preset|spacing|50","bottom":"var:preset|spacing|50"}}}} -->'
			. '<main class="wp-block-group" style="padding-top:var(--wp--preset--spacing--50);padding-bottom:var(--wp--preset--spacing--50)">'
			. $content
			. '</main><!-- /wp:group -->'
			. '<!-- wp:template-part {"slug":"footer","tagName":"footer"} /-->'
		);
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
	<meta charset="<?php bloginfo( 'charset' ); ?>" />
	<meta name="viewport" content="width=device-width, initial-scale=1" />
		<?php if ( ! current_theme_supports( 'title-tag' ) ) : ?>
	<title><?php echo esc_html( wp_get_document_title() ); ?></title>
		<?php endif; ?>
		<?php wp_head(); ?>
</head>
<body <?php body_class(); ?>>
		<?php wp_body_open(); ?>
<div class="wp-site-blocks"><?php echo $html; // phpcs:ignore TempleOfferings.Security.EscapeOutput.OutputNotEscaped -- blocks rendered by WordPress; the template escapes its own. ?></div>
		<?php wp_footer(); ?>
</body>
</html>
		<?php
	}
}
