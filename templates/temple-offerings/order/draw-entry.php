<?php
/**
 * A draw's entry, above its table on the thank-you page and My Account's
 * order page: entered and waiting for the draw, or not drawn.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/draw-entry.php.
 *
 * @package TempleOfferings
 *
 * @var string $kind `entered` or `not-drawn`.
 * @var string $text The sentence.
 */

defined( 'ABSPATH' ) || exit;
?>
<p class="temple-offerings-draw-entry temple-offerings-draw-entry--<?php echo esc_attr( $kind ); ?>" style="margin:0 0 1em;padding:.75em 1em;border-left:4px solid #2271b1;background:#f0f6fc"><?php echo esc_html( $text ); ?></p>
