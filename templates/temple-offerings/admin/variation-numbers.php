<?php
/**
 * A variation's own lamp numbers, under its other fields on the product
 * screen, drawn by WooCommerce's own field function.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/variation-numbers.php.
 *
 * @package TempleOfferings
 *
 * @var string                                                   $title  The fields' heading.
 * @var array<int, array{type: string, args: array<string, mixed>}> $fields Arguments of woocommerce_wp_text_input(), one per field.
 */

defined( 'ABSPATH' ) || exit;
?>
<div class="temple-offerings-variation-numbers" style="clear:both">
	<p class="form-row form-row-full"><strong><?php echo esc_html( $title ); ?></strong></p>
	<?php
	foreach ( $fields as $temple_field ) {
		woocommerce_wp_text_input( $temple_field['args'] );
	}
	?>
</div>
