<?php
/**
 * On an offering's own product page, in place of the add-to-cart form: each
 * believer is registered on the temple's offering page, with the button
 * that opens it there (or that the page is not open yet).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/product/register-believers.php.
 *
 * @package TempleOfferings
 *
 * @var string $url          The offering page with this offering chosen, or '' while there is none.
 * @var string $button_class The button's classes, the theme's own included.
 */

defined( 'ABSPATH' ) || exit;
?>
<?php if ( '' === $url ) : ?>
	<p class="temple-offerings-register-note"><?php esc_html_e( 'Each believer of this offering is registered on the temple\'s offering page, which is not open yet.', 'temple-offerings' ); ?></p>
<?php else : ?>
	<p class="temple-offerings-register-note"><?php esc_html_e( 'Each believer of this offering is registered by name and lunar birthday on the offering page.', 'temple-offerings' ); ?></p>
	<p><a class="<?php echo esc_attr( $button_class ); ?>" href="<?php echo esc_url( $url ); ?>"><?php esc_html_e( 'Register believers', 'temple-offerings' ); ?></a></p>
<?php endif; ?>
