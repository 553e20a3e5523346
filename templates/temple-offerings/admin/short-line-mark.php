<?php
/**
 * Under an offering line in the order screen's items table, when its
 * believers do not match its quantity: what is wrong, marked.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/short-line-mark.php.
 *
 * @package TempleOfferings
 *
 * @var string $text "Believers incomplete" and what is wrong with the line's believers.
 */

defined( 'ABSPATH' ) || exit;
?>
<p class="temple-offerings-short-line"><mark><?php echo esc_html( $text ); ?></mark></p>
