<?php
/**
 * Under a numbered line's heading in the order screen's Believers box: the
 * button that gives the line new numbers, after the browser asks to confirm
 * (the old numbers are never given again).
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/admin/reissue-numbers.php.
 *
 * @package TempleOfferings
 *
 * @var string $url     The reissue address (nonce included).
 * @var string $confirm The question the browser asks first.
 */

defined( 'ABSPATH' ) || exit;
?>
<p><a class="button temple-offerings-reissue" href="<?php echo esc_url( $url ); ?>" onclick="return window.confirm(<?php echo esc_attr( (string) wp_json_encode( $confirm ) ); ?>)"><?php esc_html_e( 'Reissue numbers', 'temple-offerings' ); ?></a></p>
