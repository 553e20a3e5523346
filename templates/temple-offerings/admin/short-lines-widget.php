<?php
/**
 * The dashboard widget for whoever edits shop orders: how many open orders
 * hold an offering line whose believers do not match its quantity, linking
 * to the orders list filtered to them.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/short-lines-widget.php.
 *
 * @package TempleOfferings
 *
 * @var string $count How many orders ("3 orders have incomplete believers."), or '' when none.
 * @var string $url   The orders list filtered to them.
 */

defined( 'ABSPATH' ) || exit;
?>
<?php if ( '' === $count ) : ?>
	<p class="temple-short-count"><?php esc_html_e( 'Every order holds one believer for each place.', 'temple-offerings' ); ?></p>
<?php else : ?>
	<p class="temple-short-count"><strong><?php echo esc_html( $count ); ?></strong> <?php esc_html_e( 'Their missing places are not on any lamp or tablet until the believers are registered.', 'temple-offerings' ); ?></p>
	<p><a class="button" href="<?php echo esc_url( $url ); ?>"><?php esc_html_e( 'Show these orders', 'temple-offerings' ); ?></a></p>
<?php endif; ?>
