<?php
/**
 * Under an offering line in the order screen's items table: how many
 * believers it holds, linking to the line's part of the Believers box that
 * lists them.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/believers-count.php.
 *
 * @package TempleOfferings
 *
 * @var string $anchor The id of the line's part of the Believers box.
 * @var string $text   The count, in words.
 */

defined( 'ABSPATH' ) || exit;
?>
<p class="temple-offerings-believers-count"><a href="#<?php echo esc_attr( $anchor ); ?>"><?php echo esc_html( $text ); ?></a></p>
