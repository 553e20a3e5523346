<?php
/**
 * Payment reminder e-mail (HTML): an order of offerings still waiting for
 * its payment, its deadline and the way to pay.
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/temple-offerings-payment-reminder.php.
 *
 * Variables (all plain, unescaped: escape what you print):
 *
 * @var WC_Order|null $order              The order.
 * @var string        $email_heading      Heading.
 * @var string        $pay_by             The deadline, as the shop writes dates and times.
 * @var string        $pay_url            Where the order is paid (WooCommerce's pay page), or read (a transfer's details).
 * @var string        $home_url           The site.
 * @var string        $additional_content Text set in WooCommerce → Settings → Emails.
 * @var bool          $sent_to_admin      Always false.
 * @var bool          $plain_text         Always false here.
 * @var WC_Email      $email              The e-mail.
 *
 * @package TempleOfferings
 */

defined( 'ABSPATH' ) || exit;

/** This hook is documented in WooCommerce's e-mail templates. */
do_action( 'woocommerce_email_header', $email_heading, $email );
?>

<?php /* translators: %s: date and time. */ ?>
<p><?php echo esc_html( sprintf( __( 'Your order holds its places until %s. Please complete the payment by then: an order not paid in time is cancelled, and its places go to other worshippers.', 'temple-offerings' ), $pay_by ) ); ?></p>

<?php if ( '' !== $pay_url ) : ?>
	<p><a href="<?php echo esc_url( $pay_url ); ?>"><?php esc_html_e( 'Pay for this order', 'temple-offerings' ); ?></a></p>
<?php endif; ?>

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
