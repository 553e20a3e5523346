<?php
/**
 * Beside WooCommerce's own filters on the orders list: a select that
 * narrows the list to orders whose believers are incomplete.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/short-lines-filter.php.
 *
 * @package TempleOfferings
 *
 * @var string $param  The list's query parameter.
 * @var string $short  Its value for the filter.
 * @var bool   $chosen Whether the list is filtered so now.
 */

defined( 'ABSPATH' ) || exit;
?>
<label class="screen-reader-text" for="temple-believers-filter"><?php esc_html_e( 'Filter by believers', 'temple-offerings' ); ?></label>
<select name="<?php echo esc_attr( $param ); ?>" id="temple-believers-filter">
	<option value=""><?php esc_html_e( 'All believers', 'temple-offerings' ); ?></option>
	<option value="<?php echo esc_attr( $short ); ?>"<?php selected( $chosen ); ?>><?php esc_html_e( 'Believers incomplete', 'temple-offerings' ); ?></option>
</select>
