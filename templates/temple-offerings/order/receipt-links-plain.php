<?php
/**
 * The worshipper's receipts in a plain-text order e-mail: each receipt's
 * number and name, and the addresses of its print and certificate.
 *
 * A theme overrides this template by copying it to
 * yourtheme/temple-offerings/order/receipt-links-plain.php.
 *
 * @package TempleOfferings
 *
 * @var array<int, array{number: string, payer: string, receipt: string, certificate: string}> $links The receipts ('' certificate: none).
 */

defined( 'ABSPATH' ) || exit;

echo "\n" . esc_html( wp_strip_all_tags( __( 'Receipts', 'temple-offerings' ) ) ) . "\n\n";
foreach ( $links as $temple_link ) {
	/* translators: 1: receipt number, 2: the payer's or believer's name. */
	echo esc_html( sprintf( __( 'Receipt %1$s (%2$s)', 'temple-offerings' ), $temple_link['number'], $temple_link['payer'] ) ) . ': ' . esc_url_raw( $temple_link['receipt'] ) . "\n";
	if ( '' !== $temple_link['certificate'] ) {
		echo esc_html( __( 'Thank-you certificate', 'temple-offerings' ) ) . ': ' . esc_url_raw( $temple_link['certificate'] ) . "\n";
	}
}
echo "\n";
