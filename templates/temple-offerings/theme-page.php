<?php
/**
 * A page of the plugin's own (the renewal reminder's unsubscribe page) in
 * the site's theme: a block theme's header and footer template parts around
 * it, with the viewport and the title as WordPress's template canvas prints
 * them for any block theme, or a classic theme's header.php and footer.php.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/theme-page.php.
 *
 * @package TempleOfferings
 *
 * @var bool   $block_theme Whether the site's theme is a block theme.
 * @var string $content     The page's own HTML, escaped by its template.
 * @var string $blocks      A block theme's header, main group (holding the content) and footer, rendered by WordPress; '' for a classic theme.
 */

defined( 'ABSPATH' ) || exit;

?>
<?php if ( ! $block_theme ) : ?>
	<?php get_header(); ?>
<main id="main" class="site-main"><?php echo $content; // phpcs:ignore TempleOfferings.Security.EscapeOutput -- the page's template escapes. ?></main>
	<?php get_footer(); ?>
<?php else : ?>
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
<div class="wp-site-blocks"><?php echo $blocks; // phpcs:ignore TempleOfferings.Security.EscapeOutput -- blocks rendered by WordPress; the page's template escapes its own. ?></div>
	<?php wp_footer(); ?>
</body>
</html>
<?php endif; ?>
