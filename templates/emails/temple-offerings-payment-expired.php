<?php
/**
 * E-mail of an order of offerings cancelled at its payment deadline (HTML).
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/temple-offerings-payment-expired.php.
 *
 * Variables: as the payment reminder's (templates/emails/temple-offerings-payment-reminder.php).
 *
 * @var WC_Order|null $order
 * @var string        $email_heading
 * @var string        $pay_by
 * @var string        $pay_url
 * @var string        $home_url
 * @var string        $additional_content
 * @var bool          $sent_to_admin
 * @var bool          $plain_text
 * @var WC_Email      $email
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;

/** This hook is documented in WooCommerce's e-mail templates. */
do_action( 'woocommerce_email_header', $email_heading, $email );
?>

<?php /* translators: %s: date and time. */ ?>
<p><?php echo esc_html( sprintf( __( 'Your order was not paid by %s, so it has been cancelled and its places released to other worshippers. Nothing will be charged.', 'temple-offerings' ), $pay_by ) ); ?></p>
<p><?php esc_html_e( 'If you still wish to register, places may remain: please register again on our site.', 'temple-offerings' ); ?> <a href="<?php echo esc_url( $home_url ); ?>"><?php echo esc_html( wp_parse_url( $home_url, PHP_URL_HOST ) ?? $home_url ); ?></a></p>

<?php
if ( $order instanceof WC_Order ) {
	/** This hook is documented in WooCommerce's e-mail templates. */
	do_action( 'woocommerce_email_order_details', $order, $sent_to_admin, $plain_text, $email );
}
if ( $additional_content ) {
	echo wp_kses_post( wpautop( wptexturize( $additional_content ) ) );
}

/** This hook is documented in WooCommerce's e-mail templates. */
do_action( 'woocommerce_email_footer', $email );
