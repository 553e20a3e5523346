<?php
/**
 * Drawn e-mail (plain text).
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/plain/temple-offerings-draw-won.php.
 * Variables: as the HTML template (templates/emails/temple-offerings-draw-won.php).
 *
 * @var WC_Order|null $order
 * @var string        $email_heading
 * @var string        $offering
 * @var int           $rank
 * @var string        $pay_by
 * @var string        $pay_url
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
echo sprintf( __( 'Your registration for "%1$s" was drawn (number %2$d in the drawn order): its places are yours once it is paid.', 'temple-offerings' ), $offering, $rank ) . "\n\n";
if ( '' !== $pay_by ) {
	/* translators: %s: date and time. */
	echo sprintf( __( 'Please pay by %s: unpaid by then, the order is cancelled and its places go to the next drawn.', 'temple-offerings' ), $pay_by ) . "\n\n";
}
if ( '' !== $pay_url ) {
	echo __( 'Pay for this order', 'temple-offerings' ) . ":\n" . $pay_url . "\n\n";
}
if ( $order instanceof WC_Order ) {
	/** This hook is documented in WooCommerce's e-mail templates. */
	do_action( 'woocommerce_email_order_details', $order, $sent_to_admin, $plain_text, $email );
}
echo "\n----------------------------------------\n\n";
if ( $additional_content ) {
	echo wp_strip_all_tags( wptexturize( $additional_content ) ) . "\n\n";
}
/** This filter is documented in WooCommerce's plain e-mail templates. */
echo wp_strip_all_tags( apply_filters( 'woocommerce_email_footer_text', get_option( 'woocommerce_email_footer_text' ) ) );
