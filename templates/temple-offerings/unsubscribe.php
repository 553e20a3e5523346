<?php
/**
 * The page of a renewal reminder's unsubscribe link, inside the site's own
 * header and footer: the question with its button (which posts back to the
 * same signed link), the confirmation once reminders are off, or the refusal
 * of a link that is not the one the e-mail carried.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/unsubscribe.php.
 *
 * @package TempleOfferings
 *
 * @var string $title        Heading.
 * @var string $message      The sentence under it.
 * @var string $action       Where the button posts (the signed link), or '' for no button.
 * @var string $field        The button's field name.
 * @var string $button       The button's words.
 * @var string $button_class The theme's button class, with a leading space, or ''.
 * @var string $home         The site's home.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="temple-offerings-unsubscribe">
	<h1 class="wp-block-heading"><?php echo esc_html( $title ); ?></h1>
	<p><?php echo esc_html( $message ); ?></p>
	<?php if ( '' !== $action ) : ?>
		<form method="post" action="<?php echo esc_url( $action ); ?>">
			<p>
				<button type="submit" name="<?php echo esc_attr( $field ); ?>" value="1" class="button<?php echo esc_attr( $button_class ); ?>"><?php echo esc_html( $button ); ?></button>
			</p>
		</form>
	<?php endif; ?>
	<p><a href="<?php echo esc_url( $home ); ?>"><?php esc_html_e( 'Go to the shop', 'temple-offerings' ); ?></a></p>
</div>
