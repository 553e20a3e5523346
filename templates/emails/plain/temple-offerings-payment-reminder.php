<?php
/**
 * Payment reminder e-mail (plain text).
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/plain/temple-offerings-payment-reminder.php.
 * Variables: as the HTML template (templates/emails/temple-offerings-payment-reminder.php).
 *
 * @var WC_Order|null $order
 * @var string        $email_heading
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

/* translators: %s: date and time. */
echo sprintf( __( 'Your order holds its places until %s. Please complete the payment by then: an order not paid in time is cancelled, and its places go to other worshippers.', 'temple-offerings' ), $pay_by ) . "\n\n";
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
