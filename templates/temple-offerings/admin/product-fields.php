<?php
/**
 * A group of fields in a product's Temple (寺務) tab, drawn by WooCommerce's
 * own field functions: the lamp numbers, the registration cutoff, the
 * yearly (每年續點) checkbox.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/product-fields.php.
 *
 * @package TempleOfferings
 *
 * @var string                                                   $class  The group's classes.
 * @var array{title: string, text: string}|null                  $intro  A heading and a sentence above the fields, or null.
 * @var array<int, array{type: string, args: array<string, mixed>}> $fields Each field: text, checkbox or hidden, with the arguments of woocommerce_wp_text_input(), woocommerce_wp_checkbox() or woocommerce_wp_hidden_input().
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="<?php echo esc_attr( $class ); ?>">
	<?php if ( null !== $intro ) : ?>
		<p class="form-field"><strong><?php echo esc_html( $intro['title'] ); ?></strong><br><?php echo esc_html( $intro['text'] ); ?></p>
	<?php endif; ?>
	<?php
	foreach ( $fields as $temple_field ) {
		if ( 'checkbox' === $temple_field['type'] ) {
			woocommerce_wp_checkbox( $temple_field['args'] );
		} elseif ( 'hidden' === $temple_field['type'] ) {
			woocommerce_wp_hidden_input( $temple_field['args'] );
		} else {
			woocommerce_wp_text_input( $temple_field['args'] );
		}
	}
	?>
</div>
