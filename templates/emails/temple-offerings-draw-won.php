<?php
/**
 * Drawn e-mail (HTML): the draw (抽籤) gave the worshipper's entry places;
 * the way to pay and the deadline.
 *
 * A theme overrides it by copying it to
 * yourtheme/woocommerce/emails/temple-offerings-draw-won.php.
 *
 * Variables (all plain, unescaped: escape what you print):
 *
 * @var WC_Order|null $order              The entry, now an order pending payment.
 * @var string        $email_heading      Heading.
 * @var string        $offering           The offering's name.
 * @var int           $rank               The entry's rank in the drawn order, from 1.
 * @var string        $pay_by             The payment deadline, as the shop writes dates and times ('' when none).
 * @var string        $pay_url            WooCommerce's pay page of the order.
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

<?php /* translators: 1: offering name, 2: rank in the drawn order. */ ?>
<p><?php echo esc_html( sprintf( __( 'Your registration for "%1$s" was drawn (number %2$d in the drawn order): its places are yours once it is paid.', 'temple-offerings' ), $offering, $rank ) ); ?></p>

<?php if ( '' !== $pay_by ) : ?>
	<?php /* translators: %s: date and time. */ ?>
	<p><?php echo esc_html( sprintf( __( 'Please pay by %s: unpaid by then, the order is cancelled and its places go to the next drawn.', 'temple-offerings' ), $pay_by ) ); ?></p>
<?php endif; ?>

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
