<?php
/**
 * Staff e-mail: a customer corrected a believer (plain text).
 *
 * A theme overrides this template by copying it to
 * yourtheme/woocommerce/emails/plain/temple-offerings-believer-corrected.php.
 *
 * @package TempleOfferings
 *
 * @var \WC_Order                                          $order              The order.
 * @var string                                             $order_url          Its edit screen.
 * @var string                                             $email_heading      Heading.
 * @var string                                             $additional_content Text set under WooCommerce → Settings → Emails.
 * @var string                                             $offering           The line's offering (product) name.
 * @var int                                                $number             The believer's place on the line, from 1.
 * @var string                                             $believer           The believer's name and gender.
 * @var array<int, array{0: string, 1: string, 2: string}> $changes            Label, old and new value (plain text).
 * @var \WC_Email                                          $email              The e-mail object.
 */

defined( 'ABSPATH' ) || exit;

// Plain text: nothing is markup, so values are written as they are.
echo "=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n";
echo wp_strip_all_tags( $email_heading ) . "\n";
echo "=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n\n";

/* translators: 1: customer's name, 2: order number, 3: offering (product) name, 4: the believer's place on the line, 5: the believer's name and gender. */
echo sprintf( __( '%1$s corrected believer %4$d (%5$s) of %3$s on order #%2$s:', 'temple-offerings' ), $order->get_formatted_billing_full_name(), $order->get_order_number(), $offering, $number, $believer ) . "\n\n";
foreach ( $changes as $change ) {
	/* translators: 1: field label, 2: value before the correction, 3: value after it. */
	echo sprintf( __( '%1$s: %2$s → %3$s', 'temple-offerings' ), $change[0], $change[1], $change[2] ) . "\n";
}
echo "\n" . $order_url . "\n\n";
echo "----------------------------------------\n\n";
if ( $additional_content ) {
	echo wp_strip_all_tags( wptexturize( $additional_content ) ) . "\n\n";
}
echo wp_strip_all_tags( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
