<?php
/**
 * Not drawn e-mail (plain text).
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/plain/temple-offerings-draw-not-drawn.php.
 * Variables: as the HTML template (templates/emails/temple-offerings-draw-not-drawn.php).
 *
 * @var WC_Order|null $order
 * @var string        $email_heading
 * @var string        $offering
 * @var int           $rank
 * @var string        $additional_content
 * @var bool          $sent_to_admin
 * @var bool          $plain_text
 * @var WC_Email      $email
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;

// Plain text: nothing is markup, so values are written as they are.
echo "=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n";
echo wp_strip_all_tags( $email_heading );
echo "\n=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=-=\n\n";

/* translators: 1: offering name, 2: rank in the drawn order. */
echo sprintf( __( 'Thank you for registering for "%1$s". The places were drawn and your registration was not drawn (number %2$d in the drawn order); nothing is to be paid.', 'temple-offerings' ), $offering, $rank ) . "\n\n";
echo __( 'Should places come back (a winner not paying in time), they go to the next in the drawn order, and you would get an e-mail with the way to pay.', 'temple-offerings' ) . "\n\n";
echo "\n----------------------------------------\n\n";
if ( $additional_content ) {
	echo wp_strip_all_tags( wptexturize( $additional_content ) ) . "\n\n";
}
/** This filter is documented in WooCommerce's plain e-mail templates. */
echo wp_strip_all_tags( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
